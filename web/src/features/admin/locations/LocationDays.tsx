import { Badge, Button, Checkbox, Flex, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../lib/useQuery';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import type { LocationDaysQuery } from '../../../__generated__/graphql';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { FormField } from '../../../components/FormField';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { refreshFields } from '../../../lib/cache';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../i18n';

const DaysQuery = graphql(`
  query LocationDays($id: ID!, $year: Int!) {
    location(id: $id) {
      id
      holidays(year: $year) {
        date
        name
        libraryName
        halfDay
        removed
        companyDay
      }
    }
  }
`);

const SetDayMutation = graphql(`
  mutation LocationSetDay($locationId: ID!, $input: LocationDayInput!) {
    setLocationDay(locationId: $locationId, input: $input) {
      date
    }
  }
`);

const ClearDayMutation = graphql(`
  mutation LocationClearDay($locationId: ID!, $date: Date!) {
    clearLocationDay(locationId: $locationId, date: $date)
  }
`);

type Day = NonNullable<LocationDaysQuery['location']>['holidays'][number];

/** A day's change reaches the year's list, every calendar and every request form's count. */
const refreshDays = {
  update: (cache: ApolloCache) => refreshFields(cache, 'location', 'locationCalendars', 'leaveDayCount'),
};

/** One day of the list: its name (editable), half or whole, worked or off. */
function DayRow({ day, onSet, onClear }: { day: Day; onSet: (input: object) => void; onClear: () => void }) {
  const [name, setName] = useState<string | null>(null);
  const { t } = useTranslation('admin-locations');
  const edited = !day.companyDay && (day.removed || day.halfDay || day.name !== day.libraryName);
  return (
    <Flex
      as="li"
      data-testid="location-day"
      gap="3"
      align="center"
      wrap="wrap"
      borderWidth="1px"
      rounded="md"
      px="3"
      py="2"
    >
      <Stack gap="0" flex="1" minW="48">
        {name === null ? (
          <Text fontWeight="medium" textDecoration={day.removed ? 'line-through' : undefined}>
            {day.name}
          </Text>
        ) : (
          <Input
            size="sm"
            aria-label={t('days.newName', { name: day.name })}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
        <Text fontSize="sm" color="fg.muted">
          {formatDate(day.date)}
          {day.libraryName && day.libraryName !== day.name ? ` · ${day.libraryName}` : ''}
        </Text>
      </Stack>
      <Flex gap="1" wrap="wrap">
        {day.companyDay && <Badge colorPalette="purple">{t('days.companyDay')}</Badge>}
        {day.halfDay && <Badge colorPalette="orange">{t('days.halfDay')}</Badge>}
        {day.removed && <Badge>{t('days.worked')}</Badge>}
      </Flex>
      <Flex gap="1" wrap="wrap">
        {name === null ? (
          <Button size="xs" variant="ghost" disabled={day.removed} onClick={() => setName(day.name)}>
            {t('days.rename')}
          </Button>
        ) : (
          <Button
            size="xs"
            colorPalette="blue"
            onClick={() => {
              onSet({ date: day.date, name: name.trim() || undefined, halfDay: day.halfDay });
              setName(null);
            }}
          >
            {t('days.saveName')}
          </Button>
        )}
        {!day.removed && (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => onSet({ date: day.date, name: day.name, halfDay: !day.halfDay })}
          >
            {day.halfDay ? t('days.wholeDay') : t('days.halfDay')}
          </Button>
        )}
        {day.companyDay ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onClear}>
            {t('days.delete')}
          </Button>
        ) : day.removed || edited ? (
          <Button size="xs" variant="ghost" onClick={onClear}>
            {t('days.restore')}
          </Button>
        ) : (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onSet({ date: day.date, removed: true })}>
            {t('days.work')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** A location's days off of one year: the library's public holidays with its edits, and its company days. */
export function LocationDays({ locationId, hasCountry }: { locationId: string; hasCountry: boolean }) {
  const thisYear = new Date().getFullYear();
  const { t } = useTranslation('admin-locations');
  const [year, setYear] = useState(thisYear);
  const [draft, setDraft] = useState({ date: '', name: '', halfDay: false });
  const [error, setError] = useState<string | null>(null);
  const query = useQuery(DaysQuery, { variables: { id: locationId, year } });
  const [setDay, setState] = useMutation(SetDayMutation, refreshDays);
  const [clearDay] = useMutation(ClearDayMutation, refreshDays);
  const days = query.data?.location?.holidays ?? [];

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toaster.create({ type: 'success', title: done });
      setError(null);
      return true;
    } catch (failure) {
      const message = errorMessage(failure, t('days.changeFailed'));
      setError(message);
      toaster.create({ type: 'error', title: t('days.changeFailed'), description: message });
      return false;
    }
  };
  const set = (input: object) =>
    void run(() => setDay({ variables: { locationId, input: input as never } }), t('days.saved'));
  const add = async () => {
    if (!draft.date || !draft.name.trim()) return setError(t('days.needDateAndName'));
    const added = await run(
      () => setDay({ variables: { locationId, input: { ...draft, name: draft.name.trim() } } }),
      t('days.added'),
    );
    if (added) {
      setYear(Number(draft.date.slice(0, 4)));
      setDraft({ date: '', name: '', halfDay: false });
    }
  };

  return (
    <Stack gap="3">
      <SelectField
        label={t('days.year')}
        name="location-year"
        value={String(year)}
        onChange={(value) => setYear(Number(value))}
        options={[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => ({
          value: String(y),
          label: String(y),
        }))}
        minW="28"
      />
      {query.error && !query.data ? (
        <ErrorWithRetry title={t('days.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner size="sm" aria-label={t('days.loading')} />
      ) : days.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {hasCountry ? t('days.noHolidays', { year: String(year) }) : t('days.noDaysOff', { year: String(year) })}
        </Text>
      ) : (
        <Stack as="ul" aria-label={t('days.list', { year: String(year) })} gap="2" listStyleType="none">
          {days.map((day) => (
            <DayRow
              key={day.date}
              day={day}
              onSet={set}
              onClear={() =>
                void run(
                  () => clearDay({ variables: { locationId, date: day.date } }),
                  t('days.restored', { name: day.name }),
                )
              }
            />
          ))}
        </Stack>
      )}
      {/* As many columns as the labels (longer in some languages) leave room for. */}
      <SimpleGrid minChildWidth="10rem" gap="3" alignItems="end">
        <FormField label={t('days.companyDayOff')}>
          <Input type="date" value={draft.date} onChange={(e) => setDraft({ ...draft, date: e.target.value })} />
        </FormField>
        <FormField label={t('days.itsName')}>
          <Input
            value={draft.name}
            placeholder={t('days.namePlaceholder')}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </FormField>
        <Checkbox.Root
          checked={draft.halfDay}
          onCheckedChange={(change) => setDraft({ ...draft, halfDay: !!change.checked })}
          pb="2"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('days.halfDay')}</Checkbox.Label>
        </Checkbox.Root>
        <Button variant="outline" onClick={() => void add()} loading={setState.loading}>
          <Plus /> {t('days.add')}
        </Button>
      </SimpleGrid>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
