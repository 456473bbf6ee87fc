import { Button, Card } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { NotificationList } from './NotificationList';
import { useNotifications } from './useNotifications';

export default function NotificationsPage() {
  const { notifications, unreadCount, loading, markRead, markAllRead } = useNotifications();
  return (
    <>
      <PageHeader
        title="Notifications"
        subtitle={unreadCount > 0 ? `${unreadCount} unread` : 'You are all caught up.'}
        actions={
          <Button variant="outline" size="sm" onClick={markAllRead} disabled={unreadCount === 0}>
            Mark all read
          </Button>
        }
      />
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
