import { Button, Card, Flex, Text } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import { useTranslation } from '../../i18n';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/LoadingScreen';
import { NotificationList } from './NotificationList';
import { useNotifications } from './useNotifications';

/** The viewer's own notifications (spec: the bell's 'View All Notifications'). */
export default function InboxTab() {
  const { notifications, unreadCount, loading, markRead, markAllRead } = useNotifications();
  const { t } = useTranslation('notifications');
  return (
    <>
      <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
        <Text color="fg.muted">
          {unreadCount > 0 ? t('inbox.unread', { count: unreadCount }) : t('inbox.caughtUp')}
        </Text>
        <Button variant="outline" size="sm" onClick={markAllRead} disabled={unreadCount === 0}>
          {t('markAllRead')}
        </Button>
      </Flex>
      <Card.Root>
        <Card.Body>
          {loading && notifications.length === 0 ? (
            <PageSpinner />
          ) : notifications.length === 0 ? (
            <EmptyState icon={<BellOff />} title={t('empty')} description={t('inbox.emptyDescription')} />
          ) : (
            <NotificationList items={notifications} onMarkRead={markRead} />
          )}
        </Card.Body>
      </Card.Root>
    </>
  );
}
