/**
 * The names the page's first scripts (web/first-route.ts, web/first-screen.ts, built with the app) and the
 * app share: where this device keeps the session (lib/session.ts), the globals the early queries' answers
 * are left under (lib/early.ts), and where it keeps the first query of the page its last visit opened.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const EARLY_VIEWER = '__leavewiseViewer';
export const EARLY_FIRST_QUERY = '__leavewiseFirstQuery';
export const FIRST_QUERY_KEY = 'leavewise.firstQuery';
