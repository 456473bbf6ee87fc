import { Box, Tabs } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useViewer } from '../../auth/auth';
import { PageSpinner } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import InboxTab from './InboxTab';

type NotificationsTab = 'inbox' | 'email' | 'channels' | 'rules' | 'deliveries';

// Each tab's label is `tabs.<value>` in the notifications catalogue.
const TABS: { value: NotificationsTab; admin: boolean }[] = [
  { value: 'inbox', admin: false },
  { value: 'email', admin: false },
  { value: 'channels', admin: true },
  { value: 'rules', admin: true },
  { value: 'deliveries', admin: true },
];

const TAB_CONTENT: Record<NotificationsTab, ComponentType | LazyExoticComponent<ComponentType>> = {
  inbox: InboxTab,
  email: lazy(() => import('./EmailPreferencesTab')),
  channels: lazy(() => import('./channels/ChannelsTab')),
  rules: lazy(() => import('./rules/RulesTab')),
  deliveries: lazy(() => import('./DeliveryLogTab')),
};

/**
 * Notifications: everyone's inbox and email preferences; for administrators 'Advanced Notifications'
 * adds the organisation's channels, rules and delivery log. `?tab=` selects a tab.
 */
export default function NotificationsPage() {
  const { capabilities } = useViewer();
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation('notifications');
  const advanced = capabilities.can('MANAGE_NOTIFICATION_CHANNELS');
  const tabs = TABS.filter((tab) => advanced || !tab.admin);
  const tab = tabs.find((candidate) => candidate.value === params.get('tab'))?.value ?? 'inbox';
  const Content = TAB_CONTENT[tab];
  return (
    <>
      <PageHeader
        title={advanced ? t('page.advancedTitle') : t('page.title')}
        subtitle={advanced ? t('page.advancedSubtitle') : t('page.subtitle')}
      />
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setParams({ tab: value })}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Box overflowX="auto" mb="5">
          <Tabs.List minW="max-content">
            {tabs.map((candidate) => (
              <Tabs.Trigger key={candidate.value} value={candidate.value}>
                {t(`tabs.${candidate.value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Tabs.Content value={tab} p="0">
          <Suspense fallback={<PageSpinner />}>
            <Content />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
