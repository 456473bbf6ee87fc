import { Alert, Box, Button, Card, Flex, Grid, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '../../lib/useQuery';
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
import { percentLabel } from '../analytics/analyticsReport';
import { formatLocale, useTranslation } from '../../i18n';

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

const RANGES: ReportRange[] = ['LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS', 'LAST_YEAR'];

// The server judges (one definition with Analytics): from at least five decided requests, else NOT_ENOUGH_DATA.
const INSIGHT_STYLE: Record<InsightKind, { status: 'warning' | 'error' | 'info' | 'success'; icon: typeof Clock }> = {
  LOW_APPROVAL_RATE: { status: 'warning', icon: ThumbsDown },
  SLOW_PROCESSING: { status: 'error', icon: Clock },
  HIGH_PENDING_RATE: { status: 'info', icon: TrendingDown },
  EXCELLENT_PERFORMANCE: { status: 'success', icon: CheckCircle2 },
  NOT_ENOUGH_DATA: { status: 'info', icon: Info },
};

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
  const { t, i18n } = useTranslation('reports');
  const locale = formatLocale(i18n.language);
  const pct = (n: number) => percentLabel(n, locale);
  const hours = (n: number | null) => (n === null ? '—' : t('hoursValue', { hours: Math.round(n * 10) / 10 }));
  const [range, setRange] = useState<ReportRange>('LAST_30_DAYS');
  const [department, setDepartment] = useState('');
  const query = useQuery(ReportQuery, {
    variables: { range, department: department || null },
    notifyOnNetworkStatusChange: true,
  });
  const data = query.data ?? query.previousData;
  const report = data?.ptoReport;
  const refreshing = query.networkStatus === NetworkStatus.refetch;
  const breakdown = report
    ? ([
        [t('breakdown.pending'), report.pendingRequests, report.pendingRate, 'yellow'],
        [t('breakdown.approved'), report.approvedRequests, report.approvalRate, 'green'],
        [t('breakdown.rejected'), report.rejectedRequests, report.rejectionRate, 'red'],
      ] as const)
    : [];

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          report
            ? t('subtitle', {
                coverage: report.coverage.department
                  ? t('coverageIn', { coverage: report.coverage.label, department: report.coverage.department })
                  : report.coverage.label,
                count: report.coverage.people,
                start: formatDate(report.periodStart),
                end: formatDate(report.periodEnd),
              })
            : t('subtitleLoading')
        }
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            loading={refreshing}
            loadingText={t('refreshing')}
          >
            <RefreshCw /> {t('refresh')}
          </Button>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <Flex gap="4" wrap="wrap">
            <SelectField
              label={t('filters.range')}
              value={range}
              onChange={(v) => setRange(v as ReportRange)}
              options={RANGES.map((value) => ({ value, label: t(`range.${value}`) }))}
            />
            <SelectField
              label={t('filters.department')}
              value={department}
              onChange={setDepartment}
              options={[
                { value: '', label: t('filters.allDepartments') },
                ...(data?.departments ?? []).map((d) => ({ value: d, label: d })),
              ]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>
      {query.error && !report ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('loadError', { message: errorMessage(query.error, query.error.message) })}</Alert.Title>
        </Alert.Root>
      ) : !report ? (
        <PageSpinner />
      ) : (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
            <StatCard
              label={t('stats.total')}
              value={report.totalRequests}
              help={
                report.cancelledRequests
                  ? t('stats.pendingCancelled', {
                      pending: report.pendingRequests,
                      cancelled: report.cancelledRequests,
                    })
                  : t('stats.pending', { pending: report.pendingRequests })
              }
              icon={<FileBarChart />}
            />
            <StatCard
              label={t('stats.approvalRate')}
              value={pct(report.approvalRate)}
              help={t('stats.approved', { count: report.approvedRequests })}
              icon={<CheckCircle2 />}
              palette="green"
            />
            <StatCard
              label={t('stats.rejectionRate')}
              value={pct(report.rejectionRate)}
              help={t('stats.rejected', { count: report.rejectedRequests })}
              icon={<XCircle />}
              palette="red"
            />
            <StatCard
              label={t('stats.avgProcessing')}
              value={hours(report.averageProcessingTime)}
              help={t('stats.target', { hours: report.processingTargetHours })}
              icon={<Clock />}
              palette="orange"
            />
          </SimpleGrid>
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
            <Card.Root as="section" aria-labelledby="status-breakdown-title">
              <Card.Header>
                <Card.Title id="status-breakdown-title" as="h2">
                  {t('breakdown.title')}
                </Card.Title>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  {breakdown.map(([label, count, rate, palette]) => (
                    <Box key={label}>
                      <Flex justify="space-between" fontSize="sm" mb="1">
                        <Text fontWeight="medium">{label}</Text>
                        <Text>{t('breakdown.figure', { count, rate: pct(rate) })}</Text>
                      </Flex>
                      <Progress.Root
                        value={rate}
                        colorPalette={palette}
                        size="sm"
                        aria-label={t('breakdown.label', { label, count, rate: pct(rate) })}
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
                  {t('efficiency.title')}
                </Card.Title>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  <Meter
                    label={t('efficiency.processing')}
                    value={
                      report.averageProcessingTime === null
                        ? 0
                        : (report.averageProcessingTime / (report.processingTargetHours * 2)) * 100
                    }
                    display={hours(report.averageProcessingTime)}
                    target={t('efficiency.targetHours', { hours: report.processingTargetHours })}
                  />
                  <Meter
                    label={t('efficiency.response')}
                    value={report.responseRate}
                    display={pct(report.responseRate)}
                    target={t('efficiency.targetAll')}
                  />
                </Stack>
              </Card.Body>
            </Card.Root>
          </Grid>
          <Card.Root as="section" aria-labelledby="monthly-title">
            <Card.Header>
              <Card.Title id="monthly-title" as="h2">
                {t('monthly.title')}
              </Card.Title>
            </Card.Header>
            <Card.Body>
              {report.monthlyStats.length === 0 ? (
                <Text color="fg.muted">{t('monthly.empty')}</Text>
              ) : (
                <DataTable
                  label={t('monthly.label')}
                  rows={report.monthlyStats}
                  rowKey={(m) => m.month}
                  minTableWidth={400}
                  columns={[
                    {
                      key: 'month',
                      header: t('monthly.month'),
                      card: 'title',
                      cell: (m) => <Text fontWeight="medium">{monthLabel(m.month, locale)}</Text>,
                    },
                    { key: 'requests', header: t('monthly.requests'), align: 'end', cell: (m) => m.requests },
                    { key: 'approvals', header: t('monthly.approvals'), align: 'end', cell: (m) => m.approvals },
                    { key: 'rate', header: t('monthly.rate'), align: 'end', cell: (m) => pct(m.approvalRate) },
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
