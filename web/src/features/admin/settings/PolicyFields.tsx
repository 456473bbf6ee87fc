import { Card, Field, Input, InputGroup, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatNumber, useTranslation } from '../../../i18n';
import { NUMBER_FIELDS, type NumberField, type PolicyErrors, type PolicyForm, type ToggleField } from './policyForm';

/** What every settings section receives: the form, its errors and a way to change it. */
export interface SectionProps {
  form: PolicyForm;
  errors: PolicyErrors;
  update: (patch: Partial<PolicyForm>) => void;
}

/** One titled card of the settings page. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={`${id}-title`}
      data-testid={`settings-${id}`}
      h="full"
      size={{ base: 'sm', md: 'md' }}
    >
      <Card.Header pb="2">
        <Card.Title id={`${id}-title`} as="h2" fontSize="lg">
          {title}
        </Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** A numeric setting with its unit, range and the error of the last save attempt. */
export function PolicyNumberField({
  name,
  form,
  errors,
  update,
  disabled,
  help,
  label,
}: SectionProps & { name: NumberField; disabled?: boolean; help?: string; label?: string }) {
  const { t } = useTranslation('admin-settings');
  const field = NUMBER_FIELDS[name];
  const unit = t(`units.${field.unit}`);
  return (
    <Field.Root invalid={!!errors[name]} disabled={disabled}>
      <Field.Label>{label ?? t(`fields.${name}`)}</Field.Label>
      <InputGroup
        // The unit is a label inside the field: clicks on it reach the input.
        endElementProps={{ pointerEvents: 'none' }}
        endElement={
          <Text fontSize="sm" color="fg.muted">
            {unit}
          </Text>
        }
      >
        <Input
          name={name}
          type="number"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          step={field.step}
          value={form[name]}
          onChange={(e) => update({ [name]: e.target.value })}
          pe={unit.length > 6 ? '24' : '16'}
        />
      </InputGroup>
      {errors[name] ? (
        <Field.ErrorText>{errors[name]}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          {help ??
            t(field.step === 0.5 ? 'fields.rangeInSteps' : 'fields.range', {
              min: formatNumber(field.min),
              max: formatNumber(field.max),
              step: formatNumber(field.step),
            })}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}

/** An on/off setting with a sentence saying what it does. */
export function PolicyToggle({ name, form, update }: SectionProps & { name: ToggleField }) {
  const { t } = useTranslation('admin-settings');
  return (
    <Stack gap="1">
      <Switch.Root
        name={name}
        checked={form[name]}
        onCheckedChange={(e) => update({ [name]: e.checked })}
        colorPalette="blue"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t(`toggles.${name}.label`)}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted" ps="11">
        {t(`toggles.${name}.help`)}
      </Text>
    </Stack>
  );
}
