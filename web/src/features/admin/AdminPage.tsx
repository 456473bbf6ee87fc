import { Box, Tabs } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useViewer } from '../../app/auth';
import { PageSpinner } from '../../components/LoadingScreen';
import { NoAccess } from '../../components/NoAccess';
import { PageHeader } from '../../components/PageHeader';
import { ADMIN_TABS, selectedTab, type AdminTab } from './adminTabs';

// Each tab is its own chunk, loaded when first opened.
const TAB_CONTENT: Record<AdminTab, LazyExoticComponent<ComponentType>> = {
  users: lazy(() => import('./users/UsersTab')),
  teams: lazy(() => import('./teams/TeamsTab')),
  assignments: lazy(() => import('./assignments/AssignmentsTab')),
  'request-types': lazy(() => import('./request-types/RequestTypesTab')),
  'pto-balances': lazy(() => import('./balances/BalancesTab')),
  'role-management': lazy(() => import('./roles/RoleManagementTab')),
  analytics: lazy(() => import('./analytics/AnalyticsTab')),
  audit: lazy(() => import('./audit/AuditTab')),
  'system-status': lazy(() => import('./system/SystemStatusTab')),
};

/**
 * Spec §2 'System Administration': nine tabs, each shown when the server grants what it needs.
 * `?tab=<name>` pre-selects a tab and follows the selection, so the back button returns to the last tab.
 */
export default function AdminPage() {
  const { capabilities } = useViewer();
  const [params, setParams] = useSearchParams();
  const tab = selectedTab(params.get('tab'), capabilities.can);
  const tabList = useRef<HTMLDivElement>(null);
  // On a phone the tab strip scrolls sideways: keep the selected tab in sight (e.g. opened by ?tab=).
  useEffect(() => {
    tabList.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  if (!tab) return <NoAccess />;
  const tabs = ADMIN_TABS.filter((candidate) => capabilities.can(candidate.needs));
  const Content = TAB_CONTENT[tab];

  return (
    <>
      <PageHeader title="System Administration" subtitle="People, teams, leave policy and the health of the system" />
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setParams({ tab: value })}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Box overflowX="auto" mb="5">
          <Tabs.List ref={tabList} minW="max-content" aria-label="Administration sections">
            {tabs.map((candidate) => (
              <Tabs.Trigger key={candidate.value} value={candidate.value}>
                {candidate.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Tabs.Content value={tab} p="0">
          <Suspense fallback={<PageSpinner />}>
            <Content />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
