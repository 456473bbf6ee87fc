import { Field, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { ManagerOption } from '../shared/managerOptions';
import type { TeamFormErrors, TeamFormValues } from './teamForm';

interface TeamFormFieldsProps {
  values: TeamFormValues;
  errors: TeamFormErrors;
  onChange: (patch: Partial<TeamFormValues>) => void;
  managerOptions: ManagerOption[];
  columns?: { base: number; md?: number };
}

/** Spec §2 team fields: name, description, team manager (managers only). */
export function TeamFormFields({
  values,
  errors,
  onChange,
  managerOptions,
  columns = { base: 1 },
}: TeamFormFieldsProps) {
  return (
    <SimpleGrid columns={columns} gap="4">
      <Field.Root required invalid={!!errors.name}>
        <Field.Label>
          Team name <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="name"
          value={values.name}
          autoComplete="off"
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Team manager</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="managerId"
            value={values.managerId}
            onChange={(e) => onChange({ managerId: e.target.value })}
          >
            {managerOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Only people flagged as managers can lead a team.</Field.HelperText>
      </Field.Root>
      <Field.Root required invalid={!!errors.description} gridColumn={{ md: '1 / -1' }}>
        <Field.Label>
          Description <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          name="description"
          rows={2}
          value={values.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
