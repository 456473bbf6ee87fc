import { Checkbox, Field, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '../../../lib/useQuery';
import { graphql } from '../../../__generated__';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { PasswordInput } from '../../auth/PasswordInput';
import type { ManagerOption } from '../shared/managerOptions';
import { useTranslation } from '../../../i18n';
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
  const { t } = useTranslation('admin-users');
  return (
    <SimpleGrid columns={columns} gap="4">
      <TextField
        label={t('form.firstName')}
        name="firstName"
        required
        value={values.firstName}
        error={errors.firstName}
        autoComplete="off"
        onChange={(firstName) => onChange({ firstName })}
      />
      <TextField
        label={t('form.lastName')}
        name="lastName"
        required
        value={values.lastName}
        error={errors.lastName}
        autoComplete="off"
        onChange={(lastName) => onChange({ lastName })}
      />
      <TextField
        label={t('form.email')}
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
            {t('form.password')} <Field.RequiredIndicator />
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
            <Field.HelperText>{t('form.passwordHelp', { min: MIN_PASSWORD_LENGTH })}</Field.HelperText>
          )}
        </Field.Root>
      )}
      <SelectField
        kind="form"
        label={t('form.department')}
        name="department"
        required
        value={values.department}
        error={errors.department}
        onChange={(department) => onChange({ department })}
        options={[
          { value: '', label: t('form.selectDepartment') },
          ...departments.map((department) => ({ value: department, label: department })),
        ]}
      />
      <TextField
        label={t('form.jobTitle')}
        name="jobTitle"
        required
        value={values.jobTitle}
        error={errors.jobTitle}
        autoComplete="off"
        onChange={(jobTitle) => onChange({ jobTitle })}
      />
      <SelectField
        kind="form"
        label={t('form.team')}
        name="teamId"
        value={values.teamId}
        onChange={(teamId) => onChange({ teamId })}
        options={[
          { value: '', label: t('form.noTeam') },
          ...teams.map((team) => ({ value: team.id, label: team.name })),
        ]}
      />
      <SelectField
        kind="form"
        label={t('form.location')}
        name="locationId"
        help={t('form.locationHelp')}
        value={values.locationId || (locations.find((location) => location.isDefault)?.id ?? '')}
        onChange={(locationId) => onChange({ locationId })}
        options={
          locations.length
            ? locations.map((location) => ({ value: location.id, label: location.name }))
            : [{ value: '', label: t('form.defaultLocation') }]
        }
      />
      <Field.Root justifyContent="center">
        <Checkbox.Root checked={values.isManager} onCheckedChange={(e) => onChange({ isManager: e.checked === true })}>
          <Checkbox.HiddenInput name="isManager" />
          <Checkbox.Control />
          <Checkbox.Label>{t('form.isManager')}</Checkbox.Label>
        </Checkbox.Root>
      </Field.Root>
      {!values.isManager && (
        <SelectField
          kind="form"
          label={t('form.manager')}
          name="managerId"
          value={values.managerId}
          onChange={(managerId) => onChange({ managerId })}
          options={managerOptions}
        />
      )}
      <TextField
        label={t('form.employmentStart')}
        name="employmentStartDate"
        type="date"
        value={values.employmentStartDate}
        error={errors.employmentStartDate}
        help={t('form.employmentStartHelp')}
        onChange={(employmentStartDate) => onChange({ employmentStartDate })}
      />
      <TextField
        label={t('form.employmentEnd')}
        name="employmentEndDate"
        type="date"
        value={values.employmentEndDate}
        error={errors.employmentEndDate}
        help={t('form.employmentEndHelp')}
        onChange={(employmentEndDate) => onChange({ employmentEndDate })}
      />
    </SimpleGrid>
  );
}
