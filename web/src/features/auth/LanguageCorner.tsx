import { Box } from '@chakra-ui/react';
import { currentLanguage, setLanguage, useTranslation } from '../../i18n';
import { LanguageSelect } from '../profile/LanguageSelect';

/** Signed out, a small language choice in the corner, so a person can pick theirs before signing in. */
export function LanguageCorner() {
  const { t } = useTranslation();
  return (
    <Box position="absolute" top="3" insetEnd="3" zIndex="1" w="32" data-testid="language-corner">
      <LanguageSelect
        size="xs"
        aria-label={t('language.label')}
        value={currentLanguage()}
        onChange={(language) => void setLanguage(language)}
      />
    </Box>
  );
}
