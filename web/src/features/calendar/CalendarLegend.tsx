import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CalendarEntry } from './calendarEntries';

/** Diagonal stripes over a day nobody is expected at work (a weekend or a public holiday). */
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
 * for a half day, stripes for weekends and public holidays.
 */
export function CalendarLegend({ entries }: { entries: readonly CalendarEntry[] }) {
  const types = new Map<string, string>();
  for (const entry of entries) if (!types.has(entry.typeLabel)) types.set(entry.typeLabel, entry.color ?? '#94A3B8');
  return (
    <Flex
      as="ul"
      aria-label="Legend"
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
      <Key swatch={chip('#94A3B8', 'dashed')} label="Pending (dashed)" />
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
        label="½ Half day"
      />
      <Key
        swatch={<Box w="5" h="3" rounded="sm" borderWidth="1px" css={NON_WORKING_SHADE} aria-hidden />}
        label="Weekend or public holiday"
      />
    </Flex>
  );
}
