export { LANGUAGES, DEFAULT_LANGUAGE, acceptedLanguage, isLanguage, languageOf, supportedLanguage } from './languages';
export type { Language } from './languages';
export { inEveryLanguage, translate, translatorFor, type Translator } from './translate';
export { formatDateRange, formatNumber, formatReadableDate, localeOf } from './format';
export { documentLanguage, requestedLanguage } from './api-language';
