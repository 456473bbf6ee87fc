import { Flex, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { ComparisonBarChart } from '../../../components/charts/ComparisonBarChart';
import { EmptyState } from '../../../components/EmptyState';
import { SelectField } from '../../../components/SelectField';
import { formatNumber, useTranslation } from '../../../i18n';
import { formatReportValue, percent } from './analyticsFormat';

export const DepartmentsPanel_department = graphql(`
  fragment DepartmentsPanel_department on DepartmentAnalytics {
    department
    employeeCount
    totalRequests
    approvalRate
    avgPTOUsed
    avgSicknessUsed
  }
`);

/** What the departments can be compared by; the words are `departments.metrics.<metric>` and `series.<key>`. */
const METRICS = {
  requests: [{ key: 'totalRequests', color: 'blue.solid' }],
  approval: [{ key: 'approvalRate', color: 'green.solid' }],
  usage: [
    { key: 'avgPTOUsed', color: 'blue.solid' },
    { key: 'avgSicknessUsed', color: 'pink.solid' },
  ],
} as const;
type Metric = keyof typeof METRICS;

/** Spec §2 analytics Departments: one department against another, as a chart and a table. */
export function DepartmentsPanel({
  periodDays,
  ...props
}: {
  departments: FragmentType<typeof DepartmentsPanel_department>[];
  periodDays: number;
}) {
  const { t } = useTranslation('admin-analytics');
  const departments = getFragmentData(DepartmentsPanel_department, props.departments);
  const [metric, setMetric] = useState<Metric>('requests');
  if (!departments.length)
    return <EmptyState title={t('departments.empty')} description={t('departments.emptyHelp')} />;
  const chosen = METRICS[metric].map((series) => ({ ...series, label: t(`series.${series.key}`) }));
  const metricName = t(`departments.metrics.${metric}`);
  return (
    <Stack gap="6">
      <ChartPanel
        title={t('departments.comparison')}
        description={t('overview.submittedInPeriod', { days: periodDays })}
        actions={
          <SelectField
            label={t('departments.compareBy')}
            name="metric"
            value={metric}
            onChange={(value) => setMetric(value as Metric)}
            options={(Object.keys(METRICS) as Metric[]).map((value) => ({
              value,
              label: t(`departments.metrics.${value}`),
            }))}
          />
        }
      >
        <ComparisonBarChart
          data={departments}
          categoryKey="department"
          series={chosen}
          label={t('departments.chart', { metric: metricName })}
          formatValue={metric === 'approval' ? (value) => percent(Math.round(value)) : (value) => formatNumber(value)}
          reference={
            metric === 'approval' ? { value: 80, label: t('departments.target', { rate: percent(80) }) } : undefined
          }
          integer={metric === 'requests'}
        />
      </ChartPanel>
      <ChartPanel title={t('departments.title')}>
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label={t('departments.table')}>
          <Table.Root size="sm" striped>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('departments.columns.department')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('departments.columns.employees')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('departments.columns.requests')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('departments.columns.approvalRate')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('departments.columns.avgPto')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('departments.columns.avgSickness')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {departments.map((row) => (
                <Table.Row key={row.department}>
                  <Table.Cell whiteSpace="nowrap" fontWeight="medium">
                    {row.department}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(row.employeeCount)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(row.totalRequests)}</Table.Cell>
                  <Table.Cell textAlign="end">{percent(row.approvalRate)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(row.avgPTOUsed)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(row.avgSicknessUsed)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Flex fontSize="xs" color="fg.muted">
          {t('departments.note')}
        </Flex>
      </ChartPanel>
    </Stack>
  );
}
