import { Suspense, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen, PageSpinner } from '../components/LoadingScreen';
import { NoAccess } from '../components/NoAccess';
import { NotFoundPage } from '../components/ErrorPage';
import { AdminHub } from '../features/admin/AdminHub';
import { pickTab } from '../features/admin/adminConsole';
import { openTabs } from '../features/admin/adminTabs';
import { i18n, useTranslation } from '../i18n';
import { startViewerQuery, useAuth, viewerAnswered } from '../auth/auth';
import { getCachedUser, getToken, signedInPath } from '../lib/session';
import { capabilitiesOf } from '../lib/roles';
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
 * Starts fetching what the page a visit opens needs while the app starts. With a stored session: the
 * viewer query that decides whether the page shows, the code and words of the layout and of that page
 * (and of the console tab the address opens, for the person this device remembers), and the page's first
 * query for that person (when the page has one and they may open it), all at once (in two tasks: the viewer
 * query, then the rest). Without one: the sign-in page the guard will send it to.
 */
export async function preloadFirstPage(
  location: { pathname: string; search: string },
  client: ApolloClient,
  nextTask: () => Promise<void>,
): Promise<FirstPage> {
  const { pathname } = location;
  if (!getToken()) {
    const page =
      pathname === '/reset-password' ? ResetPasswordPage : pathname.startsWith('/decide/') ? DecidePage : LoginPage;
    // A failed fetch shows when the page renders (its error boundary), not here.
    page.preload().catch(() => undefined);
    return { ready: Promise.resolve() };
  }
  startViewerQuery(client);
  // The app's first query sets up Apollo's document and cache machinery: the rest in a task of its own.
  await nextTask();
  const path = signedInPath(pathname);
  const route = PAGES.find((candidate) => candidate.path === path);
  const user = getCachedUser();
  const capabilities = user && capabilitiesOf(user);
  const tab =
    route?.path === '/admin' && capabilities
      ? pickTab(new URLSearchParams(location.search).get('tab'), openTabs(capabilities.can))?.content
      : undefined;
  if (route?.data && user && capabilities && mayOpen(route, capabilities.canAny)) {
    route
      .data()
      .then((module) => module.prefetch(client, user))
      .catch(() => undefined);
  }
  const screens = [Layout, route?.page, tab].map((screen) => screen?.preload());
  // The shared words in this language (English ships with the app); the screens load their own.
  const words = i18n.loadNamespaces('common');
  return { ready: Promise.allSettled([viewerAnswered(), words, ...screens]).then(() => undefined) };
}

/** What preloadFirstPage started, with a stored session. */
export interface FirstPage {
  /**
   * Settles when the first render can draw the page itself: the viewer query has answered and the code
   * and words of the layout and the page have loaded (or failed to: the render then shows why).
   */
  ready: Promise<void>;
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
