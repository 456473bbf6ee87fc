import { Button, Grid, SimpleGrid, Stack } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '../../lib/useQuery';
import { CalendarDays, Clock, HeartPulse, Plus, RefreshCw, ScrollText, Users, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useViewer } from '../../auth/auth';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { QueryState } from '../../components/QueryState';
import { BelowTheFold } from '../../components/BelowTheFold';
import { formatDays } from '../../lib/dates';
import { clearEditingDraft, getEditingDraft, saveDraft, type Draft } from '../../lib/drafts';
import { BalanceLedger } from '../balances/BalanceLedger';
import { DashboardLoading } from './DashboardLoading';
import { QuickActions } from './QuickActions';
import { RecentRequests } from './RecentRequests';
import { RequestForm } from './RequestForm';
import { TeamOverviewCard } from './TeamOverviewCard';
import { WaitingForYouCard } from './WaitingForYouCard';
import { DashboardQuery, dashboardVariables } from './dashboardQuery';
import { dayCount } from '../../lib/plural';
import { useTranslation } from '../../i18n';

/** Spec §9: check every 5 minutes and refetch when the data is older than 5 minutes. */
export const AUTO_REFRESH_CHECK_MS = 5 * 60 * 1000;
export const STALE_AFTER_MS = 5 * 60 * 1000;

const BALANCE_PALETTE = { EXHAUSTED: 'red', LOW: 'yellow', GOOD: 'green' } as const;

function LedgerButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Button
      size="xs"
      variant="plain"
      px="0"
      h="auto"
      alignSelf="start"
      colorPalette="blue"
      onClick={onClick}
      aria-label={t('viewLedgerOf', { type: label })}
    >
      <ScrollText /> {t('viewLedger')}
    </Button>
  );
}

/** The catalogues the page and what it opens speak from, loaded before it first renders (app/preloadable.ts). */
export const namespaces = ['dashboard', 'requests', 'balances', 'staffing', 'schedules'] as const;

export default function DashboardPage() {
  // The form's, the requests' and the ledger's words load with the page, so opening them waits for none.
  const { t } = useTranslation(['dashboard', 'requests', 'balances']);
  const viewer = useViewer();
  const [editingDraft, setEditingDraft] = useState<Draft | null>(() => getEditingDraft());
  const [formOpen, setFormOpen] = useState(() => editingDraft !== null);
  const [ledgerType, setLedgerType] = useState<string | null>(null);
  const loadedAt = useRef(Date.now());
  const [loadStartedAt, setLoadStartedAt] = useState(() => Date.now());
  const query = useQuery(DashboardQuery, {
    variables: dashboardVariables(viewer),
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
    // Retry after the load timeout sends a new request instead of joining the one that hangs.
    context: { queryDeduplication: false },
  });
  const { data, refetch, networkStatus } = query;

  useEffect(() => {
    if (data) loadedAt.current = Date.now();
  }, [data]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (Date.now() - loadedAt.current >= STALE_AFTER_MS) void refetch();
    }, AUTO_REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const balances = data?.viewer?.balances ?? [];
  const pto = balances.find((b) => b.type === 'pto');
  const sickness = balances.find((b) => b.type === 'sickness');
  const refreshing = networkStatus === NetworkStatus.refetch;

  const closeForm = () => {
    setFormOpen(false);
    setEditingDraft(null);
  };

  const cancelForm = () => {
    // A draft opened for editing goes back to the saved drafts rather than being lost.
    if (editingDraft) {
      const { id, ...fields } = editingDraft;
      saveDraft(fields, id);
      clearEditingDraft();
    }
    closeForm();
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('welcome', { name: viewer.firstName })}
        actions={
          <>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void refetch()}
              loading={refreshing}
              loadingText={t('refreshing')}
            >
              <RefreshCw /> {t('refresh')}
            </Button>
            <Button
              colorPalette="blue"
              size="sm"
              onClick={() => (formOpen ? cancelForm() : setFormOpen(true))}
              aria-expanded={formOpen}
            >
              {formOpen ? <X /> : <Plus />} {formOpen ? t('closeForm') : t('newRequest')}
            </Button>
          </>
        }
      />
      <QueryState
        query={query}
        errorTitle={t('loadFailed')}
        loading={
          <DashboardLoading
            key={loadStartedAt}
            startedAt={loadStartedAt}
            onRetry={() => {
              setLoadStartedAt(Date.now());
              void refetch();
            }}
          />
        }
      >
        {(data) => (
          <Stack gap="6">
            {data.waiting && <WaitingForYouCard waiting={data.waiting} />}
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
              <StatCard
                label={t('stats.pto')}
                value={pto ? dayCount(pto.availableDays) : '—'}
                help={
                  pto
                    ? t('stats.ptoHelp', {
                        used: formatDays(pto.usedDays),
                        pending: formatDays(pto.pendingDays),
                        accrued: formatDays(pto.accruedDays),
                        total: formatDays(pto.totalDays),
                        year: pto.leaveYear.label,
                      })
                    : t('stats.noPto')
                }
                icon={<CalendarDays />}
                palette={pto ? BALANCE_PALETTE[pto.status] : 'gray'}
                action={pto && <LedgerButton label={t('stats.ptoLedger')} onClick={() => setLedgerType('pto')} />}
              />
              <StatCard
                label={t('stats.sick')}
                value={sickness ? dayCount(sickness.availableDays) : '—'}
                help={
                  sickness
                    ? t('stats.sickHelp', {
                        used: formatDays(sickness.usedDays),
                        total: formatDays(sickness.totalDays),
                      })
                    : t('stats.noSick')
                }
                icon={<HeartPulse />}
                palette={sickness ? BALANCE_PALETTE[sickness.status] : 'gray'}
                action={
                  sickness && <LedgerButton label={t('stats.sickLedger')} onClick={() => setLedgerType('sickness')} />
                }
              />
              <StatCard
                label={t('stats.active')}
                value={data.active.totalCount}
                help={t('stats.activeHelp')}
                icon={<Clock />}
                palette="orange"
              />
              <StatCard
                label={t('stats.team')}
                value={t('stats.outToday', { count: data.outToday.totalCount })}
                help={t('stats.teamHelp')}
                icon={<Users />}
                palette="purple"
              />
            </SimpleGrid>
            {formOpen && (
              <RequestForm
                key={editingDraft?.id ?? 'new'}
                balances={balances}
                hasManager={!!data.viewer?.manager}
                draft={editingDraft}
                onDone={closeForm}
                onCancel={cancelForm}
              />
            )}
            <BalanceLedger
              open={ledgerType !== null}
              onClose={() => setLedgerType(null)}
              userId={viewer.id}
              type={ledgerType ?? 'pto'}
            />
            <BelowTheFold>
              <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
                <RecentRequests requests={data.recent.edges.map((e) => e.node)} total={data.recent.totalCount} />
                <Stack gap="6">
                  <QuickActions />
                  {data.viewer && <TeamOverviewCard viewer={data.viewer} reportingLine={data.reportingLine} />}
                </Stack>
              </Grid>
            </BelowTheFold>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
