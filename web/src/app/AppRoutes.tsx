import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen, PageSpinner } from '../components/LoadingScreen';
import type { Capabilities } from '../lib/roles';
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

/** Screens the role does not offer send the person back to the dashboard (the server refuses them anyway). */
function RequireCapability({ can, children }: { can: keyof Omit<Capabilities, 'role'>; children: ReactNode }) {
  const { capabilities } = useAuth();
  if (!capabilities?.[can]) return <Navigate to="/dashboard" replace />;
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
            path="/team"
            element={
              <RequireCapability can="canManageTeam">
                <Page>
                  <TeamPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/approvals"
            element={
              <RequireCapability can="canManageTeam">
                <Page>
                  <ApprovalsPage />
                </Page>
              </RequireCapability>
            }
          />
          <Route
            path="/reports"
            element={
              <RequireCapability can="canSeeReports">
                <Page>
                  <ReportsPage />
                </Page>
              </RequireCapability>
            }
          />
        </Route>
        <Route
          path="*"
          element={
            <RequireAuth>
              <Navigate to="/dashboard" replace />
            </RequireAuth>
          }
        />
      </Routes>
    </Suspense>
  );
}
