import { Button, Field, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../../../components/toaster';
import { formatNumber, useTranslation } from '../../../../i18n';
import { DataTable } from '../../../../components/DataTable';
import { SettingsSection, type SectionProps } from '../PolicyFields';
import { numberOf, type AllowanceOverrideForm } from '../policyForm';
import { addDepartmentOverride, addRoleOverride } from '../policyLists';

/** Server-side role values an override can name (spec §6). */
const ROLE_VALUES = ['staff', 'team-lead', 'manager', 'admin'];

type Allowances = Record<keyof AllowanceOverrideForm, string>;

function defaultsOf(form: SectionProps['form']): Allowances {
  return { ptoDays: form.defaultPtoDays, sicknessDays: form.defaultSicknessDays, otherDays: form.defaultOtherDays };
}

const numbersOf = (a: Allowances): AllowanceOverrideForm => ({
  ptoDays: numberOf(a.ptoDays),
  sicknessDays: numberOf(a.sicknessDays),
  otherDays: numberOf(a.otherDays),
});

function AllowanceInputs({
  prefix,
  value,
  onChange,
}: {
  prefix: string;
  value: Allowances;
  onChange: (value: Allowances) => void;
}) {
  const { t } = useTranslation('admin-settings');
  const fields: (keyof Allowances)[] = ['ptoDays', 'sicknessDays', 'otherDays'];
  return (
    <>
      {fields.map((key) => (
        <Field.Root key={key}>
          <Field.Label>{t(`overrides.days.${key}`)}</Field.Label>
          <Input
            name={`${prefix}-${key}`}
            type="number"
            inputMode="decimal"
            min={0}
            max={365}
            step={0.5}
            value={value[key]}
            onChange={(e) => onChange({ ...value, [key]: e.target.value })}
          />
        </Field.Root>
      ))}
    </>
  );
}

interface OverrideRow extends AllowanceOverrideForm {
  name: string;
}

function OverrideList({
  kind,
  rows,
  onRemove,
}: {
  kind: 'department' | 'role';
  rows: OverrideRow[];
  onRemove: (name: string) => void;
}) {
  const { t } = useTranslation('admin-settings');
  if (rows.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        {t(`overrides.${kind}.none`)}
      </Text>
    );
  return (
    <DataTable
      label={t(`overrides.${kind}.title`)}
      rows={rows}
      rowKey={(row) => row.name}
      columns={[
        {
          key: 'name',
          header: t(`overrides.${kind}.name`),
          card: 'title',
          cell: (row) => <Text fontWeight="medium">{row.name}</Text>,
        },
        { key: 'pto', header: t('kinds.pto'), align: 'end', cell: (row) => formatNumber(row.ptoDays, 1) },
        {
          key: 'sickness',
          header: t('kinds.sickness'),
          align: 'end',
          cell: (row) => formatNumber(row.sicknessDays, 1),
        },
        { key: 'other', header: t('kinds.other'), align: 'end', cell: (row) => formatNumber(row.otherDays, 1) },
        {
          key: 'remove',
          header: t('overrides.remove'),
          align: 'end',
          card: 'actions',
          cell: (row) => (
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t('overrides.removeLabel', { name: row.name })}
              onClick={() => onRemove(row.name)}
            >
              <Trash2 />
            </IconButton>
          ),
        },
      ]}
    />
  );
}

function DepartmentOverrides({ form, update, departments }: SectionProps & { departments: string[] }) {
  const { t } = useTranslation('admin-settings');
  const [department, setDepartment] = useState('');
  const [days, setDays] = useState<Allowances>(() => defaultsOf(form));
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const result = addDepartmentOverride(form.departmentOverrides, { department, ...numbersOf(days) }, t);
    if ('error' in result) return setError(result.error);
    update({ departmentOverrides: result.list });
    setDepartment('');
    setDays(defaultsOf(form));
    setError(null);
    toaster.create({ type: 'success', title: t('overrides.department.added'), description: department });
  };
  return (
    <Stack gap="3">
      <Text as="h3" fontWeight="semibold">
        {t('overrides.department.title')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>{t('overrides.department.name')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="override-department"
              value={department}
              onChange={(e) => setDepartment(e.target.value)}
            >
              <option value="">{t('overrides.department.select')}</option>
              {departments.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <AllowanceInputs prefix="department" value={days} onChange={setDays} />
        <Button variant="outline" onClick={add}>
          <Plus /> {t('overrides.add')}
        </Button>
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <OverrideList
        kind="department"
        rows={form.departmentOverrides.map((o) => ({ ...o, name: o.department }))}
        onRemove={(name) =>
          update({ departmentOverrides: form.departmentOverrides.filter((o) => o.department !== name) })
        }
      />
    </Stack>
  );
}

function RoleOverrides({ form, update }: SectionProps) {
  const { t } = useTranslation('admin-settings');
  const [role, setRole] = useState('');
  const [days, setDays] = useState<Allowances>(() => defaultsOf(form));
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const result = addRoleOverride(form.roleOverrides, { role, ...numbersOf(days) }, t);
    if ('error' in result) return setError(result.error);
    update({ roleOverrides: result.list });
    setRole('');
    setDays(defaultsOf(form));
    setError(null);
    toaster.create({ type: 'success', title: t('overrides.role.added'), description: role.trim() });
  };
  return (
    <Stack gap="3">
      <Text as="h3" fontWeight="semibold">
        {t('overrides.role.title')}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>{t('overrides.role.name')}</Field.Label>
          <Input
            name="override-role"
            list="override-role-values"
            placeholder={t('overrides.role.placeholder')}
            value={role}
            onChange={(e) => setRole(e.target.value)}
          />
          <datalist id="override-role-values">
            {ROLE_VALUES.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        </Field.Root>
        <AllowanceInputs prefix="role" value={days} onChange={setDays} />
        <Button variant="outline" onClick={add}>
          <Plus /> {t('overrides.add')}
        </Button>
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <OverrideList
        kind="role"
        rows={form.roleOverrides.map((o) => ({ ...o, name: o.role }))}
        onRemove={(name) => update({ roleOverrides: form.roleOverrides.filter((o) => o.role !== name) })}
      />
    </Stack>
  );
}

/** Spec §2: allowances per department and per role (a role override beats a department override). */
export function OverridesSection(props: SectionProps & { departments: string[] }) {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsSection id="overrides" title={t('overrides.title')} description={t('overrides.description')}>
      <DepartmentOverrides {...props} />
      <RoleOverrides {...props} />
    </SettingsSection>
  );
}
