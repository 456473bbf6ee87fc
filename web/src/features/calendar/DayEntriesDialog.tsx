import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatDateRange } from '../../lib/dates';
import { dayCount } from '../../lib/plural';
import type { CalendarEntry } from './calendarEntries';

/** Everyone away on one day: what '+n more' in a calendar cell opens. */
export function DayEntriesDialog({
  date,
  entries,
  onClose,
}: {
  date: string | null;
  entries: CalendarEntry[];
  onClose: () => void;
}) {
  return (
    <AppDialog
      open={date !== null}
      onClose={onClose}
      title={date ? `Away on ${formatDate(date)}` : ''}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <Stack as="ul" gap="2" listStyleType="none" data-testid="day-entries">
        {entries.map((entry) => (
          <Flex as="li" key={entry.id} gap="3" align="center" borderWidth="1px" rounded="md" p="2" wrap="wrap">
            <Box
              w="1"
              alignSelf="stretch"
              rounded="full"
              style={{ background: entry.color ?? 'var(--chakra-colors-gray-400)' }}
            />
            <Box flex="1" minW="0">
              <Text fontWeight="medium">{entry.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {entry.typeLabel} · {formatDateRange(entry.startDate, entry.endDate)}
                {entry.days !== null ? ` · ${dayCount(entry.days)}` : ''}
              </Text>
            </Box>
            {entry.colleague ? <Badge variant="outline">Colleague</Badge> : <StatusBadge status={entry.status} />}
          </Flex>
        ))}
      </Stack>
    </AppDialog>
  );
}
