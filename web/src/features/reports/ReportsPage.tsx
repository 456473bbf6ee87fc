import { Alert, Box, Button, Card, Flex, Grid, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CheckCircle2, Clock, FileBarChart, Info, RefreshCw, ThumbsDown, TrendingDown, XCircle } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { InsightKind, ReportRange } from '../../__generated__/graphql';
import { DataTable } from '../../components/DataTable';
import { PageSpinner } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { StatCard } from '../../components/StatCard';
import { errorMessage } from '../../lib/apollo';
import { formatDate } from '../../lib/dates';
import { monthLabel } from './reportStats';

const ReportQuery = graphql(`
  query PtoReport($range: ReportRange!, $department: String) {
    ptoReport(range: $range, department: $department) {
      periodStart
      periodEnd
      totalRequests
      approvedRequests
      rejectedRequests
      pendingRequests
      cancelledRequests
      approvalRate
      rejectionRate
      pendingRate
      averageProcessingTime
      processingTargetHours
      responseRate
      coverage {
        label
        people
        department
      }
      insights {
        kind
        title
        message
      }
      monthlyStats {
        month
        requests
        approvals
        approvalRate
      }
    }
    departments
  }
`);

const RANGES: { value: ReportRange; label: string }[] = [
  { value: 'LAST_7_DAYS', label: 'Last 7 days' },
  { value: 'LAST_30_DAYS', label: 'Last 30 days' },
  { value: 'LAST_90_DAYS', label: 'Last 90 days' },
  { value: 'LAST_YEAR', label: 'Last year' },
];

// The server judges (one definition with Analytics): from at least five decided requests, else NOT_ENOUGH_DATA.
const INSIGHT_STYLE: Record<InsightKind, { status: 'warning' | 'error' | 'info' | 'success'; icon: typeof Clock }> = {
  LOW_APPROVAL_RATE: { status: 'warning', icon: ThumbsDown },
  SLOW_PROCESSING: { status: 'error', icon: Clock },
  HIGH_PENDING_RATE: { status: 'info', icon: TrendingDown },
  EXCELLENT_PERFORMANCE: { status: 'success', icon: CheckCircle2 },
  NOT_ENOUGH_DATA: { status: 'info', icon: Info },
};

const pct = (n: number) => `${Math.round(n * 10) / 10}%`;
const hours = (n: number | null) => (n === null ? '—' : `${Math.round(n * 10) / 10} h`);

function Meter({ label, value, display, target }: { label: string; value: number; display: string; target: string }) {
  return (
    <Box>
      <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
        <Text fontWeight="medium">{label}</Text>
        <Text>
          {display}{' '}
          <Text as="span" color="fg.muted">
            ({target})
          </Text>
        </Text>
      </Flex>
      <Progress.Root
        value={Math.max(0, Math.min(100, value))}
        size="sm"
        colorPalette="blue"
        aria-label={`${label}: ${display}, ${target}`}
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

export default function ReportsPage() {
  const [range, setRange] = useState<ReportRange>('LAST_30_DAYS');
  const [department, setDepartment] = useState('');
  const query = useQuery(ReportQuery, {
    variables: { range, department: department || null },
    notifyOnNetworkStatusChange: true,
  });
  const data = query.data ?? query.previousData;
  const report = data?.ptoReport;
  const refreshing = query.networkStatus === NetworkStatus.refetch;

  return (
    <>
      <PageHeader
        title="PTO Reports & Analytics"
        subtitle={
          report
            ? `${report.coverage.label}${report.coverage.department ? ` in ${report.coverage.department}` : ''} · ${report.coverage.people} ${report.coverage.people === 1 ? 'person' : 'people'} · requests submitted ${formatDate(report.periodStart)} - ${formatDate(report.periodEnd)}.`
            : 'Requests submitted in the selected period.'
        }
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            loading={refreshing}
            loadingText="Refreshing..."
          >
            <RefreshCw /> Refresh
          </Button>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <Flex gap="4" wrap="wrap">
            <SelectField label="Range" value={range} onChange={(v) => setRange(v as ReportRange)} options={RANGES} />
            <SelectField
              label="Department"
              value={department}
              onChange={setDepartment}
              options={[
                { value: '', label: 'All departments' },
                ...(data?.departments ?? []).map((d) => ({ value: d, label: d })),
              ]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>
      {query.error && !report ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Failed to load reports data: {errorMessage(query.error, query.error.message)}</Alert.Title>
        </Alert.Root>
      ) : !report ? (
        <PageSpinner />
      ) : (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            <StatCard
              label="Total Requests"
              value={report.totalRequests}
              help={`${report.pendingRequests} pending${report.cancelledRequests ? ` · ${report.cancelledRequests} cancelled` : ''}`}
              icon={<FileBarChart />}
            />
            <StatCard
              label="Approval Rate"
              value={pct(report.approvalRate)}
              help={`${report.approvedRequests} approved`}
              icon={<CheckCircle2 />}
              palette="green"
            />
            <StatCard
              label="Rejection Rate"
              value={pct(report.rejectionRate)}
              help={`${report.rejectedRequests} rejected`}
              icon={<XCircle />}
              palette="red"
            />
            <StatCard
              label="Avg Processing"
              value={hours(report.averageProcessingTime)}
              help={`Target ${report.processingTargetHours} h`}
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
                      ['Pending', report.pendingRequests, report.pendingRate, 'yellow'],
                      ['Approved', report.approvedRequests, report.approvalRate, 'green'],
                      ['Rejected', report.rejectedRequests, report.rejectionRate, 'red'],
                    ] as const
                  ).map(([label, count, rate, palette]) => (
                    <Box key={label}>
                      <Flex justify="space-between" fontSize="sm" mb="1">
                        <Text fontWeight="medium">{label}</Text>
                        <Text>
                          {count} ({pct(rate)})
                        </Text>
                      </Flex>
                      <Progress.Root
                        value={rate}
                        colorPalette={palette}
                        size="sm"
                        aria-label={`${label}: ${count} requests, ${pct(rate)}`}
                      >
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
                    value={
                      report.averageProcessingTime === null
                        ? 0
                        : (report.averageProcessingTime / (report.processingTargetHours * 2)) * 100
                    }
                    display={hours(report.averageProcessingTime)}
                    target={`target ${report.processingTargetHours} h`}
                  />
                  <Meter
                    label="Response rate"
                    value={report.responseRate}
                    display={pct(report.responseRate)}
                    target="target 100%"
                  />
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
              {report.monthlyStats.length === 0 ? (
                <Text color="fg.muted">No monthly data available</Text>
              ) : (
                <DataTable
                  label="Monthly trends"
                  rows={report.monthlyStats}
                  rowKey={(m) => m.month}
                  minTableWidth={400}
                  columns={[
                    {
                      key: 'month',
                      header: 'Month',
                      card: 'title',
                      cell: (m) => <Text fontWeight="medium">{monthLabel(m.month)}</Text>,
                    },
                    { key: 'requests', header: 'Requests', align: 'end', cell: (m) => m.requests },
                    { key: 'approvals', header: 'Approvals', align: 'end', cell: (m) => m.approvals },
                    { key: 'rate', header: 'Approval rate', align: 'end', cell: (m) => pct(m.approvalRate) },
                  ]}
                />
              )}
            </Card.Body>
          </Card.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {report.insights.map((insight) => {
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
