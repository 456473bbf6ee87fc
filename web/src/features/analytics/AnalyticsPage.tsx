import { Button, Card, Flex, Grid, Menu, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import {
  CalendarCheck,
  ChevronDown,
  Clock,
  Download,
  FileSpreadsheet,
  Gauge,
  Hourglass,
  Printer,
  RefreshCw,
  ThumbsUp,
  Timer,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { graphql } from '../../__generated__';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatDateTime } from '../../lib/dates';
import { DepartmentsChart, LeaveDaysChart, PredictionsChart, TrendsChart } from './AnalyticsCharts';
import { DepartmentsTable, PredictionsTable, TrendsTable } from './AnalyticsTables';
import { daysLabel, downloadFile, pct, PERIODS, reportCsv, reportHtml, SCOPE_LABELS } from './analyticsReport';

const AnalyticsQuery = graphql(`
  query AdvancedAnalytics($periodDays: Int!) {
    analytics(periodDays: $periodDays) {
      periodDays
      scope
      periodStart
      periodEnd
      generatedAt
      overview {
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
      trends {
        month
        requests
        approvals
        rejections
        ptoDays
        sicknessDays
      }
      departments {
        department
        employeeCount
        totalRequests
        approvalRate
        avgPTOUsed
        avgSicknessUsed
      }
      performance {
        avgApprovalTime
        avgProcessingTime
        approvalRate
        rejectionRate
        totalProcessed
        withinTargetRate
        overduePending
      }
      predictions {
        department
        month
        predictedRequests
        predictedPTOUsage
        remainingPTODays
        riskLevel
        confidence
        historyMonths
        method
      }
    }
  }
`);

type ViewMode = 'charts' | 'tables';

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title as="h2" id={id}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

/** Advanced Analytics (managers and above): server figures for the viewer's scope, as charts or tables. */
export default function AnalyticsPage() {
  const [periodDays, setPeriodDays] = useState<number>(30);
  const [view, setView] = useState<ViewMode>('charts');
  const query = useQuery(AnalyticsQuery, { variables: { periodDays }, notifyOnNetworkStatusChange: true });
  const data = (query.data ?? query.previousData)?.analytics;
  const charts = view === 'charts';

  const exportReport = (format: 'csv' | 'html') => {
    if (!data) return;
    const name = `leavewise-analytics-${data.periodDays}d-${data.periodEnd}`;
    if (format === 'csv') downloadFile(`${name}.csv`, reportCsv(data), 'text/csv;charset=utf-8');
    else downloadFile(`${name}.html`, reportHtml(data), 'text/html;charset=utf-8');
  };

  return (
    <>
      <PageHeader
        title="Advanced Analytics"
        subtitle={
          data
            ? `${SCOPE_LABELS[data.scope]} · ${formatDate(data.periodStart)} to ${formatDate(data.periodEnd)} · updated ${formatDateTime(data.generatedAt)}`
            : 'Leave across the people you look after.'
        }
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.loading}>
              <RefreshCw /> Refresh
            </Button>
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <Button colorPalette="blue" size="sm" disabled={!data}>
                  <Download /> Export Report <ChevronDown />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="csv" onClick={() => exportReport('csv')}>
                      <FileSpreadsheet /> CSV
                    </Menu.Item>
                    <Menu.Item value="html" onClick={() => exportReport('html')}>
                      <Printer /> Printable report (HTML)
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          </>
        }
      />
      <Card.Root mb="6">
        <Card.Body>
          <Flex gap="4" wrap="wrap">
            <SelectField
              label="Time period"
              value={String(periodDays)}
              onChange={(value) => setPeriodDays(Number(value))}
              options={PERIODS.map((days) => ({ value: String(days), label: `Last ${days} days` }))}
            />
            <SelectField
              label="View mode"
              value={view}
              onChange={(value) => setView(value as ViewMode)}
              options={[
                { value: 'charts', label: 'Charts' },
                { value: 'tables', label: 'Tables' },
              ]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>
      <QueryState query={query} errorTitle="Failed to load analytics data" loadingLabel="Loading analytics">
        {({ analytics: data }) => (
          <Stack gap="6" data-testid="analytics" aria-busy={query.loading}>
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" data-testid="overview-cards">
              <StatCard
                label="People"
                value={data.overview.totalEmployees}
                help={SCOPE_LABELS[data.scope]}
                icon={<Users />}
              />
              <StatCard
                label="Active requests"
                value={data.overview.activeRequests}
                help={`${data.overview.pendingRequests} pending`}
                icon={<CalendarCheck />}
                palette="orange"
              />
              <StatCard
                label="Approval rate"
                value={pct(data.overview.approvalRate)}
                help={`${pct(data.overview.rejectionRate)} rejected`}
                icon={<ThumbsUp />}
                palette="green"
              />
              <StatCard
                label="Avg processing time"
                value={daysLabel(data.overview.avgProcessingTime)}
                help={`${data.overview.totalPTOUsed} PTO · ${data.overview.totalSicknessUsed} sick days`}
                icon={<Clock />}
                palette="purple"
              />
            </SimpleGrid>
            {data.overview.totalEmployees === 0 ? (
              <Card.Root>
                <Card.Body>
                  <EmptyState
                    title="Nobody in your scope yet"
                    description="Analytics appear once people report to you."
                  />
                </Card.Body>
              </Card.Root>
            ) : (
              <>
                <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6">
                  <Section title="Monthly Trends" id="trends-title">
                    {charts ? <TrendsChart trends={data.trends} /> : <TrendsTable trends={data.trends} />}
                  </Section>
                  <Section title="Leave Days by Month" id="days-title">
                    {charts ? <LeaveDaysChart trends={data.trends} /> : <TrendsTable trends={data.trends} />}
                  </Section>
                </Grid>
                <Section title="Department Performance" id="departments-title">
                  {charts && data.departments.length > 0 && <DepartmentsChart departments={data.departments} />}
                  <DepartmentsTable departments={data.departments} />
                </Section>
                <Section title="Predictions" id="predictions-title">
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    Next month per department, fitted on up to 36 months of history; risk compares predicted PTO with
                    what the department has left.
                  </Text>
                  {data.predictions.length === 0 ? (
                    <Text color="fg.muted">Not enough history to predict yet.</Text>
                  ) : (
                    <>
                      {charts && <PredictionsChart predictions={data.predictions} />}
                      <PredictionsTable predictions={data.predictions} />
                    </>
                  )}
                </Section>
              </>
            )}
            <Section title="System Performance" id="performance-title">
              <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" data-testid="performance-cards">
                <StatCard
                  label="Avg approval time"
                  value={daysLabel(data.performance.avgApprovalTime)}
                  icon={<Timer />}
                />
                <StatCard
                  label="Decided within 48 h"
                  value={pct(data.performance.withinTargetRate)}
                  help="Target: every request"
                  icon={<Gauge />}
                  palette="green"
                />
                <StatCard
                  label="Overdue pending"
                  value={data.performance.overduePending}
                  help="Waiting longer than 48 hours"
                  icon={<Hourglass />}
                  palette={data.performance.overduePending ? 'red' : 'gray'}
                />
                <StatCard
                  label="Processed"
                  value={data.performance.totalProcessed}
                  help={`Approved or rejected in ${data.periodDays} days`}
                  icon={<CalendarCheck />}
                  palette="teal"
                />
              </SimpleGrid>
            </Section>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
