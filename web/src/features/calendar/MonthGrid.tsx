import { Box, Button, Flex, Grid, Text } from '@chakra-ui/react';
import { cellEntries, type GridCell } from '../../lib/calendar';
import { formatDate, todayIso } from '../../lib/dates';
import { useTranslation } from '../../i18n';
import { isScheduledOffOn, type SchedulePeriodLike } from '../schedules/scheduleLabels';
import type { CalendarEntry } from './calendarEntries';
import { NON_WORKING_SHADE } from './CalendarLegend';
import { EntryChip } from './EntryChip';
import type { WorkingDays } from './workingDays';

/**
 * The Team Calendar's month: six weeks of days, each with the viewer's own day off (striped), its
 * holiday, the first entries of the day and a button to the rest.
 */
export function MonthGrid({
  cells,
  weekdayNames,
  entriesOn,
  workingDays,
  ownLocation,
  ownSchedules,
  onOpenDay,
}: {
  cells: GridCell[];
  weekdayNames: { iso: number; name: string }[];
  entriesOn: (date: string) => CalendarEntry[];
  workingDays: WorkingDays;
  ownLocation: string | null;
  ownSchedules: readonly SchedulePeriodLike[] | null | undefined;
  onOpenDay: (date: string) => void;
}) {
  const { t } = useTranslation('calendar');
  const today = todayIso();
  return (
    <Grid
      templateColumns="repeat(7, minmax(0, 1fr))"
      minW={{ base: 'auto', md: '2xl' }}
      role="grid"
      aria-label={t('monthCalendar')}
      data-testid="calendar-grid"
    >
      <Box role="row" display="contents">
        {weekdayNames.map((d) => (
          <Box
            key={d.iso}
            role="columnheader"
            textAlign="center"
            fontSize="xs"
            fontWeight="semibold"
            color="fg.muted"
            py="2"
          >
            {d.name}
          </Box>
        ))}
      </Box>
      {Array.from({ length: 6 }, (_, row) => (
        <Box role="row" display="contents" key={row}>
          {cells.slice(row * 7, row * 7 + 7).map((cell) => {
            const { shown, more } = cellEntries(entriesOn(cell.date));
            const isToday = cell.date === today;
            const own = workingDays.kindOf(ownLocation, cell.date);
            // A part-timer's own days without hours are shaded like their weekend.
            const ownOff = own.weekend || !!own.holiday || isScheduledOffOn(ownSchedules, cell.date);
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
                    {own.holiday.halfDay ? t('halfDayHoliday', { name: own.holiday.name }) : own.holiday.name}
                  </Text>
                )}
                <Flex direction="column" gap="0.5">
                  {shown.map((e) => (
                    <EntryChip
                      key={e.id}
                      entry={e}
                      date={cell.date}
                      offDay={workingDays.isDayOff(e.locationId, cell.date) || isScheduledOffOn(e.schedules, cell.date)}
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
                      onClick={() => onOpenDay(cell.date)}
                      aria-label={t('moreOn', { count: more, date: formatDate(cell.date) })}
                    >
                      {t('more', { count: more })}
                    </Button>
                  )}
                </Flex>
              </Box>
            );
          })}
        </Box>
      ))}
    </Grid>
  );
}
