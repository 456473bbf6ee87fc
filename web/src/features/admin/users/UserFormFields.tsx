import { Checkbox, Field, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
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

const LocationOptionsQuery = graphql(`
  query UserLocationOptions {
    locations {
      id
      name
      isDefault
    }
  }
`);

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
  const locations = useQuery(LocationOptionsQuery).data?.locations ?? [];
  return (
    <SimpleGrid columns={columns} gap="4">
      <TextField
        label="First name"
        name="firstName"
        required
        value={values.firstName}
        error={errors.firstName}
        autoComplete="off"
        onChange={(firstName) => onChange({ firstName })}
      />
      <TextField
        label="Last name"
        name="lastName"
        required
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
        required={mode !== 'edit'}
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
      <SelectField
        kind="form"
        label="Department"
        name="department"
        required
        value={values.department}
        error={errors.department}
        onChange={(department) => onChange({ department })}
        options={[
          { value: '', label: 'Select a department' },
          ...departments.map((department) => ({ value: department, label: department })),
        ]}
      />
      <TextField
        label="Job title"
        name="jobTitle"
        required
        value={values.jobTitle}
        error={errors.jobTitle}
        autoComplete="off"
        onChange={(jobTitle) => onChange({ jobTitle })}
      />
      <SelectField
        kind="form"
        label="Team"
        name="teamId"
        value={values.teamId}
        onChange={(teamId) => onChange({ teamId })}
        options={[{ value: '', label: 'No team' }, ...teams.map((team) => ({ value: team.id, label: team.name }))]}
      />
      <SelectField
        kind="form"
        label="Location"
        name="locationId"
        help="Their weekend, public holidays and time zone."
        value={values.locationId || (locations.find((location) => location.isDefault)?.id ?? '')}
        onChange={(locationId) => onChange({ locationId })}
        options={
          locations.length
            ? locations.map((location) => ({ value: location.id, label: location.name }))
            : [{ value: '', label: 'The default location' }]
        }
      />
      <Field.Root justifyContent="center">
        <Checkbox.Root checked={values.isManager} onCheckedChange={(e) => onChange({ isManager: e.checked === true })}>
          <Checkbox.HiddenInput name="isManager" />
          <Checkbox.Control />
          <Checkbox.Label>Is Manager</Checkbox.Label>
        </Checkbox.Root>
      </Field.Root>
      {!values.isManager && (
        <SelectField
          kind="form"
          label="Manager"
          name="managerId"
          value={values.managerId}
          onChange={(managerId) => onChange({ managerId })}
          options={managerOptions}
        />
      )}
      <TextField
        label="First day of employment"
        name="employmentStartDate"
        type="date"
        value={values.employmentStartDate}
        error={errors.employmentStartDate}
        help="That year's allowance is prorated. Empty: employed before any year on record."
        onChange={(employmentStartDate) => onChange({ employmentStartDate })}
      />
      <TextField
        label="Last day of employment"
        name="employmentEndDate"
        type="date"
        value={values.employmentEndDate}
        error={errors.employmentEndDate}
        help="For a leaver: that year's allowance is prorated."
        onChange={(employmentEndDate) => onChange({ employmentEndDate })}
      />
    </SimpleGrid>
  );
}
