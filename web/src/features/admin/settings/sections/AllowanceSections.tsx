import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { AccrualType } from '../../../../__generated__/graphql';
import { useTranslation } from '../../../../i18n';
import { PolicyNumberField, PolicyToggle, SettingsSection, type SectionProps } from '../PolicyFields';

/** How leave builds up, in the order offered (named by `accrual.types.<type>`). */
export const ACCRUAL_OPTIONS: AccrualType[] = ['YEARLY', 'MONTHLY', 'QUARTERLY', 'NONE'];

export function DefaultsSection(props: SectionProps) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsSection id="defaults" title={t('defaults.title')} description={t('defaults.description')}>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <PolicyNumberField name="defaultPtoDays" label={t('kinds.pto')} {...props} />
        <PolicyNumberField name="defaultSicknessDays" label={t('kinds.sickness')} {...props} />
        <PolicyNumberField name="defaultOtherDays" label={t('kinds.other')} {...props} />
      </SimpleGrid>
    </SettingsSection>
  );
}

function AccrualTypeField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: AccrualType;
  onChange: (value: AccrualType) => void;
}) {
  const { t } = useTranslation('admin-settings');
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value as AccrualType)}>
          {ACCRUAL_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`accrual.types.${option}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function AccrualSection(props: SectionProps) {
  const { t } = useTranslation('admin-settings');
  const { form, update } = props;
  return (
    <SettingsSection id="accrual" title={t('accrual.title')} description={t('accrual.description')}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <AccrualTypeField
          label={t('accrual.ptoType')}
          name="ptoAccrualType"
          value={form.ptoAccrualType}
          onChange={(ptoAccrualType) => update({ ptoAccrualType })}
        />
        <PolicyNumberField name="ptoAccrualRate" {...props} />
        <AccrualTypeField
          label={t('accrual.sicknessType')}
          name="sicknessAccrualType"
          value={form.sicknessAccrualType}
          onChange={(sicknessAccrualType) => update({ sicknessAccrualType })}
        />
        <PolicyNumberField name="sicknessAccrualRate" {...props} />
      </SimpleGrid>
    </SettingsSection>
  );
}

export function CarryoverSection(props: SectionProps) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsSection id="carryover" title={t('carryover.title')} description={t('carryover.description')}>
      <PolicyToggle name="allowCarryover" {...props} />
      <PolicyNumberField name="maxCarryoverDays" {...props} disabled={!props.form.allowCarryover} />
      <Field.Root invalid={!!props.errors.carryoverExpiryMonthDay} disabled={!props.form.allowCarryover}>
        <Field.Label>{t('carryover.expiry')}</Field.Label>
        <Input
          name="carryoverExpiryMonthDay"
          placeholder={t('carryover.expiryPlaceholder')}
          value={props.form.carryoverExpiryMonthDay}
          onChange={(e) => props.update({ carryoverExpiryMonthDay: e.target.value })}
        />
        {props.errors.carryoverExpiryMonthDay ? (
          <Field.ErrorText>{props.errors.carryoverExpiryMonthDay}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('carryover.expiryHelp')}</Field.HelperText>
        )}
      </Field.Root>
    </SettingsSection>
  );
}
