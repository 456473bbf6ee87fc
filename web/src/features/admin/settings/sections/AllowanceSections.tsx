import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { AccrualType } from '../../../../__generated__/graphql';
import { PolicyNumberField, PolicyToggle, SettingsSection, type SectionProps } from '../PolicyFields';

export const ACCRUAL_OPTIONS: { value: AccrualType; label: string }[] = [
  { value: 'YEARLY', label: 'Yearly (all on 1 January)' },
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'QUARTERLY', label: 'Quarterly' },
  { value: 'NONE', label: 'None (fixed allowance)' },
];

export function DefaultsSection(props: SectionProps) {
  return (
    <SettingsSection
      id="defaults"
      title="Default allowances"
      description="Days a year each person gets, unless a department or role override says otherwise. New balances use them."
    >
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <PolicyNumberField name="defaultPtoDays" label="PTO" {...props} />
        <PolicyNumberField name="defaultSicknessDays" label="Sickness" {...props} />
        <PolicyNumberField name="defaultOtherDays" label="Other" {...props} />
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
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value as AccrualType)}>
          {ACCRUAL_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function AccrualSection(props: SectionProps) {
  const { form, update } = props;
  return (
    <SettingsSection id="accrual" title="Accrual" description="How PTO and sickness leave build up over the year.">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <AccrualTypeField
          label="PTO accrual type"
          name="ptoAccrualType"
          value={form.ptoAccrualType}
          onChange={(ptoAccrualType) => update({ ptoAccrualType })}
        />
        <PolicyNumberField name="ptoAccrualRate" {...props} />
        <AccrualTypeField
          label="Sickness accrual type"
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
  return (
    <SettingsSection id="carryover" title="Carry-over" description="What happens to unused PTO at the end of the year.">
      <PolicyToggle name="allowCarryover" {...props} />
      <PolicyNumberField name="maxCarryoverDays" {...props} disabled={!props.form.allowCarryover} />
    </SettingsSection>
  );
}
