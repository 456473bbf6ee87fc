import { Suspense, useContext } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../components/LoadingScreen';
import { NoAccess } from '../../components/NoAccess';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../i18n';
import { AdminConsoleContext, pickTab } from './adminConsole';

/**
 * Spec §2 'System Administration': the console's tabs, each shown when the server grants what it needs,
 * chosen in the administration hub around it. `?tab=<name>` opens a tab; an address naming no tab the
 * viewer may open is replaced by the first one they may (or, with none, the hub's first page), so the
 * address always names what is shown and the back button returns to the last section. The tabs and the
 * hub's first page come from the hub around it (AdminConsoleContext).
 */
/** The catalogue the page speaks from (each tab loads its own), loaded before it first renders (app/preloadable.ts). */
export const namespaces = ['admin'] as const;

export default function AdminPage() {
  const { tabs, firstSection } = useContext(AdminConsoleContext);
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab = pickTab(requested, tabs);
  if (!tab) return firstSection ? <Navigate to={firstSection} replace /> : <NoAccess />;
  if (requested !== tab.value) return <Navigate to={`/admin?tab=${tab.value}`} replace />;
  const Content = tab.content;

  return (
    <>
      <PageHeader title={t('console.title')} subtitle={t('console.subtitle')} />
      <Suspense fallback={<PageSpinner />}>
        <Content key={tab.value} />
      </Suspense>
    </>
  );
}
