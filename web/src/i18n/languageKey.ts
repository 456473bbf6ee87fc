/**
 * Where this device keeps the language it chose (i18n.ts). The page's first script reads it too
 * (web/first-route.ts), so its early queries ask the server's messages in that language.
 */
export const LANGUAGE_KEY = 'leavewise.language';
