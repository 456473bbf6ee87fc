/**
 * The names the page's first script (web/first-route.ts, built with the app) and the app share for the
 * queries the script sends early (lib/early.ts): the globals it leaves them under, and where this device
 * keeps the first query of the page its last visit opened.
 */
export const EARLY_VIEWER = '__leavewiseViewer';
export const EARLY_FIRST_QUERY = '__leavewiseFirstQuery';
export const FIRST_QUERY_KEY = 'leavewise.firstQuery';
