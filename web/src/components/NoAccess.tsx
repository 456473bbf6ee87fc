import { Button, Heading, Icon, Text, VStack } from '@chakra-ui/react';
import { ShieldOff } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n';

/** Shown instead of a screen the signed-in person may not open (the server refuses its data too). */
export function NoAccess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <VStack gap="3" py="16" px="4" textAlign="center">
      <Icon boxSize="10" color="fg.muted">
        <ShieldOff />
      </Icon>
      <Heading as="h1" size="xl">
        {t('noAccess.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('noAccess.explanation')}
      </Text>
      <Button variant="outline" onClick={() => navigate('/dashboard')}>
        {t('actions.backToDashboard')}
      </Button>
    </VStack>
  );
}
