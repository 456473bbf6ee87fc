import { Alert, Button, Code, Grid, Progress, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ListSkeleton, StatCardsSkeleton } from '../../components/LoadingScreen';
import { formatLocale, formatNumber, useTranslation } from '../../i18n';
import { numberFormat } from '../../i18n/intl';

/** Spec §9: the dashboard's initial load gives up waiting after 8 seconds. */
export const DASHBOARD_LOAD_TIMEOUT_MS = 8000;

/** Progress that approaches 95% while waiting: the server does not report progress for one query. */
export function loadingProgress(elapsedMs: number): number {
  return Math.min(95, Math.round(100 * (1 - Math.exp(-elapsedMs / 2500))));
}

/**
 * 'Loading Your PTO Dashboard' with a progress percentage and what is being loaded (spec §2) above a
 * skeleton of the dashboard (no figure until there is one); after 8 seconds without an answer it says
 * so and offers Retry.
 */
export function DashboardLoading({ startedAt, onRetry }: { startedAt: number; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, now - startedAt);
  const timedOut = elapsed >= DASHBOARD_LOAD_TIMEOUT_MS;
  const percent = loadingProgress(elapsed);

  if (timedOut)
    return (
      <Alert.Root status="warning" data-testid="dashboard-timeout">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('loading.timedOut')}</Alert.Title>
          <Alert.Description>{t('loading.timeoutMessage')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry}>
          <RefreshCw /> {t('common:actions.retry')}
        </Button>
      </Alert.Root>
    );

  return (
    <Stack gap="6">
      <Stack
        gap="2"
        w="full"
        maxW="sm"
        alignSelf="center"
        role="status"
        aria-live="polite"
        data-testid="dashboard-loading"
      >
        <Text fontWeight="semibold" textAlign="center">
          {t('loading.title')}
        </Text>
        <Progress.Root value={percent} size="sm" colorPalette="blue" aria-label={t('loading.progress')}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          {t('loading.what', { percent })}
        </Text>
        <Code fontSize="xs" alignSelf="center" variant="surface">
          {t('loading.waiting', {
            elapsed: numberFormat(formatLocale(), {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }).format(elapsed / 1000),
            limit: formatNumber(DASHBOARD_LOAD_TIMEOUT_MS / 1000),
          })}
        </Code>
      </Stack>
      <StatCardsSkeleton />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <ListSkeleton rows={4} />
        <ListSkeleton rows={2} />
      </Grid>
    </Stack>
  );
}
