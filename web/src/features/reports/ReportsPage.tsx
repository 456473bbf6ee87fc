import { Alert, Box, Button, Card, Flex, Grid, Progress, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CheckCircle2, Clock, FileBarChart, RefreshCw, ThumbsDown, TrendingDown, XCircle } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { PageSpinner } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { StatCard } from '../../components/StatCard';
import { errorMessage } from '../../lib/apollo';
import { addDays, todayIso } from '../../lib/dates';
import { PROCESSING_TARGET_HOURS, averageProcessingHours, insights, monthsBetween, percent, type InsightKind, type MonthSpan } from './reportStats';

const ReportQuery = graphql(`
  query ReportCounts($from: Date!, $to: Date!, $department: String) {
    all: leaveRequests(first: 1, filter: { from: $from, to: $to, department: $department, status: [PENDING, APPROVED, REJECTED] }) {
      totalCount
    }
    pending: leaveRequests(first: 1, filter: { from: $from, to: $to, department: $department, status: [PENDING] }) {
      totalCount
    }
    approved: leaveRequests(first: 1, filter: { from: $from, to: $to, department: $department, status: [APPROVED] }) {
      totalCount
    }
    rejected: leaveRequests(first: 1, filter: { from: $from, to: $to, department: $department, status: [REJECTED] }) {
      totalCount
    }
    decided: leaveRequests(first: 100, filter: { from: $from, to: $to, department: $department, status: [APPROVED, REJECTED] }) {
      totalCount
      edges {
        node {
          id
          createdAt
          approvedAt
          rejectedAt
        }
      }
    }
    departments
  }
`);

const MonthQuery = graphql(`
  query ReportMonth($from: Date!, $to: Date!, $department: String) {
    requests: leaveRequests(first: 1, filter: { from: $from, to: $to, department: $department, status: [PENDING, APPROVED, REJECTED] }) {
      totalCount
    }
    approvals: leaveRequests(first: 1, filter: { from: $from, to: $to, department: $department, status: [APPROVED] }) {
      totalCount
    }
  }
`);

const RANGES = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last year' },
];

const INSIGHT_STYLE: Record<InsightKind, { status: 'warning' | 'error' | 'info' | 'success'; icon: typeof Clock }> = {
  'low-approval': { status: 'warning', icon: ThumbsDown },
  'slow-processing': { status: 'error', icon: Clock },
  'high-pending': { status: 'info', icon: TrendingDown },
  excellent: { status: 'success', icon: CheckCircle2 },
};

function MonthRow({ month, department }: { month: MonthSpan; department: string | null }) {
  const { data } = useQuery(MonthQuery, { variables: { from: month.from, to: month.to, department } });
  const requests = data?.requests.totalCount;
  const approvals = data?.approvals.totalCount;
  return (
    <Table.Row>
      <Table.Cell>{month.label}</Table.Cell>
      <Table.Cell>{requests ?? '…'}</Table.Cell>
      <Table.Cell>{approvals ?? '…'}</Table.Cell>
      <Table.Cell>{requests !== undefined && approvals !== undefined ? `${percent(approvals, requests)}%` : '…'}</Table.Cell>
    </Table.Row>
  );
}

function Meter({ label, value, max, display, target }: { label: string; value: number; max: number; display: string; target: string }) {
  return (
    <Box>
      <Flex justify="space-between" fontSize="sm" mb="1">
        <Text fontWeight="medium">{label}</Text>
        <Text>
          {display} <Text as="span" color="fg.muted">({target})</Text>
        </Text>
      </Flex>
      <Progress.Root value={Math.min(100, (value / max) * 100)} size="sm" colorPalette="blue" aria-label={`${label}: ${display}, ${target}`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

export default function ReportsPage() {
  const [range, setRange] = useState('30');
  const [department, setDepartment] = useState('');
  const to = todayIso();
  const from = addDays(to, -Number(range));
  const variables = { from, to, department: department || null };
  const query = useQuery(ReportQuery, { variables, notifyOnNetworkStatusChange: true });
  const data = query.data ?? query.previousData;
  const refreshing = query.networkStatus === NetworkStatus.refetch;

  const counts = data
    ? { total: data.all.totalCount, pending: data.pending.totalCount, approved: data.approved.totalCount, rejected: data.rejected.totalCount }
    : null;
  // The average is exact only when every decided request of the period was read.
  const decidedComplete = !!data && data.decided.edges.length === data.decided.totalCount;
  const avgHours = data && decidedComplete ? averageProcessingHours(data.decided.edges.map((e) => e.node)) : null;
  const decided = counts ? counts.approved + counts.rejected : 0;

  return (
    <>
      <PageHeader
        title="PTO Reports & Analytics"
        subtitle="Requests whose leave falls within the selected period."
        actions={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={refreshing} loadingText="Refreshing...">
            <RefreshCw /> Refresh
          </Button>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <Flex gap="4" wrap="wrap">
            <SelectField label="Range" value={range} onChange={setRange} options={RANGES} />
            <SelectField
              label="Department"
              value={department}
              onChange={setDepartment}
              options={[{ value: '', label: 'All departments' }, ...(data?.departments ?? []).map((d) => ({ value: d, label: d }))]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>
      {query.error && !data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Failed to load reports data: {errorMessage(query.error, query.error.message)}</Alert.Title>
        </Alert.Root>
      ) : !counts || !data ? (
        <PageSpinner />
      ) : (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            <StatCard label="Total Requests" value={counts.total} help={`${counts.pending} pending`} icon={<FileBarChart />} />
            <StatCard label="Approval Rate" value={`${percent(counts.approved, decided)}%`} help={`${counts.approved} approved`} icon={<CheckCircle2 />} palette="green" />
            <StatCard label="Rejection Rate" value={`${percent(counts.rejected, decided)}%`} help={`${counts.rejected} rejected`} icon={<XCircle />} palette="red" />
            <StatCard
              label="Avg Processing"
              value={avgHours === null ? '—' : `${avgHours.toFixed(1)} h`}
              help={decidedComplete ? `Target ${PROCESSING_TARGET_HOURS} h` : 'Too many requests to average here'}
              icon={<Clock />}
              palette="orange"
            />
          </SimpleGrid>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
            <Card.Root as="section" aria-labelledby="status-breakdown-title">
              <Card.Header>
                <Card.Title id="status-breakdown-title" as="h2">
                  Request Status Breakdown
                </Card.Title>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  {(
                    [
                      ['Pending', counts.pending, 'yellow'],
                      ['Approved', counts.approved, 'green'],
                      ['Rejected', counts.rejected, 'red'],
                    ] as const
                  ).map(([label, count, palette]) => (
                    <Box key={label}>
                      <Flex justify="space-between" fontSize="sm" mb="1">
                        <Text fontWeight="medium">{label}</Text>
                        <Text>
                          {count} ({percent(count, counts.total)}%)
                        </Text>
                      </Flex>
                      <Progress.Root value={percent(count, counts.total)} colorPalette={palette} size="sm" aria-label={`${label}: ${percent(count, counts.total)}%`}>
                        <Progress.Track>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                    </Box>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
            <Card.Root as="section" aria-labelledby="efficiency-title">
              <Card.Header>
                <Card.Title id="efficiency-title" as="h2">
                  Processing Efficiency
                </Card.Title>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  <Meter
                    label="Average processing time"
                    value={avgHours ?? 0}
                    max={PROCESSING_TARGET_HOURS * 2}
                    display={avgHours === null ? '—' : `${avgHours.toFixed(1)} h`}
                    target={`target ${PROCESSING_TARGET_HOURS} h`}
                  />
                  <Meter label="Response rate" value={percent(decided, counts.total)} max={100} display={`${percent(decided, counts.total)}%`} target="target 100%" />
                </Stack>
              </Card.Body>
            </Card.Root>
          </Grid>
          <Card.Root as="section" aria-labelledby="monthly-title">
            <Card.Header>
              <Card.Title id="monthly-title" as="h2">
                Monthly Trends
              </Card.Title>
            </Card.Header>
            <Card.Body>
              {counts.total === 0 ? (
                <Text color="fg.muted">No monthly data available</Text>
              ) : (
                <Table.ScrollArea tabIndex={0}>
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>Month</Table.ColumnHeader>
                        <Table.ColumnHeader>Requests</Table.ColumnHeader>
                        <Table.ColumnHeader>Approvals</Table.ColumnHeader>
                        <Table.ColumnHeader>Approval rate</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {monthsBetween(from, to).map((m) => (
                        <MonthRow key={m.key} month={m} department={department || null} />
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              )}
            </Card.Body>
          </Card.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {insights(counts, avgHours).map((insight) => {
              const style = INSIGHT_STYLE[insight.kind];
              return (
                <Alert.Root key={insight.kind} status={style.status} variant="surface">
                  <Alert.Indicator>
                    <style.icon />
                  </Alert.Indicator>
                  <Alert.Content>
                    <Alert.Title>{insight.title}</Alert.Title>
                    <Alert.Description>{insight.message}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
