import { Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../app/auth';
import { hubFor } from '../../app/navigation';
import { PageSpinner } from '../../components/LoadingScreen';
import { NoAccess } from '../../components/NoAccess';
import { PageHeader } from '../../components/PageHeader';
import { openTabs, selectedTab } from './adminTabs';

/**
 * Spec §2 'System Administration': the console's tabs, each shown when the server grants what it needs,
 * chosen in the administration hub around it. `?tab=<name>` opens a tab; an address naming no tab the
 * viewer may open is replaced by the first one they may (or, with none, the hub's first page), so the
 * address always names what is shown and the back button returns to the last section.
 */
export default function AdminPage() {
  const { capabilities } = useViewer();
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab = selectedTab(requested, capabilities.can);
  const Content = openTabs(capabilities.can).find((candidate) => candidate.value === tab)?.content;
  if (!tab || !Content) {
    const first = hubFor(capabilities)[0]?.items[0];
    return first ? <Navigate to={first.to} replace /> : <NoAccess />;
  }
  if (requested !== tab) return <Navigate to={`/admin?tab=${tab}`} replace />;

  return (
    <>
      <PageHeader title="System Administration" subtitle="People, teams, leave policy and the health of the system" />
      <Suspense fallback={<PageSpinner />}>
        <Content key={tab} />
      </Suspense>
    </>
  );
}
