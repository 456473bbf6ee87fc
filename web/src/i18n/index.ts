export { i18n, NAMESPACES, currentLanguage, initialLanguage, setLanguage } from './i18n';
export {
  LANGUAGES,
  LANGUAGE_NAMES,
  DEFAULT_LANGUAGE,
  browserLanguage,
  supportedLanguage,
  type Language,
} from './languages';
export { firstDayOfWeek, formatLocale, formatNumber, weekdays } from './format';
export { Trans, useTranslation } from 'react-i18next';
