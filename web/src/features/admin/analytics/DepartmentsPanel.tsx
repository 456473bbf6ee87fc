import { Flex, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { ComparisonBarChart } from '../../../components/charts/ComparisonBarChart';
import { EmptyState } from '../../../components/EmptyState';
import { SelectField } from '../../../components/SelectField';
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

const METRICS = {
  requests: {
    label: 'Requests',
    series: [{ key: 'totalRequests', label: 'Requests', color: 'blue.solid' }],
  },
  approval: {
    label: 'Approval rate',
    series: [{ key: 'approvalRate', label: 'Approval rate %', color: 'green.solid' }],
  },
  usage: {
    label: 'Days per person',
    series: [
      { key: 'avgPTOUsed', label: 'PTO days per person', color: 'blue.solid' },
      { key: 'avgSicknessUsed', label: 'Sickness days per person', color: 'pink.solid' },
    ],
  },
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
  const departments = getFragmentData(DepartmentsPanel_department, props.departments);
  const [metric, setMetric] = useState<Metric>('requests');
  if (!departments.length) return <EmptyState title="No departments yet" description="People have no department." />;
  const chosen = METRICS[metric];
  return (
    <Stack gap="6">
      <ChartPanel
        title="Department comparison"
        description={`Requests submitted in the last ${periodDays} days`}
        actions={
          <SelectField
            label="Compare by"
            name="metric"
            value={metric}
            onChange={(value) => setMetric(value as Metric)}
            options={(Object.keys(METRICS) as Metric[]).map((value) => ({ value, label: METRICS[value].label }))}
          />
        }
      >
        <ComparisonBarChart
          data={departments}
          categoryKey="department"
          series={[...chosen.series]}
          label={`${chosen.label} by department`}
          formatValue={metric === 'approval' ? (value) => `${Math.round(value)}%` : undefined}
          reference={metric === 'approval' ? { value: 80, label: 'Target 80%' } : undefined}
          integer={metric === 'requests'}
        />
      </ChartPanel>
      <ChartPanel title="Departments">
        <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Departments table">
          <Table.Root size="sm" striped>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Department</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Employees</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Requests</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Approval rate</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Avg PTO used</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Avg sickness used</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {departments.map((row) => (
                <Table.Row key={row.department}>
                  <Table.Cell whiteSpace="nowrap" fontWeight="medium">
                    {row.department}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{row.employeeCount}</Table.Cell>
                  <Table.Cell textAlign="end">{row.totalRequests}</Table.Cell>
                  <Table.Cell textAlign="end">{percent(row.approvalRate)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(row.avgPTOUsed)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatReportValue(row.avgSicknessUsed)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Flex fontSize="xs" color="fg.muted">
          Average days are approved days in the period per active person.
        </Flex>
      </ChartPanel>
    </Stack>
  );
}
