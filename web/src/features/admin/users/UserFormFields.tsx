import { Checkbox, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { PasswordInput } from '../../auth/PasswordInput';
import type { ManagerOption } from '../shared/managerOptions';
import { MIN_PASSWORD_LENGTH, type UserFormErrors, type UserFormValues } from './userForm';

interface UserFormFieldsProps {
  mode: 'create' | 'edit';
  values: UserFormValues;
  errors: UserFormErrors;
  onChange: (patch: Partial<UserFormValues>) => void;
  departments: string[];
  managerOptions: ManagerOption[];
  teams: readonly { id: string; name: string }[];
  /** Two columns where there is room (the create form), one inside a dialog. */
  columns?: { base: number; md?: number; lg?: number };
}

function TextField({
  label,
  name,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  readOnly,
  optional,
  helper,
}: {
  label: string;
  name: keyof UserFormValues;
  value: string;
  error?: string;
  onChange?: (value: string) => void;
  type?: string;
  autoComplete?: string;
  readOnly?: boolean;
  /** Not required (no indicator). */
  optional?: boolean;
  helper?: string;
}) {
  const required = !readOnly && !optional;
  return (
    <Field.Root required={required} invalid={!!error} readOnly={readOnly}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        readOnly={readOnly}
        bg={readOnly ? 'bg.muted' : undefined}
        onChange={(e) => onChange?.(e.target.value)}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

/** Spec §2 user fields: shared by the create-user form and the Edit modal. */
export function UserFormFields({
  mode,
  values,
  errors,
  onChange,
  departments,
  managerOptions,
  teams,
  columns = { base: 1, md: 2 },
}: UserFormFieldsProps) {
  return (
    <SimpleGrid columns={columns} gap="4">
      <TextField
        label="First name"
        name="firstName"
        value={values.firstName}
        error={errors.firstName}
        autoComplete="off"
        onChange={(firstName) => onChange({ firstName })}
      />
      <TextField
        label="Last name"
        name="lastName"
        value={values.lastName}
        error={errors.lastName}
        autoComplete="off"
        onChange={(lastName) => onChange({ lastName })}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={values.email}
        error={errors.email}
        autoComplete="off"
        readOnly={mode === 'edit'}
        onChange={(email) => onChange({ email })}
      />
      {mode === 'create' && (
        <Field.Root required invalid={!!errors.password}>
          <Field.Label>
            Password <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => onChange({ password: e.target.value })}
          />
          {errors.password ? (
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              At least {MIN_PASSWORD_LENGTH} characters, not a commonly used one. The person can change it later.
            </Field.HelperText>
          )}
        </Field.Root>
      )}
      <Field.Root required invalid={!!errors.department}>
        <Field.Label>
          Department <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="department"
            value={values.department}
            onChange={(e) => onChange({ department: e.target.value })}
          >
            <option value="">Select a department</option>
            {departments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.department}</Field.ErrorText>
      </Field.Root>
      <TextField
        label="Job title"
        name="jobTitle"
        value={values.jobTitle}
        error={errors.jobTitle}
        autoComplete="off"
        onChange={(jobTitle) => onChange({ jobTitle })}
      />
      <Field.Root>
        <Field.Label>Team</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="teamId"
            value={values.teamId}
            onChange={(e) => onChange({ teamId: e.target.value })}
          >
            <option value="">No team</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root justifyContent="center">
        <Checkbox.Root checked={values.isManager} onCheckedChange={(e) => onChange({ isManager: e.checked === true })}>
          <Checkbox.HiddenInput name="isManager" />
          <Checkbox.Control />
          <Checkbox.Label>Is Manager</Checkbox.Label>
        </Checkbox.Root>
      </Field.Root>
      {!values.isManager && (
        <Field.Root>
          <Field.Label>Manager</Field.Label>
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
        </Field.Root>
      )}
      <TextField
        label="First day of employment"
        name="employmentStartDate"
        type="date"
        optional
        value={values.employmentStartDate}
        error={errors.employmentStartDate}
        helper="That year's allowance is prorated. Empty: employed before any year on record."
        onChange={(employmentStartDate) => onChange({ employmentStartDate })}
      />
      <TextField
        label="Last day of employment"
        name="employmentEndDate"
        type="date"
        optional
        value={values.employmentEndDate}
        error={errors.employmentEndDate}
        helper="For a leaver: that year's allowance is prorated."
        onChange={(employmentEndDate) => onChange({ employmentEndDate })}
      />
    </SimpleGrid>
  );
}
