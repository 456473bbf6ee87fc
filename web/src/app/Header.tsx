import { Box, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useTranslation } from '../i18n';
import { formatLongDate } from '../lib/dates';
import { getSocketState, subscribeSocketState } from '../lib/socket';
import { Sidebar } from './Sidebar';

function SocketIndicator() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(subscribeSocketState, getSocketState);
  const online = state === 'online';
  return (
    <Flex align="center" gap="2" fontSize="sm" color="fg.muted" role="status" data-testid="socket-status">
      <Box w="2" h="2" rounded="full" bg={online ? 'green.solid' : 'gray.400'} aria-hidden />
      <Text srOnly={{ base: true, sm: false }}>
        {online ? t('shell.notificationsOnline') : t('shell.notificationsOffline')}
      </Text>
    </Flex>
  );
}

export function Header({ onFeedback }: { onFeedback: () => void }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Flex
      as="header"
      h="16"
      px={{ base: '3', md: '6' }}
      align="center"
      gap="3"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start">
        <Drawer.Trigger asChild>
          <IconButton
            variant="ghost"
            aria-label={t('shell.openNavigation')}
            display={{ base: 'inline-flex', lg: 'none' }}
          >
            <Menu />
          </IconButton>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="72">
              <Drawer.Title srOnly>{t('shell.navigation')}</Drawer.Title>
              <Sidebar onNavigate={() => setMenuOpen(false)} onFeedback={onFeedback} />
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Text fontWeight="bold" color="blue.fg" display={{ base: 'block', lg: 'none' }}>
        Leavewise
      </Text>
      <Text fontSize="sm" fontWeight="medium" color="fg.muted" display={{ base: 'none', md: 'block' }}>
        {formatLongDate(new Date())}
      </Text>
      <Flex ms="auto" align="center" gap="4">
        <SocketIndicator />
        <NotificationBell />
      </Flex>
    </Flex>
  );
}
