import { Button, Field, Flex, IconButton, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../../lib/useQuery';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../../__generated__';
import type { PtoSettingsHolidaysQuery } from '../../../../__generated__/graphql';
import { SelectField } from '../../../../components/SelectField';
import { toaster } from '../../../../components/toaster';
import { useTranslation } from '../../../../i18n';
import { errorMessage } from '../../../../lib/apollo';
import { formatDate } from '../../../../lib/dates';
import { AdminConfirmDialog } from '../../shared/AdminConfirmDialog';
import { ErrorWithRetry } from '../../../../components/ErrorWithRetry';
import { SettingsSection } from '../PolicyFields';
import { refreshFields } from '../../../../lib/cache';

const HolidaysQuery = graphql(`
  query PtoSettingsHolidays($year: Int) {
    holidays(year: $year) {
      id
      date
      name
    }
  }
`);

const AddHolidayMutation = graphql(`
  mutation PtoSettingsAddHoliday($input: HolidayInput!) {
    addHoliday(input: $input) {
      id
      date
      name
    }
  }
`);

const DeleteHolidayMutation = graphql(`
  mutation PtoSettingsDeleteHoliday($id: ID!) {
    deleteHoliday(id: $id)
  }
`);

type Holiday = PtoSettingsHolidaysQuery['holidays'][number];

/** Day counts depend on the holidays: cached previews are dropped so request forms ask again. */
const forgetDayCounts = {
  update: (cache: ApolloCache) => refreshFields(cache, 'holidays', 'leaveDayCount'),
};

/**
 * Public holidays, excluded when days are counted as working days. Changes here apply at once
 * (they are not part of Save Settings).
 */
export function HolidaysSection({ workingDays }: { workingDays: boolean }) {
  const { t } = useTranslation('admin-settings');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [draft, setDraft] = useState({ date: '', name: '' });
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const query = useQuery(HolidaysQuery, { variables: { year } });
  const [addHoliday, addState] = useMutation(AddHolidayMutation, forgetDayCounts);
  const [deleteHoliday, deleteState] = useMutation(DeleteHolidayMutation, forgetDayCounts);
  const holidays = query.data?.holidays ?? [];

  const add = async () => {
    const name = draft.name.trim();
    if (!draft.date || !name) return setError(t('errors.fillAll'));
    try {
      await addHoliday({ variables: { input: { date: draft.date, name } } });
      toaster.create({
        type: 'success',
        title: t('holidays.added'),
        description: t('holidays.nameOnDate', { name, date: formatDate(draft.date) }),
      });
      setYear(Number(draft.date.slice(0, 4)));
      setDraft({ date: '', name: '' });
      setError(null);
    } catch (addError) {
      const message = errorMessage(addError, t('holidays.addFailed'));
      setError(message);
      toaster.create({ type: 'error', title: t('holidays.addFailed'), description: message });
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteHoliday({ variables: { id: deleting.id } });
      toaster.create({ type: 'success', title: t('holidays.deleted'), description: deleting.name });
      setDeleting(null);
    } catch (deleteError) {
      toaster.create({
        type: 'error',
        title: t('holidays.deleteFailed'),
        description: errorMessage(deleteError, '') || undefined,
      });
    }
  };

  return (
    <SettingsSection
      id="holidays"
      title={t('holidays.title')}
      description={t(workingDays ? 'holidays.descriptionWorkingDays' : 'holidays.descriptionCalendarDays')}
    >
      <Flex gap="4" align="end" wrap="wrap">
        <SelectField
          label={t('holidays.year')}
          name="holiday-year"
          value={String(year)}
          onChange={(value) => setYear(Number(value))}
          options={[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => ({
            value: String(y),
            label: String(y),
          }))}
          minW="28"
        />
      </Flex>
      {query.error && !query.data ? (
        <ErrorWithRetry title={t('holidays.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner size="sm" aria-label={t('holidays.loading')} />
      ) : holidays.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('holidays.none', { year: String(year) })}
        </Text>
      ) : (
        <Stack as="ul" aria-label={t('holidays.list', { year: String(year) })} gap="2" listStyleType="none">
          {holidays.map((holiday) => (
            <Flex
              as="li"
              key={holiday.id}
              data-testid="holiday"
              gap="3"
              align="center"
              justify="space-between"
              borderWidth="1px"
              rounded="md"
              px="3"
              py="2"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{holiday.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(holiday.date)}
                </Text>
              </Stack>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t('holidays.deleteLabel', { name: holiday.name })}
                onClick={() => setDeleting(holiday)}
              >
                <Trash2 />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      )}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>{t('holidays.date')}</Field.Label>
          <Input type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('holidays.name')}</Field.Label>
          <Input
            value={draft.name}
            placeholder={t('holidays.namePlaceholder')}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </Field.Root>
        <Button variant="outline" onClick={() => void add()} loading={addState.loading}>
          <Plus /> {t('holidays.add')}
        </Button>
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      <AdminConfirmDialog
        open={!!deleting}
        title={t('holidays.deleteTitle')}
        message={t('holidays.deleteConfirm', {
          name: deleting?.name ?? '',
          date: deleting ? formatDate(deleting.date) : '',
        })}
        confirmLabel={t('holidays.deleteButton')}
        busy={deleteState.loading}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </SettingsSection>
  );
}
