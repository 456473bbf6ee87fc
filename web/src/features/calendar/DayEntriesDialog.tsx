import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDate, formatDateRange } from '../../lib/dates';
import { formatLocale, useTranslation } from '../../i18n';
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
  const { t, i18n } = useTranslation('calendar');
  const locale = formatLocale(i18n.language);
  return (
    <AppDialog
      open={date !== null}
      onClose={onClose}
      title={date ? t('dayDialog.title', { date: formatDate(date) }) : ''}
      footer={<Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>}
    >
      <Stack as="ul" gap="2" listStyleType="none" data-testid="day-entries">
        {entries.map((entry) => {
          const dates = formatDateRange(entry.startDate, entry.endDate, new Date(), locale);
          return (
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
                  {entry.days !== null
                    ? t('dayDialog.summaryWithDays', { type: entry.typeLabel, dates, count: entry.days })
                    : t('dayDialog.summary', { type: entry.typeLabel, dates })}
                </Text>
              </Box>
              {entry.colleague ? (
                <Badge variant="outline">{t('colleague')}</Badge>
              ) : (
                <StatusBadge status={entry.status} />
              )}
            </Flex>
          );
        })}
      </Stack>
    </AppDialog>
  );
}
