import { DataList, Grid, SimpleGrid, Stack } from '@chakra-ui/react';
import { CalendarCheck, CheckCircle2, Clock, Gauge, HeartPulse, ListChecks, Timer, Users, XCircle } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { SegmentedBar } from '../../../components/charts/SegmentedBar';
import { TrendChart } from '../../../components/charts/TrendChart';
import { StatCard } from '../../../components/StatCard';
import { formatNumber, useTranslation } from '../../../i18n';
import { daysLabel, monthLabel, percent } from './analyticsFormat';
import { TrendsPanel_trend } from './TrendsPanel';

export const OverviewPanel_overview = graphql(`
  fragment OverviewPanel_overview on AnalyticsOverview {
    totalEmployees
    activeRequests
    pendingRequests
    approvedRequests
    approvalRate
    rejectionRate
    avgProcessingTime
    avgApprovalTime
    totalProcessed
    totalPTOUsed
    totalSicknessUsed
  }
`);

export const OverviewPanel_performance = graphql(`
  fragment OverviewPanel_performance on AnalyticsPerformance {
    withinTargetRate
    overduePending
  }
`);

const days = (value: number) => formatNumber(value, 1);

/** Spec §2 analytics Overview: the period's headline figures, its outcomes and the last 12 months at a glance. */
export function OverviewPanel({
  periodDays,
  ...props
}: {
  overview: FragmentType<typeof OverviewPanel_overview>;
  performance: FragmentType<typeof OverviewPanel_performance>;
  /** The monthly figures the Trends view shows. */
  trends: FragmentType<typeof TrendsPanel_trend>[];
  periodDays: number;
}) {
  const { t } = useTranslation('admin-analytics');
  const overview = getFragmentData(OverviewPanel_overview, props.overview);
  const performance = getFragmentData(OverviewPanel_performance, props.performance);
  const trends = getFragmentData(TrendsPanel_trend, props.trends);
  const pendingRate = Math.max(0, 100 - overview.approvalRate - overview.rejectionRate);
  const monthly = trends.map((trend) => ({
    month: trend.month,
    approvals: trend.approvals,
    rejections: trend.rejections,
    undecided: Math.max(0, trend.requests - trend.approvals - trend.rejections),
  }));
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
        <StatCard
          label={t('overview.totalEmployees')}
          value={overview.totalEmployees}
          help={t('overview.activePeople')}
          icon={<Users />}
        />
        <StatCard
          label={t('overview.activeRequests')}
          value={overview.activeRequests}
          help={t('overview.pending', { count: overview.pendingRequests })}
          icon={<ListChecks />}
          palette="purple"
        />
        <StatCard
          label={t('overview.approvalRate')}
          value={percent(overview.approvalRate)}
          help={t('overview.approvedInPeriod', { count: overview.approvedRequests, days: periodDays })}
          icon={<CheckCircle2 />}
          palette="green"
        />
        <StatCard
          label={t('overview.avgProcessingTime')}
          value={daysLabel(overview.avgProcessingTime, t)}
          help={t('overview.decidedWithinTarget', { rate: percent(performance.withinTargetRate) })}
          icon={<Clock />}
          palette="orange"
        />
        <StatCard
          label={t('overview.avgApprovalTime')}
          value={daysLabel(overview.avgApprovalTime, t)}
          help={t('overview.overdue', { count: performance.overduePending })}
          icon={<Timer />}
          palette="orange"
        />
        <StatCard
          label={t('overview.rejectionRate')}
          value={percent(overview.rejectionRate)}
          icon={<XCircle />}
          palette="red"
        />
        <StatCard
          label={t('overview.totalProcessed')}
          value={overview.totalProcessed}
          help={t('overview.approvedOrRejected')}
          icon={<Gauge />}
          palette="teal"
        />
        <StatCard
          label={t('overview.ptoDaysUsed')}
          value={days(overview.totalPTOUsed)}
          help={t('overview.approvedPto')}
          icon={<CalendarCheck />}
          palette="blue"
        />
        <StatCard
          label={t('overview.sicknessDaysUsed')}
          value={days(overview.totalSicknessUsed)}
          help={t('overview.approvedSickness')}
          icon={<HeartPulse />}
          palette="pink"
        />
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="6">
        <ChartPanel title={t('overview.outcomes')} description={t('overview.submittedInPeriod', { days: periodDays })}>
          <SegmentedBar
            label={t('overview.outcomesChart', {
              approved: percent(overview.approvalRate),
              rejected: percent(overview.rejectionRate),
              pending: percent(pendingRate),
            })}
            formatValue={(value) => percent(value)}
            segments={[
              { name: t('series.approved'), value: overview.approvalRate, color: 'green.solid' },
              { name: t('series.pending'), value: pendingRate, color: 'yellow.solid' },
              { name: t('series.rejected'), value: overview.rejectionRate, color: 'red.solid' },
            ]}
          />
          <DataList.Root orientation="horizontal" size="sm" divideY="1px" mt="2">
            {(
              [
                [t('series.approved'), overview.approvedRequests],
                [t('series.rejected'), Math.max(0, overview.totalProcessed - overview.approvedRequests)],
                [t('overview.waitingNow'), overview.pendingRequests],
                [t('overview.waitingOverdue'), performance.overduePending],
                [t('overview.decidedInTime'), percent(performance.withinTargetRate)],
              ] as const
            ).map(([label, value]) => (
              <DataList.Item key={label} pt="2" justifyContent="space-between">
                <DataList.ItemLabel minW="0">{label}</DataList.ItemLabel>
                <DataList.ItemValue flex="none" fontWeight="semibold">
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </ChartPanel>
        <ChartPanel title={t('overview.perMonth')} description={t('overview.perMonthHelp')}>
          <TrendChart
            kind="bar"
            data={monthly}
            xKey="month"
            formatX={(month) => monthLabel(month, true)}
            formatValue={(value) => formatNumber(value)}
            integer
            label={t('overview.perMonthChart')}
            height="56"
            series={[
              { key: 'approvals', label: t('series.approved'), color: 'green.solid', stackId: 'outcome' },
              { key: 'undecided', label: t('series.pending'), color: 'yellow.solid', stackId: 'outcome' },
              { key: 'rejections', label: t('series.rejected'), color: 'red.solid', stackId: 'outcome' },
            ]}
          />
        </ChartPanel>
      </Grid>
    </Stack>
  );
}
