import { Button, Card, Flex, Grid, Menu, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '../../lib/useQuery';
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
import { daysLabel, downloadFile, percentLabel, PERIODS, reportCsv, reportHtml, scopeLabel } from './analyticsReport';
import { formatLocale, useTranslation } from '../../i18n';

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
  const { t, i18n } = useTranslation('analytics');
  const pct = (value: number) => percentLabel(value, formatLocale(i18n.language));

  const exportReport = (format: 'csv' | 'html') => {
    if (!data) return;
    const name = `leavewise-analytics-${data.periodDays}d-${data.periodEnd}`;
    if (format === 'csv') downloadFile(`${name}.csv`, reportCsv(data, t), 'text/csv;charset=utf-8');
    else downloadFile(`${name}.html`, reportHtml(data, t, i18n.language), 'text/html;charset=utf-8');
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          data
            ? t('subtitle', {
                scope: scopeLabel(t, data.scope),
                start: formatDate(data.periodStart),
                end: formatDate(data.periodEnd),
                updated: formatDateTime(data.generatedAt),
              })
            : t('subtitleLoading')
        }
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.loading}>
              <RefreshCw /> {t('refresh')}
            </Button>
            <Menu.Root positioning={{ placement: 'bottom-end' }}>
              <Menu.Trigger asChild>
                <Button colorPalette="blue" size="sm" disabled={!data}>
                  <Download /> {t('export.button')} <ChevronDown />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="csv" onClick={() => exportReport('csv')}>
                      <FileSpreadsheet /> CSV
                    </Menu.Item>
                    <Menu.Item value="html" onClick={() => exportReport('html')}>
                      <Printer /> {t('export.html')}
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
              label={t('period.label')}
              value={String(periodDays)}
              onChange={(value) => setPeriodDays(Number(value))}
              options={PERIODS.map((days) => ({ value: String(days), label: t('period.last', { days }) }))}
            />
            <SelectField
              label={t('view.label')}
              value={view}
              onChange={(value) => setView(value as ViewMode)}
              options={[
                { value: 'charts', label: t('view.charts') },
                { value: 'tables', label: t('view.tables') },
              ]}
            />
          </Flex>
        </Card.Body>
      </Card.Root>
      <QueryState query={query} errorTitle={t('loadError')} loadingLabel={t('loading')}>
        {({ analytics: data }) => (
          <Stack gap="6" data-testid="analytics" aria-busy={query.loading}>
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" data-testid="overview-cards">
              <StatCard
                label={t('cards.people')}
                value={data.overview.totalEmployees}
                help={scopeLabel(t, data.scope)}
                icon={<Users />}
              />
              <StatCard
                label={t('cards.activeRequests')}
                value={data.overview.activeRequests}
                help={t('cards.pending', { count: data.overview.pendingRequests })}
                icon={<CalendarCheck />}
                palette="orange"
              />
              <StatCard
                label={t('cards.approvalRate')}
                value={pct(data.overview.approvalRate)}
                help={t('cards.rejected', { rate: pct(data.overview.rejectionRate) })}
                icon={<ThumbsUp />}
                palette="green"
              />
              <StatCard
                label={t('cards.avgProcessing')}
                value={daysLabel(t, data.overview.avgProcessingTime)}
                help={t('cards.used', { pto: data.overview.totalPTOUsed, sick: data.overview.totalSicknessUsed })}
                icon={<Clock />}
                palette="purple"
              />
            </SimpleGrid>
            {data.overview.totalEmployees === 0 ? (
              <Card.Root>
                <Card.Body>
                  <EmptyState title={t('empty.title')} description={t('empty.description')} />
                </Card.Body>
              </Card.Root>
            ) : (
              <>
                <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6">
                  <Section title={t('sections.trends')} id="trends-title">
                    {charts ? <TrendsChart trends={data.trends} /> : <TrendsTable trends={data.trends} />}
                  </Section>
                  <Section title={t('sections.leaveDays')} id="days-title">
                    {charts ? <LeaveDaysChart trends={data.trends} /> : <TrendsTable trends={data.trends} />}
                  </Section>
                </Grid>
                <Section title={t('sections.departments')} id="departments-title">
                  {charts && data.departments.length > 0 && <DepartmentsChart departments={data.departments} />}
                  <DepartmentsTable departments={data.departments} />
                </Section>
                <Section title={t('sections.predictions')} id="predictions-title">
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    {t('predictionsHelp')}
                  </Text>
                  {data.predictions.length === 0 ? (
                    <Text color="fg.muted">{t('noPredictions')}</Text>
                  ) : (
                    <>
                      {charts && <PredictionsChart predictions={data.predictions} />}
                      <PredictionsTable predictions={data.predictions} />
                    </>
                  )}
                </Section>
              </>
            )}
            <Section title={t('sections.performance')} id="performance-title">
              <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" data-testid="performance-cards">
                <StatCard
                  label={t('cards.avgApproval')}
                  value={daysLabel(t, data.performance.avgApprovalTime)}
                  icon={<Timer />}
                />
                <StatCard
                  label={t('cards.withinTarget')}
                  value={pct(data.performance.withinTargetRate)}
                  help={t('cards.target')}
                  icon={<Gauge />}
                  palette="green"
                />
                <StatCard
                  label={t('cards.overdue')}
                  value={data.performance.overduePending}
                  help={t('cards.overdueHelp')}
                  icon={<Hourglass />}
                  palette={data.performance.overduePending ? 'red' : 'gray'}
                />
                <StatCard
                  label={t('cards.processed')}
                  value={data.performance.totalProcessed}
                  help={t('cards.processedHelp', { days: data.periodDays })}
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
