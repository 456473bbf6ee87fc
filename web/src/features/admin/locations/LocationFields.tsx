import { Checkbox, Fieldset, Flex, SimpleGrid } from '@chakra-ui/react';
import type { LocationsPageQuery, Weekday } from '../../../__generated__/graphql';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useTranslation, weekdays } from '../../../i18n';
import type { Translate } from '../shared/translate';

/** The API's weekdays by ISO number (1 = Monday). */
const WEEKDAY_OF_ISO: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

/**
 * The weekdays named in the screen's language: in the locale's week (its first day first) to lay a week
 * out, or Monday first (`isoOrder`) to list some days the same way everywhere.
 */
export function weekdayOptions(
  width: 'long' | 'short',
  { isoOrder = false, locale }: { isoOrder?: boolean; locale?: string } = {},
): { value: Weekday; label: string }[] {
  const days = weekdays(width, locale);
  if (isoOrder) days.sort((a, b) => a.iso - b.iso);
  return days.map((day) => ({ value: WEEKDAY_OF_ISO[day.iso - 1], label: day.name }));
}

export interface LocationForm {
  name: string;
  countryCode: string;
  regionCode: string;
  timeZone: string;
  weekendDays: Weekday[];
}

export type LocationErrors = Partial<Record<keyof LocationForm, string>>;

export const EMPTY_LOCATION: LocationForm = {
  name: '',
  countryCode: '',
  regionCode: '',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  weekendDays: ['SATURDAY', 'SUNDAY'],
};

/** What the form can tell before asking the server (which checks the rest); `admin-locations` messages. */
export function validateLocation(form: LocationForm, t: Translate): LocationErrors {
  const errors: LocationErrors = {};
  if (!form.name.trim()) errors.name = t('errors.name');
  if (form.weekendDays.length === 7) errors.weekendDays = t('errors.weekend');
  return errors;
}

const zones = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

interface Props {
  form: LocationForm;
  errors: LocationErrors;
  countries: LocationsPageQuery['holidayCountries'];
  onChange: (patch: Partial<LocationForm>) => void;
}

/** Name, country and region (whose public holidays apply), time zone and weekend of a location. */
export function LocationFields({ form, errors, countries, onChange }: Props) {
  const { t } = useTranslation('admin-locations');
  const days = weekdayOptions('long');
  const regions = countries.find((country) => country.code === form.countryCode)?.regions ?? [];
  const zoneOptions = (zones.includes(form.timeZone) ? zones : [form.timeZone, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replace(/_/g, ' '),
  }));
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label={t('form.name')}
          required
          value={form.name}
          error={errors.name}
          placeholder={t('form.namePlaceholder')}
          onChange={(name) => onChange({ name })}
        />
        <SelectField
          kind="form"
          label={t('form.timeZone')}
          help={t('form.timeZoneHelp')}
          value={form.timeZone}
          error={errors.timeZone}
          options={zoneOptions}
          onChange={(timeZone) => onChange({ timeZone })}
        />
        <SelectField
          kind="form"
          label={t('form.country')}
          help={t('form.countryHelp')}
          value={form.countryCode}
          error={errors.countryCode}
          options={[
            { value: '', label: t('form.noCountry') },
            ...countries.map((c) => ({ value: c.code, label: c.name })),
          ]}
          onChange={(countryCode) => onChange({ countryCode, regionCode: '' })}
        />
        <SelectField
          kind="form"
          label={t('form.region')}
          value={form.regionCode}
          error={errors.regionCode}
          disabled={!regions.length}
          options={[
            { value: '', label: regions.length ? t('form.wholeCountry') : t('form.noRegions') },
            ...regions.map((r) => ({ value: r.code, label: r.name })),
          ]}
          onChange={(regionCode) => onChange({ regionCode })}
        />
      </SimpleGrid>
      <Fieldset.Root invalid={!!errors.weekendDays} mt="4">
        <Fieldset.Legend>{t('form.weekend')}</Fieldset.Legend>
        <Fieldset.HelperText>{t('form.weekendHelp')}</Fieldset.HelperText>
        <Flex gap="4" wrap="wrap">
          {days.map((day) => (
            <Checkbox.Root
              key={day.value}
              checked={form.weekendDays.includes(day.value)}
              onCheckedChange={(change) =>
                onChange({
                  weekendDays: change.checked
                    ? [...form.weekendDays, day.value]
                    : form.weekendDays.filter((d) => d !== day.value),
                })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{day.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
        {errors.weekendDays && <Fieldset.ErrorText>{errors.weekendDays}</Fieldset.ErrorText>}
      </Fieldset.Root>
    </>
  );
}
