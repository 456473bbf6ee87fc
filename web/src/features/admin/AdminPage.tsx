import { Box, Tabs } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useViewer } from '../../app/auth';
import { PageSpinner } from '../../components/LoadingScreen';
import { NoAccess } from '../../components/NoAccess';
import { PageHeader } from '../../components/PageHeader';
import { openTabs, selectedTab } from './adminTabs';

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
  const tabs = openTabs(capabilities.can);
  const Content = tabs.find((candidate) => candidate.value === tab)?.content;
  if (!tab || !Content) return <NoAccess />;

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
