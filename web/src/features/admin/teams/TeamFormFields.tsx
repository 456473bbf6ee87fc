import { SimpleGrid, Textarea } from '@chakra-ui/react';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { ManagerOption } from '../shared/managerOptions';
import { useTranslation } from '../../../i18n';
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
  const { t } = useTranslation('admin-teams');
  return (
    <SimpleGrid columns={columns} gap="4">
      <TextField
        label={t('form.name')}
        name="name"
        required
        value={values.name}
        error={errors.name}
        autoComplete="off"
        onChange={(name) => onChange({ name })}
      />
      <SelectField
        kind="form"
        label={t('form.manager')}
        name="managerId"
        value={values.managerId}
        options={managerOptions}
        help={t('form.managerHelp')}
        onChange={(managerId) => onChange({ managerId })}
      />
      <FormField
        label={t('form.description')}
        required
        error={errors.description}
        root={{ gridColumn: { md: '1 / -1' } }}
      >
        <Textarea
          name="description"
          rows={2}
          value={values.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </FormField>
    </SimpleGrid>
  );
}
