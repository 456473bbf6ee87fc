import { Box, Button, Flex, IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router-dom';
import { badgeLabel } from './badgeLabel';
import { NotificationList } from './NotificationList';
import { useNotifications } from './useNotifications';

/** In the header: its words load on their own, without holding up the page. */
export function NotificationBell() {
  return (
    <Suspense fallback={null}>
      <BellPopover />
    </Suspense>
  );
}

function BellPopover() {
  const { t } = useTranslation('notifications');
  const { notifications, unreadCount, markRead, markAllRead } = useNotifications();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const badge = badgeLabel(unreadCount);

  return (
    // Its list is drawn when it opens: hidden until then, it was a fifth of the dashboard's elements.
    <Popover.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          variant="ghost"
          position="relative"
          aria-label={badge ? t('bell.unread', { badge }) : t('page.title')}
        >
          <Bell />
          {badge && (
            <Box
              as="span"
              position="absolute"
              top="1"
              insetEnd="1"
              minW="4.5"
              h="4.5"
              px="1"
              rounded="full"
              bg="red.solid"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="1"
              display="flex"
              alignItems="center"
              justifyContent="center"
              data-testid="notification-badge"
            >
              {badge}
            </Box>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here too: drawn on opening, its title is not yet known to the popover when it opens. */}
          <Popover.Content w={{ base: '90vw', sm: '96' }} aria-label={t('page.title')}>
            <Popover.Header>
              <Flex justify="space-between" align="center">
                <Popover.Title fontWeight="semibold">{t('page.title')}</Popover.Title>
                <Button size="xs" variant="ghost" onClick={markAllRead} disabled={unreadCount === 0}>
                  {t('markAllRead')}
                </Button>
              </Flex>
            </Popover.Header>
            <Popover.Body py="0" maxH="96" overflowY="auto">
              {notifications.length === 0 ? (
                <Text py="6" textAlign="center" color="fg.muted" fontSize="sm">
                  {t('empty')}
                </Text>
              ) : (
                <NotificationList
                  items={notifications.slice(0, 10)}
                  onMarkRead={markRead}
                  onNavigate={() => setOpen(false)}
                />
              )}
            </Popover.Body>
            <Popover.Footer borderTopWidth="1px" pt="3">
              <Button
                w="full"
                size="sm"
                variant="subtle"
                onClick={() => {
                  setOpen(false);
                  navigate('/notifications');
                }}
              >
                {t('bell.viewAll')}
              </Button>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
