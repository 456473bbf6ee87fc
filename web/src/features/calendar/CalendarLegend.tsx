import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import type { CalendarEntry } from './calendarEntries';
import type { SchedulePeriodLike } from '../schedules/scheduleLabels';
import { useScheduleDaysOffLabel } from '../schedules/useScheduleDaysOff';

/** Diagonal stripes over a bar: the person does not work that date. */
export const OFF_PATTERN = 'repeating-linear-gradient(135deg, rgba(100, 116, 139, 0.28) 0 4px, transparent 4px 8px)';

/** Stripes over a day the viewer is not expected at work (their weekend or a day off at their location). */
export const NON_WORKING_SHADE = {
  backgroundColor: 'var(--chakra-colors-bg-subtle)',
  backgroundImage: 'repeating-linear-gradient(135deg, var(--chakra-colors-bg-emphasized) 0 2px, transparent 2px 9px)',
};

function Key({ swatch, label }: { swatch: ReactNode; label: string }) {
  return (
    <Flex as="li" align="center" gap="1.5">
      {swatch}
      <Text>{label}</Text>
    </Flex>
  );
}

const chip = (color: string, style: 'solid' | 'dashed' = 'solid') => (
  <Box
    w="5"
    h="3"
    rounded="sm"
    borderStartWidth="3px"
    borderStyle={style}
    style={{ borderColor: color, background: `${color}26` }}
    aria-hidden
  />
);

/**
 * What the month grid's marks mean: a colour per type of leave shown, dashed for pending, half a chip
 * for a half day, stripes for the viewer's weekend and days off and for leave on a day its person does
 * not work.
 */
export function CalendarLegend({
  entries,
  location,
  schedules,
  weekendDays = [],
}: {
  entries: readonly CalendarEntry[];
  location: string | null;
  /** The viewer's schedule periods over the month: a part-timer's own days off are named. */
  schedules?: readonly SchedulePeriodLike[];
  weekendDays?: readonly string[];
}) {
  const { t } = useTranslation('calendar');
  const scheduleDaysOff = useScheduleDaysOffLabel(schedules, weekendDays);
  const types = new Map<string, string>();
  for (const entry of entries) if (!types.has(entry.typeLabel)) types.set(entry.typeLabel, entry.color ?? '#94A3B8');
  return (
    <Flex
      as="ul"
      aria-label={t('legend.label')}
      listStyleType="none"
      wrap="wrap"
      gap="3"
      rowGap="2"
      mt="4"
      fontSize="xs"
      color="fg.muted"
      data-testid="calendar-legend"
    >
      {[...types].map(([label, color]) => (
        <Key key={label} swatch={chip(color)} label={label} />
      ))}
      <Key swatch={chip('#94A3B8', 'dashed')} label={t('legend.pending')} />
      <Key
        swatch={
          <Box
            w="5"
            h="3"
            rounded="sm"
            style={{ background: 'linear-gradient(to right, #94A3B866 50%, transparent 50%)' }}
            borderWidth="1px"
            aria-hidden
          />
        }
        label={t('legend.halfDay')}
      />
      <Key
        swatch={<Box w="5" h="3" rounded="sm" borderWidth="1px" css={NON_WORKING_SHADE} aria-hidden />}
        label={location ? t('legend.dayOffAt', { location }) : t('legend.dayOffHere')}
      />
      {scheduleDaysOff && (
        <Key
          swatch={<Box w="5" h="3" rounded="sm" borderWidth="1px" css={NON_WORKING_SHADE} aria-hidden />}
          label={scheduleDaysOff}
        />
      )}
      <Key
        swatch={
          <Text as="span" fontSize="2xs" color="purple.fg" fontWeight="semibold">
            {t('legend.holiday')}
          </Text>
        }
        label={t('legend.publicHoliday')}
      />
      <Key
        swatch={
          <Box
            w="5"
            h="3"
            rounded="sm"
            borderStartWidth="3px"
            borderColor="gray.400"
            style={{ background: OFF_PATTERN }}
            aria-hidden
          />
        }
        label={t('legend.offDayLeave')}
      />
    </Flex>
  );
}
