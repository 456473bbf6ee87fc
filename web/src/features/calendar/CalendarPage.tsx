import { Box, Button, ButtonGroup, Card, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { useQuery } from '../../lib/useQuery';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { getFragmentData, graphql } from '../../__generated__';
import type { LeaveStatus } from '../../__generated__/graphql';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { StatusBadge } from '../../components/StatusBadge';
import { covers, monthGrid } from '../../lib/calendar';
import { downloadCsv, toCsv } from '../../lib/csv';
import { formatDateRange } from '../../lib/dates';
import { firstDayOfWeek, formatLocale, formatNumber, useTranslation, weekdays } from '../../i18n';
import { StaffingShortfalls } from '../staffing/StaffingShortfalls';
import { calendarEntries } from './calendarEntries';
import { DayEntriesDialog } from './DayEntriesDialog';
import { CalendarLegend } from './CalendarLegend';
import { MonthGrid } from './MonthGrid';
import { WorkingDays } from './workingDays';
import { dateTimeFormat } from '../../i18n/intl';

export const CalendarPage_entry = graphql(`
  fragment CalendarPage_entry on LeaveRequest {
    id
    requestId
    status
    startDate
    endDate
    startHalfDay
    endHalfDay
    days
    startTime
    endTime
    requestType {
      id
      displayName
      color
    }
    requester {
      id
      fullName
      department
      location {
        id
      }
      workSchedulesBetween(start: $start, end: $end) {
        id
        effectiveFrom
        effectiveTo
        hours {
          monday
          tuesday
          wednesday
          thursday
          friday
          saturday
          sunday
        }
      }
    }
  }
`);

const CalendarQuery = graphql(`
  query TeamCalendar($start: Date!, $end: Date!, $department: String, $status: LeaveStatus) {
    teamCalendar(start: $start, end: $end, department: $department, status: $status) {
      ...CalendarPage_entry
    }
    colleagueLeave(start: $start, end: $end) {
      id
      name
      startDate
      endDate
      startHalfDay
      endHalfDay
      locationId
    }
    locationCalendars(start: $start, end: $end) {
      location {
        id
        name
        weekendDays
      }
      daysOff {
        date
        name
        halfDay
      }
    }
    viewer {
      id
      location {
        id
        name
      }
      workSchedulesBetween(start: $start, end: $end) {
        id
        effectiveFrom
        effectiveTo
        hours {
          monday
          tuesday
          wednesday
          thursday
          friday
          saturday
          sunday
        }
      }
    }
    departments
  }
`);

/** A heading starts with a capital, as "novembre 2026" does not in French or Spanish. */
const capitalized = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The catalogues the page and what it opens speak from, loaded before it first renders (app/preloadable.ts). */
export const namespaces = ['calendar', 'staffing', 'schedules'] as const;

/** The Team Calendar; `embedded` when it sits below the dashboard on the combined page. */
export default function CalendarPage({ embedded = false }: { embedded?: boolean }) {
  const now = new Date();
  const [month, setMonth] = useState({ year: now.getFullYear(), month: now.getMonth() });
  const [department, setDepartment] = useState('');
  const [status, setStatus] = useState('all');
  const [view, setView] = useState<'calendar' | 'list'>('calendar');
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { t, i18n } = useTranslation('calendar');
  // Month and weekday names, and the day a week starts on, follow the screen's language.
  const locale = formatLocale(i18n.language);
  const firstDay = firstDayOfWeek(locale);
  const monthTitle = dateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const weekdayNames = weekdays('short', locale);

  const cells = useMemo(() => monthGrid(month.year, month.month, firstDay), [month, firstDay]);
  const monthStart = cells.find((c) => c.inMonth)?.date ?? cells[0].date;
  const monthEnd = [...cells].reverse().find((c) => c.inMonth)?.date ?? cells[41].date;
  const range =
    view === 'calendar' ? { start: cells[0].date, end: cells[41].date } : { start: monthStart, end: monthEnd };
  const query = useQuery(CalendarQuery, {
    variables: { ...range, department: department || null, status: status === 'all' ? null : (status as LeaveStatus) },
  });
  const data = query.data ?? query.previousData;
  const entries = useMemo(
    () =>
      calendarEntries(
        getFragmentData(CalendarPage_entry, data?.teamCalendar ?? []),
        data?.colleagueLeave ?? [],
        {
          department,
          status,
        },
        t('away'),
      ),
    [data, department, status, t],
  );
  const onDay = (date: string) => entries.filter((e) => covers(e.startDate, e.endDate, date));
  const workingDays = useMemo(() => new WorkingDays(data?.locationCalendars ?? []), [data]);
  const ownLocation = data?.viewer?.location?.id ?? null;

  const shift = (delta: number) =>
    setMonth(({ year, month: m }) => {
      const d = new Date(year, m + delta, 1);
      return { year: d.getFullYear(), month: d.getMonth() };
    });

  const exportCsv = () => {
    const rows = [
      [
        t('csv.employee'),
        t('csv.department'),
        t('csv.type'),
        t('csv.status'),
        t('csv.startDate'),
        t('csv.endDate'),
        t('csv.days'),
        t('csv.requestId'),
      ],
      ...entries.map((e) => [
        e.name,
        e.department ?? '',
        e.typeLabel,
        e.status,
        e.startDate,
        e.endDate,
        e.days,
        e.requestId,
      ]),
    ];
    downloadCsv(`team-calendar-${month.year}-${String(month.month + 1).padStart(2, '0')}.csv`, toCsv(rows));
  };

  return (
    <>
      <PageHeader
        level={embedded ? 'h2' : 'h1'}
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={entries.length === 0}>
            <Download /> {t('exportCsv')}
          </Button>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <Flex gap="4" wrap="wrap" align="end">
            <SelectField
              label={t('filters.department')}
              value={department}
              onChange={setDepartment}
              options={[
                { value: '', label: t('filters.allDepartments') },
                ...(data?.departments ?? []).map((d) => ({ value: d, label: d })),
              ]}
            />
            <SelectField
              label={t('filters.status')}
              value={status}
              onChange={setStatus}
              options={[
                { value: 'all', label: t('filters.allStatuses') },
                { value: 'PENDING', label: t('status.PENDING') },
                { value: 'APPROVED', label: t('status.APPROVED') },
                { value: 'REJECTED', label: t('status.REJECTED') },
              ]}
            />
            <SelectField
              label={t('filters.view')}
              value={view}
              onChange={(v) => setView(v as 'calendar' | 'list')}
              options={[
                { value: 'calendar', label: t('filters.viewCalendar') },
                { value: 'list', label: t('filters.viewList') },
              ]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Flex align="center" gap="3" mb="4" wrap="wrap">
            <Heading as="h2" size="lg" flex="1" aria-live="polite">
              {capitalized(monthTitle.format(new Date(month.year, month.month, 1)), locale)}
            </Heading>
            <ButtonGroup size="sm" variant="outline" attached>
              <IconButton aria-label={t('previousMonth')} onClick={() => shift(-1)}>
                <ChevronLeft />
              </IconButton>
              <Button onClick={() => setMonth({ year: now.getFullYear(), month: now.getMonth() })}>{t('today')}</Button>
              <IconButton aria-label={t('nextMonth')} onClick={() => shift(1)}>
                <ChevronRight />
              </IconButton>
            </ButtonGroup>
          </Flex>
          <StaffingShortfalls start={range.start} end={range.end} />
          <QueryState query={query} errorTitle={t('loadError')}>
            {() =>
              view === 'calendar' ? (
                <Box overflowX="auto" tabIndex={0}>
                  <MonthGrid
                    cells={cells}
                    weekdayNames={weekdayNames}
                    entriesOn={onDay}
                    workingDays={workingDays}
                    ownLocation={ownLocation}
                    ownSchedules={data?.viewer?.workSchedulesBetween}
                    onOpenDay={setOpenDay}
                  />
                  <CalendarLegend
                    entries={entries}
                    location={data?.viewer?.location?.name ?? null}
                    schedules={data?.viewer?.workSchedulesBetween}
                    weekendDays={
                      data?.locationCalendars.find((c) => c.location.id === ownLocation)?.location.weekendDays
                    }
                  />
                </Box>
              ) : entries.length === 0 ? (
                <EmptyState title={t('empty')} />
              ) : (
                <DataTable
                  label={t('tableLabel')}
                  rows={entries}
                  rowKey={(e) => e.id}
                  rowTestId="calendar-entry"
                  minTableWidth={600}
                  columns={[
                    {
                      key: 'name',
                      header: t('columns.employee'),
                      card: 'title',
                      cell: (e) => <Text fontWeight="medium">{e.name}</Text>,
                    },
                    { key: 'department', header: t('columns.department'), cell: (e) => e.department ?? '—' },
                    { key: 'type', header: t('columns.type'), cell: (e) => e.typeLabel },
                    {
                      key: 'dates',
                      header: t('columns.dates'),
                      nowrap: true,
                      cell: (e) => formatDateRange(e.startDate, e.endDate, new Date(), locale),
                    },
                    {
                      key: 'days',
                      header: t('columns.days'),
                      cell: (e) => (e.days === null ? '—' : formatNumber(e.days, 1, locale)),
                    },
                    {
                      key: 'status',
                      header: t('columns.status'),
                      cell: (e) =>
                        e.colleague ? (
                          <Text color="fg.muted">{t('colleague')}</Text>
                        ) : (
                          <StatusBadge status={e.status} />
                        ),
                    },
                  ]}
                />
              )
            }
          </QueryState>
        </Card.Body>
      </Card.Root>
      <DayEntriesDialog date={openDay} entries={openDay ? onDay(openDay) : []} onClose={() => setOpenDay(null)} />
    </>
  );
}
