import { Box, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n';
import { AuditLogList } from './AuditLogList';
import { AuditStatsPanel } from './AuditStatsPanel';

const VIEWS = ['logs', 'statistics'] as const;

/** Spec §2 audit dashboard: the filtered, paged trail and its statistics for the last 30 days. */
export default function AuditTab() {
  const { t } = useTranslation('admin-audit');
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
        <Tabs.List minW="max-content" aria-label={t('views.label')}>
          {VIEWS.map((candidate) => (
            <Tabs.Trigger key={candidate} value={candidate}>
              {t(`views.${candidate}`)}
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
