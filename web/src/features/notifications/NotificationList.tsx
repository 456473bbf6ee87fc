import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { timeAgo } from '../../lib/dates';
import type { NotificationItem } from './useNotifications';

/** Where a notification leads: decisions to make go to the inbox, decisions made to the history. */
export function notificationTarget(n: Pick<NotificationItem, 'type' | 'request'>): string | null {
  if (!n.request) return null;
  return n.type === 'PTO_REQUEST_SUBMITTED' || n.type === 'PTO_APPROVAL_REQUIRED' ? '/approvals' : '/history';
}

interface Props {
  items: NotificationItem[];
  onMarkRead: (id: string) => void;
  /** Called after following a notification's link (the bell closes its dropdown). */
  onNavigate?: () => void;
}

export function NotificationList({ items, onMarkRead, onNavigate }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <Stack as="ul" gap="0" listStyleType="none" separator={<Box as="li" aria-hidden borderTopWidth="1px" />}>
      {items.map((n) => (
        <Flex
          as="li"
          key={n.id}
          gap="3"
          py="3"
          px="1"
          align="start"
          data-testid="notification-item"
          data-read={n.readAt ? 'true' : 'false'}
        >
          <Box
            mt="1.5"
            w="2"
            h="2"
            rounded="full"
            flexShrink="0"
            bg={n.readAt ? 'transparent' : 'blue.solid'}
            aria-hidden
          />
          <Box flex="1" minW="0">
            <Text fontSize="sm" fontWeight={n.readAt ? 'normal' : 'semibold'}>
              {notificationTarget(n) ? (
                <Link asChild colorPalette="blue" color="fg">
                  <RouterLink
                    to={notificationTarget(n) as string}
                    onClick={() => {
                      if (!n.readAt) onMarkRead(n.id);
                      onNavigate?.();
                    }}
                  >
                    {n.title}
                  </RouterLink>
                </Link>
              ) : (
                n.title
              )}
            </Text>
            {n.body && (
              <Text fontSize="sm" color="fg.muted">
                {n.body}
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted" mt="1">
              {timeAgo(n.createdAt)}
            </Text>
          </Box>
          {!n.readAt && (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onMarkRead(n.id)}
              aria-label={t('markReadOf', { title: n.title })}
            >
              {t('markRead')}
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
