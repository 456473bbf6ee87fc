import { DataList, Grid, SimpleGrid, Stack } from '@chakra-ui/react';
import { CalendarCheck, CheckCircle2, Clock, Gauge, HeartPulse, ListChecks, Timer, Users, XCircle } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { SegmentedBar } from '../../../components/charts/SegmentedBar';
import { TrendChart } from '../../../components/charts/TrendChart';
import { StatCard } from '../../../components/StatCard';
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

const days = (value: number) => `${Math.round(value * 10) / 10}`;

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
        <StatCard label="Total Employees" value={overview.totalEmployees} help="Active people" icon={<Users />} />
        <StatCard
          label="Active Requests"
          value={overview.activeRequests}
          help={`${overview.pendingRequests} pending`}
          icon={<ListChecks />}
          palette="purple"
        />
        <StatCard
          label="Approval Rate"
          value={percent(overview.approvalRate)}
          help={`${overview.approvedRequests} approved in the last ${periodDays} days`}
          icon={<CheckCircle2 />}
          palette="green"
        />
        <StatCard
          label="Avg Processing Time"
          value={daysLabel(overview.avgProcessingTime)}
          help={`${percent(performance.withinTargetRate)} decided within 48 hours`}
          icon={<Clock />}
          palette="orange"
        />
        <StatCard
          label="Avg Approval Time"
          value={daysLabel(overview.avgApprovalTime)}
          help={`${performance.overduePending} pending for more than 48 hours`}
          icon={<Timer />}
          palette="orange"
        />
        <StatCard label="Rejection Rate" value={percent(overview.rejectionRate)} icon={<XCircle />} palette="red" />
        <StatCard
          label="Total Processed"
          value={overview.totalProcessed}
          help="Approved or rejected"
          icon={<Gauge />}
          palette="teal"
        />
        <StatCard
          label="PTO Days Used"
          value={days(overview.totalPTOUsed)}
          help="Approved PTO"
          icon={<CalendarCheck />}
          palette="blue"
        />
        <StatCard
          label="Sickness Days Used"
          value={days(overview.totalSicknessUsed)}
          help="Approved sick leave"
          icon={<HeartPulse />}
          palette="pink"
        />
      </SimpleGrid>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="6">
        <ChartPanel title="Request outcomes" description={`Requests submitted in the last ${periodDays} days`}>
          <SegmentedBar
            label={`Approved ${percent(overview.approvalRate)}, rejected ${percent(overview.rejectionRate)}, pending ${percent(pendingRate)}`}
            formatValue={percent}
            segments={[
              { name: 'Approved', value: overview.approvalRate, color: 'green.solid' },
              { name: 'Pending', value: pendingRate, color: 'yellow.solid' },
              { name: 'Rejected', value: overview.rejectionRate, color: 'red.solid' },
            ]}
          />
          <DataList.Root orientation="horizontal" size="sm" divideY="1px" mt="2">
            {(
              [
                ['Approved', overview.approvedRequests],
                ['Rejected', Math.max(0, overview.totalProcessed - overview.approvedRequests)],
                ['Waiting for a decision now', overview.pendingRequests],
                ['Waiting more than 48 hours', performance.overduePending],
                ['Decided within 48 hours', percent(performance.withinTargetRate)],
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
        <ChartPanel title="Requests per month" description="The last 12 months, by outcome">
          <TrendChart
            kind="bar"
            data={monthly}
            xKey="month"
            formatX={(month) => monthLabel(month, true)}
            integer
            label="Requests per month over the last 12 months, stacked by outcome"
            height="56"
            series={[
              { key: 'approvals', label: 'Approved', color: 'green.solid', stackId: 'outcome' },
              { key: 'undecided', label: 'Pending', color: 'yellow.solid', stackId: 'outcome' },
              { key: 'rejections', label: 'Rejected', color: 'red.solid', stackId: 'outcome' },
            ]}
          />
        </ChartPanel>
      </Grid>
    </Stack>
  );
}
