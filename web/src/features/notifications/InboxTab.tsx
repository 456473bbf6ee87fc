import { Button, Card, Flex, Text } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/LoadingScreen';
import { NotificationList } from './NotificationList';
import { useNotifications } from './useNotifications';

/** The viewer's own notifications (spec: the bell's 'View All Notifications'). */
export default function InboxTab() {
  const { notifications, unreadCount, loading, markRead, markAllRead } = useNotifications();
  return (
    <>
      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <Text color="fg.muted">{unreadCount > 0 ? `${unreadCount} unread` : 'You are all caught up.'}</Text>
        <Button variant="outline" size="sm" onClick={markAllRead} disabled={unreadCount === 0}>
          Mark all read
        </Button>
      </Flex>
      <Card.Root>
        <Card.Body>
          {loading && notifications.length === 0 ? (
            <PageSpinner />
          ) : notifications.length === 0 ? (
            <EmptyState
              icon={<BellOff />}
              title="No notifications yet"
              description="Request updates and approvals will appear here."
            />
          ) : (
            <NotificationList items={notifications} onMarkRead={markRead} />
          )}
        </Card.Body>
      </Card.Root>
    </>
  );
}
