import { Checkbox, Fieldset, Flex, SimpleGrid } from '@chakra-ui/react';
import type { LocationsPageQuery, Weekday } from '../../../__generated__/graphql';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';

/** The weekdays in a Monday-first week, as the editor lists them. */
export const WEEKDAYS: { value: Weekday; label: string }[] = [
  { value: 'MONDAY', label: 'Monday' },
  { value: 'TUESDAY', label: 'Tuesday' },
  { value: 'WEDNESDAY', label: 'Wednesday' },
  { value: 'THURSDAY', label: 'Thursday' },
  { value: 'FRIDAY', label: 'Friday' },
  { value: 'SATURDAY', label: 'Saturday' },
  { value: 'SUNDAY', label: 'Sunday' },
];

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

/** What the form can tell before asking the server (which checks the rest). */
export function validateLocation(form: LocationForm): LocationErrors {
  const errors: LocationErrors = {};
  if (!form.name.trim()) errors.name = 'Location name is required';
  if (form.weekendDays.length === 7) errors.weekendDays = 'A weekend cannot be all seven days';
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
  const regions = countries.find((country) => country.code === form.countryCode)?.regions ?? [];
  const zoneOptions = (zones.includes(form.timeZone) ? zones : [form.timeZone, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replace(/_/g, ' '),
  }));
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label="Name"
          required
          value={form.name}
          error={errors.name}
          placeholder="e.g. Munich office"
          onChange={(name) => onChange({ name })}
        />
        <SelectField
          kind="form"
          label="Time zone"
          help="People here have their today in it."
          value={form.timeZone}
          error={errors.timeZone}
          options={zoneOptions}
          onChange={(timeZone) => onChange({ timeZone })}
        />
        <SelectField
          kind="form"
          label="Country"
          help="Its public holidays apply here."
          value={form.countryCode}
          error={errors.countryCode}
          options={[
            { value: '', label: 'No country (own days off only)' },
            ...countries.map((c) => ({ value: c.code, label: c.name })),
          ]}
          onChange={(countryCode) => onChange({ countryCode, regionCode: '' })}
        />
        <SelectField
          kind="form"
          label="Region"
          value={form.regionCode}
          error={errors.regionCode}
          disabled={!regions.length}
          options={[
            { value: '', label: regions.length ? 'The whole country' : 'No regions' },
            ...regions.map((r) => ({ value: r.code, label: r.name })),
          ]}
          onChange={(regionCode) => onChange({ regionCode })}
        />
      </SimpleGrid>
      <Fieldset.Root invalid={!!errors.weekendDays} mt="4">
        <Fieldset.Legend>Weekend days</Fieldset.Legend>
        <Fieldset.HelperText>Not worked and never counted as leave here.</Fieldset.HelperText>
        <Flex gap="4" wrap="wrap">
          {WEEKDAYS.map((day) => (
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
