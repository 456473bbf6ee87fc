import { Box, Button, ButtonGroup, Card, Flex, Grid, Heading, IconButton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
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
import { WEEKDAYS, cellEntries, covers, monthGrid } from '../../lib/calendar';
import { downloadCsv, toCsv } from '../../lib/csv';
import { formatDate, formatDateRange, formatDays, todayIso } from '../../lib/dates';
import { StaffingShortfalls } from '../staffing/StaffingShortfalls';
import { calendarEntries } from './calendarEntries';
import { DayEntriesDialog } from './DayEntriesDialog';
import { CalendarLegend, NON_WORKING_SHADE } from './CalendarLegend';
import { EntryChip } from './EntryChip';
import { WorkingDays } from './workingDays';
import { isScheduledOffOn } from '../schedules/scheduleLabels';

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
const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** The Team Calendar; `embedded` when it sits below the dashboard on the combined page. */
export default function CalendarPage({ embedded = false }: { embedded?: boolean }) {
  const now = new Date();
  const [month, setMonth] = useState({ year: now.getFullYear(), month: now.getMonth() });
  const [department, setDepartment] = useState('');
  const [status, setStatus] = useState('all');
  const [view, setView] = useState<'calendar' | 'list'>('calendar');
  const [openDay, setOpenDay] = useState<string | null>(null);
  const today = todayIso();

  const cells = useMemo(() => monthGrid(month.year, month.month), [month]);
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
      calendarEntries(getFragmentData(CalendarPage_entry, data?.teamCalendar ?? []), data?.colleagueLeave ?? [], {
        department,
        status,
      }),
    [data, department, status],
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
      ['Employee', 'Department', 'Type', 'Status', 'Start date', 'End date', 'Days', 'Request ID'],
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
        title="Team Calendar"
        subtitle="Who is away, and when."
        actions={
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={entries.length === 0}>
            <Download /> Export CSV
          </Button>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <Flex gap="4" wrap="wrap" align="end">
            <SelectField
              label="Department"
              value={department}
              onChange={setDepartment}
              options={[
                { value: '', label: 'All departments' },
                ...(data?.departments ?? []).map((d) => ({ value: d, label: d })),
              ]}
            />
            <SelectField
              label="Status"
              value={status}
              onChange={setStatus}
              options={[
                { value: 'all', label: 'All' },
                { value: 'PENDING', label: 'Pending' },
                { value: 'APPROVED', label: 'Approved' },
                { value: 'REJECTED', label: 'Rejected' },
              ]}
            />
            <SelectField
              label="View Mode"
              value={view}
              onChange={(v) => setView(v as 'calendar' | 'list')}
              options={[
                { value: 'calendar', label: 'Calendar' },
                { value: 'list', label: 'List' },
              ]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Flex align="center" gap="3" mb="4" wrap="wrap">
            <Heading as="h2" size="lg" flex="1" aria-live="polite">
              {monthTitle.format(new Date(month.year, month.month, 1))}
            </Heading>
            <ButtonGroup size="sm" variant="outline" attached>
              <IconButton aria-label="Previous month" onClick={() => shift(-1)}>
                <ChevronLeft />
              </IconButton>
              <Button onClick={() => setMonth({ year: now.getFullYear(), month: now.getMonth() })}>Today</Button>
              <IconButton aria-label="Next month" onClick={() => shift(1)}>
                <ChevronRight />
              </IconButton>
            </ButtonGroup>
          </Flex>
          <StaffingShortfalls start={range.start} end={range.end} />
          <QueryState query={query} errorTitle="Failed to load the calendar">
            {() =>
              view === 'calendar' ? (
                <Box overflowX="auto" tabIndex={0}>
                  <Grid
                    templateColumns="repeat(7, minmax(0, 1fr))"
                    minW={{ base: 'auto', md: '2xl' }}
                    role="grid"
                    aria-label="Month calendar"
                    data-testid="calendar-grid"
                  >
                    <Box role="row" display="contents">
                      {WEEKDAYS.map((d) => (
                        <Box
                          key={d}
                          role="columnheader"
                          textAlign="center"
                          fontSize="xs"
                          fontWeight="semibold"
                          color="fg.muted"
                          py="2"
                        >
                          {d}
                        </Box>
                      ))}
                    </Box>
                    {Array.from({ length: 6 }, (_, row) => (
                      <Box role="row" display="contents" key={row}>
                        {cells.slice(row * 7, row * 7 + 7).map((cell) => {
                          const { shown, more } = cellEntries(onDay(cell.date));
                          const isToday = cell.date === today;
                          const own = workingDays.kindOf(ownLocation, cell.date);
                          // A part-timer's own days without hours are shaded like their weekend.
                          const ownOff =
                            own.weekend ||
                            !!own.holiday ||
                            isScheduledOffOn(data?.viewer?.workSchedulesBetween, cell.date);
                          return (
                            <Box
                              key={cell.date}
                              role="gridcell"
                              minH={{ base: '16', md: '24' }}
                              borderWidth="0.5px"
                              p="1"
                              // The viewer's weekend and days off are striped: nobody there is expected at work.
                              style={cell.inMonth && ownOff ? NON_WORKING_SHADE : undefined}
                              bgColor={cell.inMonth ? 'bg' : 'bg.muted'}
                              data-date={cell.date}
                              data-day-off={ownOff ? 'true' : undefined}
                              data-non-working={ownOff ? 'true' : undefined}
                            >
                              <Text
                                fontSize="xs"
                                fontWeight={isToday ? 'bold' : 'normal'}
                                color={isToday ? 'blue.fg' : cell.inMonth ? 'fg' : 'fg.muted'}
                                mb="1"
                              >
                                <span aria-hidden="true">{Number(cell.date.slice(8))}</span>
                                <Text as="span" srOnly>
                                  {formatDate(cell.date)}
                                </Text>
                              </Text>
                              {own.holiday && (
                                <Text
                                  fontSize="2xs"
                                  color="purple.fg"
                                  truncate
                                  title={own.holiday.name}
                                  mb="0.5"
                                  data-testid="calendar-holiday"
                                >
                                  {own.holiday.name}
                                  {own.holiday.halfDay ? ' (half day)' : ''}
                                </Text>
                              )}
                              <Flex direction="column" gap="0.5">
                                {shown.map((e) => (
                                  <EntryChip
                                    key={e.id}
                                    entry={e}
                                    date={cell.date}
                                    offDay={
                                      workingDays.isDayOff(e.locationId, cell.date) ||
                                      isScheduledOffOn(e.schedules, cell.date)
                                    }
                                  />
                                ))}
                                {more > 0 && (
                                  <Button
                                    variant="plain"
                                    size="2xs"
                                    h="auto"
                                    px="1"
                                    justifyContent="flex-start"
                                    color="blue.fg"
                                    textDecoration="underline"
                                    onClick={() => setOpenDay(cell.date)}
                                    aria-label={`+${more} more on ${formatDate(cell.date)}`}
                                  >
                                    +{more} more
                                  </Button>
                                )}
                              </Flex>
                            </Box>
                          );
                        })}
                      </Box>
                    ))}
                  </Grid>
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
                <EmptyState title="No time off this month" />
              ) : (
                <DataTable
                  label="Time off this month"
                  rows={entries}
                  rowKey={(e) => e.id}
                  rowTestId="calendar-entry"
                  minTableWidth={600}
                  columns={[
                    {
                      key: 'name',
                      header: 'Employee',
                      card: 'title',
                      cell: (e) => <Text fontWeight="medium">{e.name}</Text>,
                    },
                    { key: 'department', header: 'Department', cell: (e) => e.department ?? '—' },
                    { key: 'type', header: 'Type', cell: (e) => e.typeLabel },
                    {
                      key: 'dates',
                      header: 'Dates',
                      nowrap: true,
                      cell: (e) => formatDateRange(e.startDate, e.endDate),
                    },
                    { key: 'days', header: 'Days', cell: (e) => (e.days === null ? '—' : formatDays(e.days)) },
                    {
                      key: 'status',
                      header: 'Status',
                      cell: (e) =>
                        e.colleague ? <Text color="fg.muted">Colleague</Text> : <StatusBadge status={e.status} />,
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
