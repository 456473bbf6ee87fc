import { Grid, Stack, Table } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { TrendChart } from '../../../components/charts/TrendChart';
import { EmptyState } from '../../../components/EmptyState';
import { formatReportValue, monthLabel } from './analyticsFormat';

export const TrendsPanel_trend = graphql(`
  fragment TrendsPanel_trend on AnalyticsTrend {
    month
    requests
    approvals
    rejections
    ptoDays
    sicknessDays
  }
`);

/** Spec §2 analytics Trends: the last 12 months as charts, and as a table of the same figures. */
export function TrendsPanel(props: { trends: FragmentType<typeof TrendsPanel_trend>[] }) {
  const trends = getFragmentData(TrendsPanel_trend, props.trends);
  if (!trends.some((trend) => trend.requests || trend.ptoDays || trend.sicknessDays))
    return <EmptyState title="No monthly data available" description="No requests in the last 12 months." />;
  const short = (month: string) => monthLabel(month, true);
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6">
        <ChartPanel
          title="Requests and decisions"
          description="Requests submitted per month, with approvals and rejections"
        >
          <TrendChart
            data={trends}
            xKey="month"
            formatX={short}
            integer
            label="Requests, approvals and rejections per month over the last 12 months"
            series={[
              { key: 'requests', label: 'Requests', color: 'blue.solid' },
              { key: 'approvals', label: 'Approvals', color: 'green.solid' },
              { key: 'rejections', label: 'Rejections', color: 'red.solid' },
            ]}
          />
        </ChartPanel>
        <ChartPanel title="Days taken" description="Approved PTO and sickness days, by the month they start">
          <TrendChart
            kind="bar"
            data={trends}
            xKey="month"
            formatX={short}
            label="Approved PTO and sickness days per month over the last 12 months"
            series={[
              { key: 'ptoDays', label: 'PTO days', color: 'blue.solid' },
              { key: 'sicknessDays', label: 'Sickness days', color: 'pink.solid' },
            ]}
          />
        </ChartPanel>
      </Grid>
      <ChartPanel title="Monthly figures">
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Monthly figures table">
          <Table.Root size="sm" striped>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Month</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Approvals</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Rejections</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">PTO days</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Sickness days</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...trends].reverse().map((trend) => (
                <Table.Row key={trend.month}>
                  <Table.Cell whiteSpace="nowrap">{monthLabel(trend.month)}</Table.Cell>
                  <Table.Cell textAlign="end">{trend.requests}</Table.Cell>
                  <Table.Cell textAlign="end">{trend.approvals}</Table.Cell>
                  <Table.Cell textAlign="end">{trend.rejections}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(trend.ptoDays)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(trend.sicknessDays)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </ChartPanel>
    </Stack>
  );
}
