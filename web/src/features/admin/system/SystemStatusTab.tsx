import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, Bell, CheckCircle2, Mail, PlugZap, RefreshCw, Server } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { StatCard } from '../../../components/StatCard';
import { toaster } from '../../../components/toaster';
import { formatDateTime } from '../../../lib/dates';
import { ComponentCard } from './ComponentCard';
import { ComponentStatusBadge } from './ComponentStatusBadge';
import {
  AUTO_REFRESH_MS,
  COMPONENTS,
  RECHECK_AFTER_RESTART_MS,
  RELOAD_AFTER_BACKEND_RESTART_MS,
  restartComponent,
  uptimeLabel,
  type ComponentName,
} from './systemStatus';
import { useSystemStatus } from './useSystemStatus';

const RESTART_WARNINGS: Record<ComponentName, string> = {
  backend:
    'The server renews its database connections; requests in flight finish first. This page reloads 5 seconds later.',
  email: 'The background worker that sends email stops after its current job and starts again.',
  notifications: 'Live notification sockets are closed and reopened; browsers reconnect on their own.',
};

/** What the email provider is, in words (spec §9: shown as a transactional email service). */
const providerLabel = (provider: string) =>
  provider === 'smtp' ? 'Transactional email service (SMTP)' : 'Transactional email service (outbox only)';

/**
 * Spec §2 System Status: Backend, Email and Notifications with their figures, overview counts,
 * Restart per component (spec §9 follow-ups), Refresh All and a refresh every 30 seconds.
 */
export default function SystemStatusTab() {
  const { checks, checking, refresh } = useSystemStatus();
  const [confirming, setConfirming] = useState<ComponentName | null>(null);
  const [restarting, setRestarting] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  async function restart(name: ComponentName) {
    setRestarting(true);
    const outcome = await restartComponent(name);
    setRestarting(false);
    setConfirming(null);
    if (!outcome.ok) {
      toaster.error({ title: outcome.message });
      void refresh(name);
      return;
    }
    if (name === 'backend') {
      toaster.success({ title: outcome.message, description: 'The page will reload in 5 seconds.' });
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

  return (
    <Stack gap="6">
      <Flex
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {lastCheck ? `Last checked ${formatDateTime(lastCheck)}` : 'Checking components…'} · refreshes every{' '}
          {AUTO_REFRESH_MS / 1000} seconds
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void refresh()}
          loading={checking.size > 0}
          loadingText="Refreshing..."
        >
          <RefreshCw /> Refresh All
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" aria-label="Overview">
        <StatCard
          label="Components online"
          value={`${online} of ${all.length}`}
          help={troubled ? `${troubled} need attention` : known.length === all.length ? 'All systems go' : 'Checking…'}
          icon={troubled ? <AlertTriangle /> : <CheckCircle2 />}
          palette={troubled ? 'orange' : 'green'}
        />
        <StatCard
          label="Active connections"
          value={notifications?.activeConnections ?? '—'}
          help="Live notification sockets"
          icon={<PlugZap />}
          palette="purple"
        />
        <StatCard
          label="Email queue"
          value={email?.queueSize ?? '—'}
          help={notSending ? 'Not sending: no SMTP configured' : 'Messages waiting to be sent'}
          icon={<Mail />}
          palette={notSending ? 'yellow' : 'teal'}
        />
        <StatCard
          label="Uptime"
          value={health ? uptimeLabel(health.uptimeSeconds) : '—'}
          help={health ? `Version ${health.version}` : undefined}
          icon={<Server />}
        />
      </SimpleGrid>
      <SimpleGrid minChildWidth={{ base: 'full', sm: '20rem' }} gap="4">
        <ComponentCard
          title={COMPONENTS.backend.title}
          description="API server and database"
          icon={<Server />}
          check={checks.backend}
          checking={checking.has('backend')}
          onRestart={() => setConfirming('backend')}
          facts={[
            { label: 'Version', value: health?.version ?? '—' },
            { label: 'Uptime', value: health ? uptimeLabel(health.uptimeSeconds) : '—' },
            {
              label: 'Database',
              value: health ? (
                <Flex gap="2" align="center" justify="flex-end" wrap="wrap">
                  <ComponentStatusBadge status={health.database.status} />
                  {health.database.responseTime != null && `${health.database.responseTime} ms`}
                </Flex>
              ) : (
                '—'
              ),
            },
          ]}
        />
        <ComponentCard
          title={COMPONENTS.email.title}
          description="Transactional email"
          icon={<Mail />}
          check={checks.email}
          checking={checking.has('email')}
          onRestart={() => setConfirming('email')}
          facts={[
            { label: 'Provider', value: email ? providerLabel(email.provider) : '—' },
            { label: 'Queue size', value: email?.queueSize ?? '—' },
            { label: 'Worker', value: email ? (email.workerRunning ? 'Running' : 'Stopped') : '—' },
            ...(email?.lastError ? [{ label: 'Last error', value: email.lastError }] : []),
          ]}
        />
        <ComponentCard
          title={COMPONENTS.notifications.title}
          description="Real-time sockets"
          icon={<Bell />}
          check={checks.notifications}
          checking={checking.has('notifications')}
          onRestart={() => setConfirming('notifications')}
          facts={[
            {
              label: 'Socket status',
              value: notifications ? <ComponentStatusBadge status={notifications.websocketStatus} /> : '—',
            },
            { label: 'Active connections', value: notifications?.activeConnections ?? '—' },
          ]}
        />
      </SimpleGrid>
      <ConfirmActionDialog
        open={confirming !== null}
        title={confirming ? `Restart ${COMPONENTS[confirming].title}?` : ''}
        confirmLabel="Restart"
        destructive={false}
        busy={restarting}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && void restart(confirming)}
      >
        {confirming ? RESTART_WARNINGS[confirming] : ''}
      </ConfirmActionDialog>
    </Stack>
  );
}
