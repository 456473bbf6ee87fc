import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { timeAgo } from '../../lib/dates';
import type { NotificationItem } from './useNotifications';

export function NotificationList({ items, onMarkRead }: { items: NotificationItem[]; onMarkRead: (id: string) => void }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" separator={<Box as="li" aria-hidden borderTopWidth="1px" />}>
      {items.map((n) => (
        <Flex as="li" key={n.id} gap="3" py="3" px="1" align="start" data-testid="notification-item" data-read={n.readAt ? 'true' : 'false'}>
          <Box mt="1.5" w="2" h="2" rounded="full" flexShrink="0" bg={n.readAt ? 'transparent' : 'blue.solid'} aria-hidden />
          <Box flex="1" minW="0">
            <Text fontSize="sm" fontWeight={n.readAt ? 'normal' : 'semibold'}>
              {n.title}
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
            <Button size="xs" variant="ghost" onClick={() => onMarkRead(n.id)} aria-label={`Mark read: ${n.title}`}>
              Mark read
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
