import { Button, Field, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../../../components/toaster';
import { formatDays } from '../../../../lib/dates';
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
  const fields: [keyof Allowances, string][] = [
    ['ptoDays', 'PTO days'],
    ['sicknessDays', 'Sickness days'],
    ['otherDays', 'Other days'],
  ];
  return (
    <>
      {fields.map(([key, label]) => (
        <Field.Root key={key}>
          <Field.Label>{label}</Field.Label>
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
  label,
  rows,
  onRemove,
}: {
  label: string;
  rows: OverrideRow[];
  onRemove: (name: string) => void;
}) {
  if (rows.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No {label.toLowerCase()}.
      </Text>
    );
  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row.name}
      columns={[
        {
          key: 'name',
          header: label.startsWith('Department') ? 'Department' : 'Role',
          card: 'title',
          cell: (row) => <Text fontWeight="medium">{row.name}</Text>,
        },
        { key: 'pto', header: 'PTO', align: 'end', cell: (row) => formatDays(row.ptoDays) },
        { key: 'sickness', header: 'Sickness', align: 'end', cell: (row) => formatDays(row.sicknessDays) },
        { key: 'other', header: 'Other', align: 'end', cell: (row) => formatDays(row.otherDays) },
        {
          key: 'remove',
          header: 'Remove',
          align: 'end',
          card: 'actions',
          cell: (row) => (
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Remove the override for ${row.name}`}
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
  const [department, setDepartment] = useState('');
  const [days, setDays] = useState<Allowances>(() => defaultsOf(form));
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const result = addDepartmentOverride(form.departmentOverrides, { department, ...numbersOf(days) });
    if ('error' in result) return setError(result.error);
    update({ departmentOverrides: result.list });
    setDepartment('');
    setDays(defaultsOf(form));
    setError(null);
    toaster.create({ type: 'success', title: 'Department override added', description: department });
  };
  return (
    <Stack gap="3">
      <Text as="h3" fontWeight="semibold">
        Department overrides
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>Department</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="override-department"
              value={department}
              onChange={(e) => setDepartment(e.target.value)}
            >
              <option value="">Select a department</option>
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
          <Plus /> Add Override
        </Button>
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <OverrideList
        label="Department overrides"
        rows={form.departmentOverrides.map((o) => ({ ...o, name: o.department }))}
        onRemove={(name) =>
          update({ departmentOverrides: form.departmentOverrides.filter((o) => o.department !== name) })
        }
      />
    </Stack>
  );
}

function RoleOverrides({ form, update }: SectionProps) {
  const [role, setRole] = useState('');
  const [days, setDays] = useState<Allowances>(() => defaultsOf(form));
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const result = addRoleOverride(form.roleOverrides, { role, ...numbersOf(days) });
    if ('error' in result) return setError(result.error);
    update({ roleOverrides: result.list });
    setRole('');
    setDays(defaultsOf(form));
    setError(null);
    toaster.create({ type: 'success', title: 'Role override added', description: role.trim() });
  };
  return (
    <Stack gap="3">
      <Text as="h3" fontWeight="semibold">
        Role overrides
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 5 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>Role</Field.Label>
          <Input
            name="override-role"
            list="override-role-values"
            placeholder="e.g. manager"
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
          <Plus /> Add Override
        </Button>
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <OverrideList
        label="Role overrides"
        rows={form.roleOverrides.map((o) => ({ ...o, name: o.role }))}
        onRemove={(name) => update({ roleOverrides: form.roleOverrides.filter((o) => o.role !== name) })}
      />
    </Stack>
  );
}

/** Spec §2: allowances per department and per role (a role override beats a department override). */
export function OverridesSection(props: SectionProps & { departments: string[] }) {
  return (
    <SettingsSection
      id="overrides"
      title="Department and role overrides"
      description="Different allowances for a department or a role (staff, team-lead, manager, admin). A role override beats a department override."
    >
      <DepartmentOverrides {...props} />
      <RoleOverrides {...props} />
    </SettingsSection>
  );
}
