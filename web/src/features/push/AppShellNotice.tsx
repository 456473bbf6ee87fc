import { Button, Flex, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { i18n, useTranslation } from '../../i18n';
import { reloadIntoUpdate, useAppShellState } from './serviceWorker';

// Fetched while online, so the worker keeps the words of the offline notice for when it shows.
void i18n.loadNamespaces('push');

/** The notices of the installed app: a new version to reload into, and being offline. */
export function AppShellNotice() {
  const { updateReady, offline } = useAppShellState();
  if (!updateReady && !offline) return null;
  // Above the routes: its words load on their own, without holding up the page.
  return (
    <Suspense fallback={null}>
      <Notice offline={offline} />
    </Suspense>
  );
}

function Notice({ offline }: { offline: boolean }) {
  const { t } = useTranslation('push');
  return (
    <Flex
      role="status"
      align="center"
      justify="center"
      gap="3"
      wrap="wrap"
      px="4"
      py="2"
      bg={offline ? 'orange.100' : 'blue.50'}
      color="fg"
      fontSize="sm"
    >
      {offline ? (
        <Text>{t('shell.offline')}</Text>
      ) : (
        <>
          <Text>{t('shell.update')}</Text>
          <Button size="xs" colorPalette="blue" onClick={reloadIntoUpdate}>
            {t('shell.reload')}
          </Button>
        </>
      )}
    </Flex>
  );
}
