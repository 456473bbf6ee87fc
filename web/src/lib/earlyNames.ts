/**
 * The names the page's first script (web/first-route.ts, built with the app) and the app share for the
 * queries the script sends early (lib/early.ts): the globals it leaves them under, where this device keeps
 * the first query of the page its last visit opened, and the language it chose (i18n/i18n.ts), which the
 * queries ask the server's messages in.
 */
export const EARLY_VIEWER = '__leavewiseViewer';
export const EARLY_FIRST_QUERY = '__leavewiseFirstQuery';
export const FIRST_QUERY_KEY = 'leavewise.firstQuery';
export const LANGUAGE_KEY = 'leavewise.language';
