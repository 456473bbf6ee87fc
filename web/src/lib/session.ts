import type { AuthProvider_ViewerFragment } from '../__generated__/graphql';
import { FIRST_QUERY_KEY, TOKEN_KEY, USER_KEY } from './earlyNames';

/** The signed-in person as the client keeps it (the viewer fragment, cached in localStorage). */
export type SessionUser = AuthProvider_ViewerFragment;

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getCachedUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SessionUser;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(FIRST_QUERY_KEY);
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();
/** An expiry reported before anyone listened (the viewer query starts before the app renders). */
let expiredUnheard = false;

/** Called by the network layer when the server no longer accepts the token. */
export function reportSessionExpired(): void {
  clearSession();
  expiredUnheard = expiredListeners.size === 0;
  expiredListeners.forEach((listener) => listener());
}

/** Calls `listener` on every expiry from now on, and at once for one reported before anyone listened. */
export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  if (expiredUnheard) {
    expiredUnheard = false;
    listener();
  }
  return () => expiredListeners.delete(listener);
}

/** The address whose page a signed-in visit to `path` shows: / and /login send them to the dashboard. */
export const signedInPath = (path: string) => (path === '/' || path === '/login' ? '/dashboard' : path);
