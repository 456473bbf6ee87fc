import { Box, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { AuditLogList } from './AuditLogList';
import { AuditStatsPanel } from './AuditStatsPanel';

const VIEWS = [
  { value: 'logs', label: 'Audit Logs' },
  { value: 'statistics', label: 'Statistics' },
] as const;

/** Spec §2 audit dashboard: the filtered, paged trail and its statistics for the last 30 days. */
export default function AuditTab() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'statistics' ? 'statistics' : 'logs';
  return (
    <Tabs.Root
      value={view}
      onValueChange={({ value }) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('view', value);
          return next;
        })
      }
      variant="enclosed"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Box overflowX="auto" mb="5">
        <Tabs.List minW="max-content" aria-label="Audit views">
          {VIEWS.map((candidate) => (
            <Tabs.Trigger key={candidate.value} value={candidate.value}>
              {candidate.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      <Tabs.Content value="logs" p="0">
        <AuditLogList />
      </Tabs.Content>
      <Tabs.Content value="statistics" p="0">
        <AuditStatsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
