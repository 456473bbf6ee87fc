import { Grid, Stack, Table } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { TrendChart } from '../../../components/charts/TrendChart';
import { EmptyState } from '../../../components/EmptyState';
import { formatNumber, useTranslation } from '../../../i18n';
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
  const { t } = useTranslation('admin-analytics');
  const trends = getFragmentData(TrendsPanel_trend, props.trends);
  if (!trends.some((trend) => trend.requests || trend.ptoDays || trend.sicknessDays))
    return <EmptyState title={t('trends.empty')} description={t('trends.emptyHelp')} />;
  const short = (month: string) => monthLabel(month, true);
  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6">
        <ChartPanel title={t('trends.decisions')} description={t('trends.decisionsHelp')}>
          <TrendChart
            data={trends}
            xKey="month"
            formatX={short}
            formatValue={(value) => formatNumber(value)}
            integer
            label={t('trends.decisionsChart')}
            series={[
              { key: 'requests', label: t('series.requests'), color: 'blue.solid' },
              { key: 'approvals', label: t('series.approvals'), color: 'green.solid' },
              { key: 'rejections', label: t('series.rejections'), color: 'red.solid' },
            ]}
          />
        </ChartPanel>
        <ChartPanel title={t('trends.daysTaken')} description={t('trends.daysTakenHelp')}>
          <TrendChart
            kind="bar"
            data={trends}
            xKey="month"
            formatX={short}
            formatValue={(value) => formatNumber(value)}
            label={t('trends.daysTakenChart')}
            series={[
              { key: 'ptoDays', label: t('series.ptoDays'), color: 'blue.solid' },
              { key: 'sicknessDays', label: t('series.sicknessDays'), color: 'pink.solid' },
            ]}
          />
        </ChartPanel>
      </Grid>
      <ChartPanel title={t('trends.monthly')}>
        <Table.ScrollArea
          borderWidth="1px"
          rounded="md"
          tabIndex={0}
          role="region"
          aria-label={t('trends.monthlyTable')}
        >
          <Table.Root size="sm" striped>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('trends.month')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('series.requests')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('series.approvals')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('series.rejections')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('series.ptoDays')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('series.sicknessDays')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...trends].reverse().map((trend) => (
                <Table.Row key={trend.month}>
                  <Table.Cell whiteSpace="nowrap">{monthLabel(trend.month)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(trend.requests)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(trend.approvals)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(trend.rejections)}</Table.Cell>
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
