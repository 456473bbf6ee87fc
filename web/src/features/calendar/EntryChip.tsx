import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from '../../i18n';
import { isHalfDay, type CalendarEntry } from './calendarEntries';
import { OFF_PATTERN } from './CalendarLegend';

/** The mark on a half day's bar; the words after it are for screen readers. */
const HALF_MARK = '½';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase())
    .slice(0, 2)
    .join('');
}

/**
 * A bar on one day; `offDay`: the person does not work that date (their weekend or a day off), striped;
 * a half day fills half the bar.
 */
export function EntryChip({ entry, date, offDay }: { entry: CalendarEntry; date: string; offDay: boolean }) {
  const { t } = useTranslation('calendar');
  const color = entry.color ?? '#94A3B8';
  const half = isHalfDay(entry, date);
  const tint = /^#[0-9a-f]{6}$/i.test(color) ? `${color}26` : undefined;
  const fill = tint && (half ? `linear-gradient(to right, ${tint} 50%, transparent 50%)` : tint);
  return (
    <Box
      fontSize="xs"
      px="1.5"
      py="0.5"
      rounded="sm"
      truncate
      color="fg"
      borderStartWidth="3px"
      borderStyle={entry.status === 'PENDING' ? 'dashed' : 'solid'}
      textDecoration={entry.status === 'REJECTED' ? 'line-through' : undefined}
      data-off-day={offDay || undefined}
      data-half-day={half || undefined}
      style={{
        borderColor: color,
        background: offDay ? `${OFF_PATTERN}${fill ? `, ${fill}` : ''}` : fill,
      }}
      title={t('chip.title', {
        colleague: String(entry.colleague),
        name: entry.name,
        type: entry.typeLabel,
        status: t(`chip.status.${entry.status}`),
        hasTimes: String(!!entry.times),
        times: entry.times ?? '',
        half: String(half),
        offDay: String(offDay),
      })}
    >
      {half && (
        <Box as="span" fontWeight="semibold" me="0.5">
          {HALF_MARK}
          <Text as="span" srOnly>
            {' '}
            {t('halfDay')}
          </Text>{' '}
        </Box>
      )}
      {entry.times && (
        <Box as="span" me="1" fontWeight="semibold" display={{ base: 'none', md: 'inline' }} data-testid="entry-times">
          {entry.times}
        </Box>
      )}
      <Box as="span" display={{ base: 'none', md: 'inline' }}>
        {entry.name}
      </Box>
      {/* Phones have room for initials only; the list view shows everything. */}
      <Box as="span" display={{ base: 'inline', md: 'none' }}>
        {initials(entry.name)}
      </Box>
    </Box>
  );
}
