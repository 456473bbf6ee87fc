import { Checkbox } from '@chakra-ui/react';
import { useState } from 'react';
import type { Column } from '../../../components/DataTable';
import { useTranslation } from '../../../i18n';

/** Rows picked in a list for a bulk change, kept across pages and searches until cleared. */
export interface PeopleSelection<Row> {
  ids: readonly string[];
  clear: () => void;
  /** The table's first column: a box per row, named by the person. */
  column: Column<Row>;
}

export function usePeopleSelection<Row extends { id: string; fullName: string }>(): PeopleSelection<Row> {
  const { t } = useTranslation('schedules');
  const [ids, setIds] = useState<readonly string[]>([]);
  const toggle = (id: string, checked: boolean) =>
    setIds((current) => (checked ? [...new Set([...current, id])] : current.filter((other) => other !== id)));
  return {
    ids,
    clear: () => setIds([]),
    column: {
      key: 'select',
      header: t('bulk.selectColumn'),
      card: 'field',
      cell: (row) => (
        <Checkbox.Root
          checked={ids.includes(row.id)}
          onCheckedChange={(change) => toggle(row.id, change.checked === true)}
          data-testid="select-person"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label srOnly>{t('bulk.selectPerson', { name: row.fullName })}</Checkbox.Label>
        </Checkbox.Root>
      ),
    },
  };
}
