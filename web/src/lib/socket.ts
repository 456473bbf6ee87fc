import type { Client } from 'graphql-ws';
import { graphqlWsUrl } from './apiBase';
import { getToken, reportSessionExpired } from './session';
import { currentLanguage } from '../i18n';

export type SocketState = 'online' | 'offline';

const RECONNECT_DELAY_MS = 5000;
/** Up to this much more, at random: the sockets a stopped server closed together come back spread out. */
const RECONNECT_JITTER_MS = 2500;

/**
 * The wait before the next connection attempt (spec §4: retries after 5 seconds), plus a random share of
 * up to 2.5 s. When a server goes down, every browser on it loses its socket at the same moment; without
 * the jitter they would all reconnect at the same moment too, to the servers left.
 */
export function reconnectDelay(random: () => number = Math.random): number {
  return RECONNECT_DELAY_MS + Math.round(random() * RECONNECT_JITTER_MS);
}

let client: Promise<Client> | null = null;

function isAuthClose(event: unknown): boolean {
  const code = (event as { code?: unknown } | null)?.code;
  return code === 4401 || code === 4403;
}
let state: SocketState = 'offline';
const listeners = new Set<() => void>();

function setState(next: SocketState) {
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * Opens the graphql-ws socket for the signed-in person (spec §4: reconnect 5 s after a close).
 * graphql-ws loads on first use so the sign-in page does not download it.
 */
export function startSocket(): Promise<Client> {
  if (client) return client;
  const created = import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: graphqlWsUrl(),
      lazy: false,
      retryAttempts: Number.POSITIVE_INFINITY,
      // 4401/4403: the server no longer accepts the token; retrying would not help.
      shouldRetry: (event) => !isAuthClose(event),
      retryWait: () => new Promise((resolve) => setTimeout(resolve, reconnectDelay())),
      // Read at each (re)connection: the screen's language then, so the server answers in it.
      connectionParams: () => {
        const token = getToken();
        return { ...(token ? { authorization: `Bearer ${token}` } : {}), language: currentLanguage() };
      },
      on: {
        connected: () => setState('online'),
        closed: (event) => {
          setState('offline');
          if (isAuthClose(event) && getToken()) reportSessionExpired();
        },
        error: () => setState('offline'),
      },
    }),
  );
  client = created;
  return created;
}

export function stopSocket(): void {
  const current = client;
  client = null;
  setState('offline');
  void current?.then((c) => c.dispose());
}

export function getSocketState(): SocketState {
  return state;
}

export function subscribeSocketState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
