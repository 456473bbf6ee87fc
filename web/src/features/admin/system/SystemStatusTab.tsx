import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, Bell, CheckCircle2, Mail, PlugZap, RefreshCw, Server } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { StatCard } from '../../../components/StatCard';
import { toaster } from '../../../components/toaster';
import { formatNumber, useTranslation } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { ComponentCard } from './ComponentCard';
import { ComponentStatusBadge } from './ComponentStatusBadge';
import {
  AUTO_REFRESH_MS,
  RECHECK_AFTER_RESTART_MS,
  RELOAD_AFTER_BACKEND_RESTART_MS,
  restartComponent,
  uptimeLabel,
  type ComponentName,
} from './systemStatus';
import { useSystemStatus } from './useSystemStatus';

/**
 * Spec §2 System Status: Backend, Email and Notifications with their figures, overview counts,
 * Restart per component (spec §9 follow-ups), Refresh All and a refresh every 30 seconds.
 */
export default function SystemStatusTab() {
  const { t } = useTranslation('admin-system');
  const { checks, checking, refresh } = useSystemStatus();
  const [confirming, setConfirming] = useState<ComponentName | null>(null);
  const [restarting, setRestarting] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  async function restart(name: ComponentName) {
    setRestarting(true);
    const outcome = await restartComponent(name, t);
    setRestarting(false);
    setConfirming(null);
    if (!outcome.ok) {
      toaster.error({ title: outcome.message });
      void refresh(name);
      return;
    }
    if (name === 'backend') {
      toaster.success({ title: outcome.message, description: t('restart.reloading') });
      timers.current.push(setTimeout(() => window.location.reload(), RELOAD_AFTER_BACKEND_RESTART_MS));
    } else {
      toaster.success({ title: outcome.message });
      timers.current.push(setTimeout(() => void refresh(name), RECHECK_AFTER_RESTART_MS));
    }
  }

  const all = [checks.backend, checks.email, checks.notifications];
  const known = all.filter((check) => check !== null);
  const online = known.filter((check) => check.status === 'online').length;
  const troubled = known.filter((check) => check.status !== 'online').length;
  const notSending = checks.email?.status === 'not_configured';
  const health = checks.backend?.data;
  const email = checks.email?.data;
  const notifications = checks.notifications?.data;
  const lastCheck = known
    .map((check) => check.checkedAt)
    .sort()
    .pop();
  const seconds = AUTO_REFRESH_MS / 1000;
  const uptime = health ? uptimeLabel(health.uptimeSeconds, t) : t('noValue');

  return (
    <Stack gap="6">
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {lastCheck
            ? t('header.lastChecked', { time: formatDateTime(lastCheck), seconds })
            : t('header.checking', { seconds })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void refresh()}
          loading={checking.size > 0}
          loadingText={t('header.refreshing')}
        >
          <RefreshCw /> {t('header.refreshAll')}
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" aria-label={t('overview.label')}>
        <StatCard
          label={t('overview.online')}
          value={t('overview.onlineValue', { online, total: all.length })}
          help={
            troubled
              ? t('overview.attention', { count: troubled })
              : known.length === all.length
                ? t('overview.allGood')
                : t('overview.checking')
          }
          icon={troubled ? <AlertTriangle /> : <CheckCircle2 />}
          palette={troubled ? 'orange' : 'green'}
        />
        <StatCard
          label={t('overview.connections')}
          value={notifications?.activeConnections ?? t('noValue')}
          help={t('overview.connectionsHelp')}
          icon={<PlugZap />}
          palette="purple"
        />
        <StatCard
          label={t('overview.queue')}
          value={email?.queueSize ?? t('noValue')}
          help={notSending ? t('overview.notSending') : t('overview.queueHelp')}
          icon={<Mail />}
          palette={notSending ? 'yellow' : 'teal'}
        />
        <StatCard
          label={t('overview.uptime')}
          value={uptime}
          help={health ? t('overview.version', { version: health.version }) : undefined}
          icon={<Server />}
        />
      </SimpleGrid>
      <SimpleGrid minChildWidth={{ base: 'full', sm: '20rem' }} gap="4">
        <ComponentCard
          name="backend"
          title={t('components.backend.title')}
          description={t('components.backend.description')}
          icon={<Server />}
          check={checks.backend}
          checking={checking.has('backend')}
          onRestart={() => setConfirming('backend')}
          facts={[
            { label: t('facts.version'), value: health?.version ?? t('noValue') },
            { label: t('facts.uptime'), value: uptime },
            {
              label: t('facts.database'),
              value: health ? (
                <Flex gap="2" align="center" justify="flex-end" wrap="wrap">
                  <ComponentStatusBadge status={health.database.status} />
                  {health.database.responseTime != null &&
                    t('card.milliseconds', { value: formatNumber(health.database.responseTime, 1) })}
                </Flex>
              ) : (
                t('noValue')
              ),
            },
          ]}
        />
        <ComponentCard
          name="email"
          title={t('components.email.title')}
          description={t('components.email.description')}
          icon={<Mail />}
          check={checks.email}
          checking={checking.has('email')}
          onRestart={() => setConfirming('email')}
          facts={[
            {
              label: t('facts.provider'),
              // Spec §9: shown as a transactional email service.
              value: email
                ? t(email.provider === 'smtp' ? 'facts.providerSmtp' : 'facts.providerOutbox')
                : t('noValue'),
            },
            { label: t('facts.queueSize'), value: email?.queueSize ?? t('noValue') },
            {
              label: t('facts.worker'),
              value: email ? t(email.workerRunning ? 'facts.running' : 'facts.stopped') : t('noValue'),
            },
            ...(email?.lastError ? [{ label: t('facts.lastError'), value: email.lastError }] : []),
          ]}
        />
        <ComponentCard
          name="notifications"
          title={t('components.notifications.title')}
          description={t('components.notifications.description')}
          icon={<Bell />}
          check={checks.notifications}
          checking={checking.has('notifications')}
          onRestart={() => setConfirming('notifications')}
          facts={[
            {
              label: t('facts.socketStatus'),
              value: notifications ? <ComponentStatusBadge status={notifications.websocketStatus} /> : t('noValue'),
            },
            { label: t('facts.activeConnections'), value: notifications?.activeConnections ?? t('noValue') },
          ]}
        />
      </SimpleGrid>
      <ConfirmActionDialog
        open={confirming !== null}
        title={confirming ? t('restart.confirmTitle', { name: confirming }) : ''}
        confirmLabel={t('restart.confirm')}
        destructive={false}
        busy={restarting}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void restart(confirming)}
      >
        {confirming ? t(`restart.warning.${confirming}`) : ''}
      </ConfirmActionDialog>
    </Stack>
  );
}
