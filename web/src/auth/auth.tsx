import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__';
import { isUnauthenticated } from '../lib/apollo';
import { earlyViewerAnswer } from '../lib/early';
import { capabilitiesOf, type Capabilities } from '../lib/roles';
import {
  clearSession,
  getCachedUser,
  getToken,
  onSessionExpired,
  storeSession,
  storeUser,
  type SessionUser,
} from '../lib/session';
import { startSocket, stopSocket } from '../lib/socket';
import { toaster } from '../components/toaster';
import { i18n, setLanguage } from '../i18n';

/** The signed-in person as the app keeps them (sign-in, profile and password answers spread it). */
export const AuthProvider_viewer = graphql(`
  fragment AuthProvider_viewer on User {
    id
    email
    firstName
    lastName
    fullName
    department
    jobTitle
    workHours
    workAddress
    profileImageUrl
    role
    isAdmin
    isManager
    isHr
    isActive
    capabilities
    language
    manager {
      id
      fullName
      email
    }
  }
`);

const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      ...AuthProvider_viewer
    }
  }
`);

const SignOutMutation = graphql(`
  mutation SignOut {
    logout
  }
`);

const queryViewer = (client: ApolloClient) => client.query({ query: ViewerQuery, fetchPolicy: 'network-only' });
type ViewerAnswer = ReturnType<typeof queryViewer>;

/**
 * Asks who the viewer is. The page's first script sent this query already, with the stored token, while the
 * app's code downloaded (web/first-route.ts, lib/early.ts): its answer, when it names the viewer, stands
 * for the query's.
 */
const askViewer = async (client: ApolloClient): ViewerAnswer =>
  (await earlyViewerAnswer(client, ViewerQuery)) ?? queryViewer(client);

/** The viewer query started with the code (startViewerQuery), until the auth provider takes it. */
let startedViewer: ViewerAnswer | null = null;
/** The person that query named, once it has answered (viewerAnswered): the auth provider starts with them. */
let answeredViewer: SessionUser | null = null;

/**
 * Asks who the viewer is as soon as the app's code has run, when a session is stored, rather than after
 * the first render: the auth provider then takes this answer instead of asking again.
 */
export function startViewerQuery(client: ApolloClient): void {
  if (getToken()) startedViewer ??= askViewer(client);
}

/**
 * Settles when the started viewer query has answered, however it answered. When it named the viewer, the
 * auth provider's first render already shows them signed in (main.tsx waits for this while the page's first
 * screen stands in, so no "verifying" screen comes between that screen and the page).
 */
export function viewerAnswered(): Promise<void> {
  const started = startedViewer;
  if (!started) return Promise.resolve();
  return started.then(
    ({ data }) => {
      if (started === startedViewer && data?.viewer) answeredViewer = viewerOf(data.viewer);
    },
    () => undefined,
  );
}

/** A sign-in, profile or password answer's person, as the server sent it. */
export type ViewerRef = FragmentType<typeof AuthProvider_viewer>;

const viewerOf = (ref: ViewerRef): SessionUser => getFragmentData(AuthProvider_viewer, ref);

type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  capabilities: Capabilities | null;
  signIn: (token: string, user: ViewerRef) => void;
  signOut: () => Promise<void>;
  updateUser: (user: ViewerRef) => void;
  /** Swaps in a new token for the signed-in person (after a password change ended the old one). */
  replaceSession: (token: string, user: ViewerRef) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Spec §4 auth state: with a stored token the app asks the server for the viewer; a fresh answer is
 * stored, an unauthenticated one signs out, a network failure falls back to the cached user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [status, setStatus] = useState<AuthStatus>(() =>
    answeredViewer ? 'authenticated' : getToken() ? 'loading' : 'anonymous',
  );
  const [user, setUser] = useState<SessionUser | null>(() => answeredViewer);
  const [logout] = useMutation(SignOutMutation);

  const becomeAnonymous = useCallback(() => {
    clearSession();
    stopSocket();
    setUser(null);
    setStatus('anonymous');
    void client.clearStore();
  }, [client]);

  useEffect(() => {
    if (!getToken()) return;
    let cancelled = false;
    const answer = startedViewer ?? askViewer(client);
    startedViewer = null;
    answeredViewer = null;
    answer
      .then(({ data }) => {
        if (cancelled) return;
        if (data?.viewer) {
          const viewer = viewerOf(data.viewer);
          storeUser(viewer);
          // The layout and the page render in slices the browser can interleave with input and paint.
          startTransition(() => {
            setUser(viewer);
            setStatus('authenticated');
          });
        } else {
          becomeAnonymous();
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const cached = getCachedUser();
        if (isUnauthenticated(error) || !cached) {
          becomeAnonymous();
        } else {
          setUser(cached);
          setStatus('authenticated');
        }
      });
    return () => {
      cancelled = true;
    };
  }, [client, becomeAnonymous]);

  useEffect(
    () =>
      onSessionExpired(() => {
        becomeAnonymous();
        toaster.create({ type: 'error', title: i18n.t('common:session.expired'), id: 'session-expired' });
      }),
    [becomeAnonymous],
  );

  useEffect(() => {
    if (status === 'authenticated') startSocket();
  }, [status]);

  // The person's own language wins over this device's; without one, the device's choice stays.
  const language = user?.language;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);

  const signIn = useCallback((token: string, ref: ViewerRef) => {
    const signedIn = viewerOf(ref);
    stopSocket();
    storeSession(token, signedIn);
    setUser(signedIn);
    setStatus('authenticated');
  }, []);

  const signOut = useCallback(async () => {
    // Close the socket first: the logout revokes the token and the server would close it as expired.
    stopSocket();
    try {
      await logout();
    } catch {
      // The token is dropped locally whatever the server answers.
    }
    becomeAnonymous();
  }, [logout, becomeAnonymous]);

  const updateUser = useCallback((ref: ViewerRef) => {
    const next = viewerOf(ref);
    storeUser(next);
    setUser(next);
  }, []);

  const replaceSession = useCallback((token: string, ref: ViewerRef) => {
    const next = viewerOf(ref);
    stopSocket();
    storeSession(token, next);
    setUser(next);
    setStatus('authenticated');
    void startSocket();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      capabilities: user ? capabilitiesOf(user) : null,
      signIn,
      signOut,
      updateUser,
      replaceSession,
    }),
    [status, user, signIn, signOut, updateUser, replaceSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}

/** The signed-in person; only for screens behind the route guard. */
export function useViewer(): Omit<SessionUser, 'capabilities'> & { capabilities: Capabilities } {
  const { user, capabilities } = useAuth();
  if (!user || !capabilities) throw new Error('useViewer needs a signed-in person');
  return { ...user, capabilities };
}
