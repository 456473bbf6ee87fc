export { LANGUAGES, DEFAULT_LANGUAGE, acceptedLanguage, isLanguage, languageOf, supportedLanguage } from './languages';
export type { Language } from './languages';
export { translate, translatorFor, type Translator } from './translate';
export { formatDateRange, formatNumber, formatReadableDate, localeOf } from './format';
