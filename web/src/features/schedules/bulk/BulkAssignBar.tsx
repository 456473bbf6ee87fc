import { Button, Flex, Text } from '@chakra-ui/react';
import { CalendarCog, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { AssignWorkCalendarDialog } from './AssignWorkCalendarDialog';

/** Under the Users filters, once rows are picked: how many, and the bulk editor for location and schedule. */
export function BulkAssignBar({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation('schedules');
  const [open, setOpen] = useState(false);
  if (!ids.length) return null;
  return (
    <Flex
      align="center"
      gap="3"
      wrap="wrap"
      mb="3"
      p="3"
      rounded="md"
      bg="blue.subtle"
      role="region"
      aria-label={t('bulk.barLabel')}
      data-testid="bulk-assign-bar"
    >
      <Text fontWeight="medium" flex="1" minW="max-content" aria-live="polite">
        {t('bulk.selected', { count: ids.length })}
      </Text>
      <Button size="sm" variant="ghost" onClick={onDone}>
        <X /> {t('bulk.clear')}
      </Button>
      <Button size="sm" colorPalette="blue" onClick={() => setOpen(true)}>
        <CalendarCog /> {t('bulk.open')}
      </Button>
      {open && (
        <AssignWorkCalendarDialog
          ids={ids}
          onClose={() => setOpen(false)}
          onAssigned={() => {
            setOpen(false);
            onDone();
          }}
        />
      )}
    </Flex>
  );
}
