import { Button, Flex, Text } from '@chakra-ui/react';
import { reloadIntoUpdate, useAppShellState } from './serviceWorker';

/** The notices of the installed app: a new version to reload into, and being offline. */
export function AppShellNotice() {
  const { updateReady, offline } = useAppShellState();
  if (!updateReady && !offline) return null;
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
        <Text>You are offline. What is shown may be out of date; changes need a connection.</Text>
      ) : (
        <>
          <Text>A new version is available</Text>
          <Button size="xs" colorPalette="blue" onClick={reloadIntoUpdate}>
            Reload
          </Button>
        </>
      )}
    </Flex>
  );
}
