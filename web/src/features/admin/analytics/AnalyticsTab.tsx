import { Box, Button, Flex, Tabs, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '../../../lib/useQuery';
import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../../__generated__';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { SelectField } from '../../../components/SelectField';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { ANALYTICS_PERIODS } from './analyticsFormat';
import { DepartmentsPanel } from './DepartmentsPanel';
import { OverviewPanel } from './OverviewPanel';
import { PredictionsPanel } from './PredictionsPanel';
import { ReportsPanel } from './ReportsPanel';
import { TrendsPanel } from './TrendsPanel';

const AnalyticsQuery = graphql(`
  query AdminAnalytics($periodDays: Int!) {
    analytics(periodDays: $periodDays) {
      periodDays
      overview {
        ...OverviewPanel_overview
      }
      performance {
        ...OverviewPanel_performance
      }
      trends {
        ...TrendsPanel_trend
      }
      departments {
        ...DepartmentsPanel_department
      }
      predictions {
        ...PredictionsPanel_prediction
      }
    }
  }
`);

const VIEWS = ['overview', 'trends', 'departments', 'predictions', 'reports'] as const;
type View = (typeof VIEWS)[number];

/** Views that depend on the chosen period (trends and predictions have fixed windows). */
const PERIOD_VIEWS: View[] = ['overview', 'departments'];

/**
 * Spec §2 analytics dashboard: Overview, Trends, Departments, Predictions and the custom report
 * generator. The sub-tab and period follow the URL (`view`, `period`), so a view can be linked to.
 */
export default function AnalyticsTab() {
  const { t } = useTranslation('admin-analytics');
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.find((candidate) => candidate === params.get('view')) ?? 'overview';
  const period = ANALYTICS_PERIODS.find((candidate) => candidate === params.get('period')) ?? '365';
  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      Object.entries(changes).forEach(([key, value]) => next.set(key, value));
      return next;
    });

  const query = useQuery(AnalyticsQuery, {
    variables: { periodDays: Number(period) },
    notifyOnNetworkStatusChange: true,
    skip: view === 'reports',
  });
  const analytics = (query.data ?? query.previousData)?.analytics;
  const refreshing = query.networkStatus === NetworkStatus.refetch;

  const content = (render: (data: NonNullable<typeof analytics>) => React.ReactNode) => {
    if (query.error && !analytics)
      return (
        <ErrorWithRetry
          title={t('loadFailed')}
          description={errorMessage(query.error, '')}
          onRetry={() => void query.refetch()}
          retrying={refreshing}
        />
      );
    if (!analytics) return <PageSpinner label={t('loading')} />;
    return render(analytics);
  };

  return (
    <Tabs.Root
      value={view}
      onValueChange={({ value }) => update({ view: value })}
      variant="enclosed"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <Flex gap="3" mb="5" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
        <Box overflowX="auto" flex="1" minW="0">
          {/* Longer names (German) wrap onto a second row on phones rather than run under the edge. */}
          <Tabs.List flexWrap="wrap" aria-label={t('views.label')}>
            {VIEWS.map((candidate) => (
              <Tabs.Trigger key={candidate} value={candidate}>
                {t(`views.${candidate}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {view !== 'reports' && (
          <Flex gap="3" align="flex-end" wrap="wrap">
            {PERIOD_VIEWS.includes(view) ? (
              <SelectField
                label={t('period.label')}
                name="period"
                value={period}
                onChange={(value) => update({ period: value })}
                options={ANALYTICS_PERIODS.map((days) => ({
                  value: days,
                  label: t('period.last', { days: Number(days) }),
                }))}
              />
            ) : (
              <Text fontSize="sm" color="fg.muted" pb="1.5">
                {view === 'trends' ? t('period.lastYear') : t('period.nextMonth')}
              </Text>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={() => void query.refetch()}
              loading={refreshing}
              loadingText={t('refreshing')}
            >
              <RefreshCw /> {t('refresh')}
            </Button>
          </Flex>
        )}
      </Flex>
      <Tabs.Content value="overview" p="0">
        {content((data) => (
          <OverviewPanel
            overview={data.overview}
            performance={data.performance}
            trends={data.trends}
            periodDays={data.periodDays}
          />
        ))}
      </Tabs.Content>
      <Tabs.Content value="trends" p="0">
        {content((data) => (
          <TrendsPanel trends={data.trends} />
        ))}
      </Tabs.Content>
      <Tabs.Content value="departments" p="0">
        {content((data) => (
          <DepartmentsPanel departments={data.departments} periodDays={data.periodDays} />
        ))}
      </Tabs.Content>
      <Tabs.Content value="predictions" p="0">
        {content((data) => (
          <PredictionsPanel predictions={data.predictions} />
        ))}
      </Tabs.Content>
      <Tabs.Content value="reports" p="0">
        <ReportsPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
