import { Badge, Box, Button, Checkbox, Collapsible, Field, Fieldset, Flex, Input, SimpleGrid } from '@chakra-ui/react';
import { Filter, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { SelectField } from '../../components/SelectField';
import { useTranslation } from '../../i18n';
import { advancedCount, DAYS_RANGE, EMPTY_FORM, ROLES, SORT_FIELDS, STATUSES, type SearchForm } from './searchCriteria';

interface Props {
  form: SearchForm;
  onChange: (form: SearchForm) => void;
  requestTypes: { name: string; displayName: string }[];
  departments: string[];
}

function toggle<T>(list: T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

function CheckboxList<T extends string>({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  selected: T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="xs" color="fg.muted">
        {legend}
      </Fieldset.Legend>
      <Flex gap="3" wrap="wrap" mt="1">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            size="sm"
            checked={selected.includes(option.value)}
            onCheckedChange={(e) => onChange(toggle(selected, option.value, e.checked === true))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
    </Fieldset.Root>
  );
}

/** Text, type and sort always visible; statuses, dates, departments, roles, days and notes behind a toggle. */
export function SearchFilters({ form, onChange, requestTypes, departments }: Props) {
  const [open, setOpen] = useState(advancedCount(form) > 0);
  const set = <K extends keyof SearchForm>(key: K, value: SearchForm[K]) => onChange({ ...form, [key]: value });
  const advanced = advancedCount(form);
  const { t } = useTranslation('search');

  return (
    <Box>
      <Flex gap="4" wrap="wrap" align="end">
        <Field.Root flex="1" minW={{ base: 'full', md: '72' }}>
          <Field.Label fontSize="xs" color="fg.muted">
            {t('filters.search')}
          </Field.Label>
          <Input
            size="sm"
            type="search"
            placeholder={t('filters.searchPlaceholder')}
            value={form.text}
            onChange={(e) => set('text', e.target.value)}
          />
        </Field.Root>
        <SelectField
          label={t('filters.type')}
          value={form.type}
          onChange={(value) => set('type', value)}
          options={[
            { value: '', label: t('filters.allTypes') },
            ...requestTypes.map((type) => ({ value: type.name, label: type.displayName })),
          ]}
        />
        <SelectField
          label={t('filters.sortBy')}
          value={form.sortField}
          onChange={(value) => set('sortField', value as SearchForm['sortField'])}
          options={SORT_FIELDS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        />
        <SelectField
          label={t('filters.direction')}
          value={form.sortDirection}
          onChange={(value) => set('sortDirection', value as SearchForm['sortDirection'])}
          options={[
            { value: 'DESC', label: t('filters.descending') },
            { value: 'ASC', label: t('filters.ascending') },
          ]}
          minW="32"
        />
      </Flex>
      <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Flex gap="2" mt="3" wrap="wrap">
          <Collapsible.Trigger asChild>
            <Button size="sm" variant="ghost">
              <Filter /> {t('filters.advanced')}
              {advanced > 0 && (
                <Badge colorPalette="blue" size="sm">
                  {advanced}
                </Badge>
              )}
            </Button>
          </Collapsible.Trigger>
          <Button size="sm" variant="ghost" onClick={() => onChange(EMPTY_FORM)}>
            <RotateCcw /> {t('filters.clearAll')}
          </Button>
        </Flex>
        <Collapsible.Content>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" mt="3" data-testid="advanced-filters">
            <CheckboxList
              legend={t('filters.status')}
              options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              selected={form.statuses}
              onChange={(next) => set('statuses', next)}
            />
            <CheckboxList
              legend={t('filters.role')}
              options={ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
              selected={form.roles}
              onChange={(next) => set('roles', next)}
            />
            <Flex gap="3" wrap="wrap">
              <Field.Root flex="1" minW="36">
                <Field.Label fontSize="xs" color="fg.muted">
                  {t('filters.from')}
                </Field.Label>
                <Input size="sm" type="date" value={form.from} onChange={(e) => set('from', e.target.value)} />
              </Field.Root>
              <Field.Root flex="1" minW="36">
                <Field.Label fontSize="xs" color="fg.muted">
                  {t('filters.to')}
                </Field.Label>
                <Input
                  size="sm"
                  type="date"
                  value={form.to}
                  min={form.from || undefined}
                  onChange={(e) => set('to', e.target.value)}
                />
              </Field.Root>
            </Flex>
            <Flex gap="3" wrap="wrap" align="end">
              <Field.Root flex="1" minW="24">
                <Field.Label fontSize="xs" color="fg.muted">
                  {t('filters.minDays')}
                </Field.Label>
                <Input
                  size="sm"
                  type="number"
                  min={DAYS_RANGE.min}
                  max={DAYS_RANGE.max}
                  step={0.5}
                  value={form.minDays}
                  onChange={(e) => set('minDays', e.target.value)}
                />
              </Field.Root>
              <Field.Root flex="1" minW="24">
                <Field.Label fontSize="xs" color="fg.muted">
                  {t('filters.maxDays')}
                </Field.Label>
                <Input
                  size="sm"
                  type="number"
                  min={DAYS_RANGE.min}
                  max={DAYS_RANGE.max}
                  step={0.5}
                  value={form.maxDays}
                  onChange={(e) => set('maxDays', e.target.value)}
                />
              </Field.Root>
              <SelectField
                label={t('filters.notes')}
                value={form.hasNotes}
                onChange={(value) => set('hasNotes', value)}
                options={[
                  { value: '', label: t('filters.notesAny') },
                  { value: 'yes', label: t('filters.notesYes') },
                  { value: 'no', label: t('filters.notesNo') },
                ]}
                minW="36"
              />
            </Flex>
            {departments.length > 0 && (
              <Box gridColumn={{ md: 'span 2' }}>
                <CheckboxList
                  legend={t('filters.departments')}
                  options={departments.map((d) => ({ value: d, label: d }))}
                  selected={form.departments}
                  onChange={(next) => set('departments', next)}
                />
              </Box>
            )}
          </SimpleGrid>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
