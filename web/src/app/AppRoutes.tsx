import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen, PageSpinner } from '../components/LoadingScreen';
import { NoAccess } from '../components/NoAccess';
import { NotFoundPage } from '../components/ErrorPage';
import { AdminHub } from '../features/admin/AdminHub';
import { useTranslation } from '../i18n';
import { useAuth } from '../auth/auth';
import { getToken } from '../lib/session';
import { lazy } from './preloadable';
import { APP_ROUTES, mayOpen, type AppRoute } from './routes';

const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const DecidePage = lazy(() => import('../features/quick-decisions/DecidePage'));
const Layout = lazy(() => import('./Layout'));

/** Spec §2: unauthenticated people reach only /login (and /reset-password from a reset link); everyone else lands on /dashboard. */
function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen label={t('loading.authentication')} />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

function AnonymousOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status === 'loading') return <LoadingScreen label={t('loading.authentication')} />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return children;
}

/**
 * A screen shown to people the server grants what its route needs (viewer.capabilities); anyone else
 * sees a clear "no access" screen (the server refuses the screen's data anyway).
 */
function RequireCapability({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { capabilities } = useAuth();
  if (route.needs && !(capabilities && mayOpen(route, capabilities.canAny))) return <NoAccess />;
  return children;
}

/** Pages of their own (tabs of another page are reached through it). */
const PAGES = APP_ROUTES.filter((route): route is AppRoute & Required<Pick<AppRoute, 'page'>> => !!route.page);

/** The console and the administration pages stand in the administration hub. */
const inHub = (route: AppRoute) => route.path === '/admin' || !!route.hub;

/**
 * Starts fetching the code of the page a visit opens while the app starts: with a stored session, the
 * layout and that page (in parallel with the viewer query that decides whether they show); without
 * one, the sign-in page the guard will send it to.
 */
export function preloadFirstPage(pathname: string): void {
  const pages = !getToken()
    ? [pathname === '/reset-password' ? ResetPasswordPage : pathname.startsWith('/decide/') ? DecidePage : LoginPage]
    : [Layout, PAGES.find((route) => route.path === (pathname === '/' ? '/dashboard' : pathname))?.page];
  // A failed fetch shows when the page renders (its error boundary), not here.
  for (const page of pages) page?.preload().catch(() => undefined);
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
        {/* Opened from a decision link in an email, signed in or not: the link is the proof. */}
        <Route path="/decide/:token" element={<DecidePage />} />
        <Route
          element={
            <RequireAuth>
              <Layout />
            </RequireAuth>
          }
        >
          {PAGES.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RequireCapability route={route}>
                  {inHub(route) ? (
                    <AdminHub>
                      <Suspense fallback={<PageSpinner />}>
                        <route.page />
                      </Suspense>
                    </AdminHub>
                  ) : (
                    <Suspense fallback={<PageSpinner />}>
                      <route.page />
                    </Suspense>
                  )}
                </RequireCapability>
              }
            />
          ))}
          <Route path="/" element={<Navigate to="/dashboard" replace />} />
          {/* Unknown paths show the router's error page (signed-out visitors are sent to /login first). */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
