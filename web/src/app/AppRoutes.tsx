import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen, PageSpinner } from '../components/LoadingScreen';
import type { Capability } from '../__generated__/graphql';
import { NoAccess } from '../components/NoAccess';
import { NotFoundPage } from '../components/ErrorPage';
import { ADMIN_CONSOLE_CAPABILITIES } from '../lib/roles';
import { useAuth } from './auth';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const Layout = lazy(() => import('./Layout'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const HistoryPage = lazy(() => import('../features/history/HistoryPage'));
const TeamPage = lazy(() => import('../features/team/TeamPage'));
const CalendarPage = lazy(() => import('../features/calendar/CalendarPage'));
const ApprovalsPage = lazy(() => import('../features/approvals/ApprovalsPage'));
const ReportsPage = lazy(() => import('../features/reports/ReportsPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const PtoSettingsPage = lazy(() => import('../features/admin/settings/PtoSettingsPage'));
const RequestTypesPage = lazy(() => import('../features/admin/request-types/RequestTypesPage'));
const PtoBalancesPage = lazy(() => import('../features/admin/balances/PtoBalancesPage'));
const IntegrationsPage = lazy(() => import('../features/admin/integrations/IntegrationsPage'));
const CalendarIntegrationPage = lazy(() => import('../features/calendar-integration/CalendarIntegrationPage'));
const DashboardCalendarPage = lazy(() => import('../features/dashboard/DashboardCalendarPage'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const ChangelogPage = lazy(() => import('../features/changelog/ChangelogPage'));
const AnalyticsPage = lazy(() => import('../features/analytics/AnalyticsPage'));
const FeedbackListPage = lazy(() => import('../features/feedback/FeedbackListPage'));

/** Spec §2: unauthenticated people reach only /login (and /reset-password from a reset link); everyone else lands on /dashboard. */
function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen label="Verifying Authentication" />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

function AnonymousOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen label="Verifying Authentication" />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return children;
}

/**
 * A screen shown to people the server grants any of `anyOf` (viewer.capabilities); anyone else sees
 * a clear "no access" screen (the server refuses the screen's data anyway).
 */
function RequireCapability({ anyOf, children }: { anyOf: Capability[]; children: ReactNode }) {
  const { capabilities } = useAuth();
  if (!capabilities?.canAny(...anyOf)) return <NoAccess />;
  return children;
}

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route
          path="/login"
          element={
            <AnonymousOnly>
              <LoginPage />
            </AnonymousOnly>
          }
        />
        {/* Opened from a reset link, signed in or not. */}
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route
          element={
            <RequireAuth>
              <Layout />
            </RequireAuth>
          }
        >
          <Route
            path="/dashboard"
            element={
              <Page>
                <DashboardPage />
              </Page>
            }
          />
          <Route
            path="/dashboard-calendar"
            element={
              <Page>
                <DashboardCalendarPage />
              </Page>
            }
          />
          <Route
            path="/changelog"
            element={
              <Page>
                <ChangelogPage />
              </Page>
            }
          />
          <Route
            path="/search"
            element={
              <RequireCapability anyOf={['ADVANCED_SEARCH']}>
                <Page>
                  <SearchPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/analytics"
            element={
              <RequireCapability anyOf={['VIEW_ANALYTICS']}>
                <Page>
                  <AnalyticsPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/admin/feedback"
            element={
              <RequireCapability anyOf={['VIEW_FEEDBACK']}>
                <Page>
                  <FeedbackListPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/history"
            element={
              <Page>
                <HistoryPage />
              </Page>
            }
          />
          <Route
            path="/calendar"
            element={
              <Page>
                <CalendarPage />
              </Page>
            }
          />
          <Route
            path="/notifications"
            element={
              <Page>
                <NotificationsPage />
              </Page>
            }
          />
          <Route
            path="/calendar-integration"
            element={
              <RequireCapability anyOf={['USE_CALENDAR_FEEDS']}>
                <Page>
                  <CalendarIntegrationPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/team"
            element={
              <RequireCapability anyOf={['VIEW_TEAM']}>
                <Page>
                  <TeamPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/approvals"
            element={
              <RequireCapability anyOf={['DECIDE_REQUESTS']}>
                <Page>
                  <ApprovalsPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/reports"
            element={
              <RequireCapability anyOf={['VIEW_REPORTS']}>
                <Page>
                  <ReportsPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/admin"
            element={
              <RequireCapability anyOf={ADMIN_CONSOLE_CAPABILITIES}>
                <Page>
                  <AdminPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/admin/pto-settings"
            element={
              <RequireCapability anyOf={['MANAGE_POLICY']}>
                <Page>
                  <PtoSettingsPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/admin/request-types"
            element={
              <RequireCapability anyOf={['MANAGE_REQUEST_TYPES']}>
                <Page>
                  <RequestTypesPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/admin/pto-balances"
            element={
              <RequireCapability anyOf={['MANAGE_BALANCES']}>
                <Page>
                  <PtoBalancesPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/admin/integrations"
            element={
              <RequireCapability anyOf={['MANAGE_WEBHOOKS']}>
                <Page>
                  <IntegrationsPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          {/* Unknown paths show the router's error page (signed-out visitors are sent to /login first). */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
