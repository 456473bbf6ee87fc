import { Button, Flex, Grid, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '../../../lib/useQuery';
import { Activity, CalendarRange, RefreshCw, Users } from 'lucide-react';
import { graphql } from '../../../__generated__';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { ComparisonBarChart } from '../../../components/charts/ComparisonBarChart';
import { TrendChart } from '../../../components/charts/TrendChart';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { StatCard } from '../../../components/StatCard';
import { useTranslation } from '../../../i18n';
import { errorMessage } from '../../../lib/apollo';
import { formatDate } from '../../../lib/dates';
import { actionName, dailyRows, dayLabel } from './auditFormat';

const AuditStatsQuery = graphql(`
  query AdminAuditStats {
    auditStats {
      since
      totalEntries
      activeActors
      daily {
        action
        date
        count
      }
      byAction {
        key
        count
      }
    }
  }
`);

const ACTION_COLORS = ['blue.solid', 'green.solid', 'orange.solid', 'purple.solid'];

/** Spec §2 audit Statistics: the last 30 days per day and per action, as charts and a table. */
export function AuditStatsPanel() {
  const { t } = useTranslation('admin-audit');
  const query = useQuery(AuditStatsQuery, { notifyOnNetworkStatusChange: true });
  const stats = (query.data ?? query.previousData)?.auditStats;
  const refreshing = query.networkStatus === NetworkStatus.refetch;
  if (query.error && !stats)
    return (
      <ErrorWithRetry
        title={t('loadFailed')}
        description={errorMessage(query.error, '')}
        onRetry={() => void query.refetch()}
        retrying={refreshing}
      />
    );
  if (!stats) return <PageSpinner label={t('stats.loading')} />;

  const today = new Date().toISOString().slice(0, 10);
  const { actions, rows } = dailyRows(stats.daily, stats.byAction, stats.since, today);
  const topActions = stats.byAction.slice(0, 10).map((item) => ({ ...item, name: actionName(t, item.key) }));
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          {t('stats.since', { date: formatDate(stats.since) })}
        </Text>
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
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard
          label={t('stats.entries')}
          value={stats.totalEntries}
          help={t('stats.entriesHelp')}
          icon={<Activity />}
        />
        <StatCard label={t('stats.activePeople')} value={stats.activeActors} icon={<Users />} palette="green" />
        <StatCard
          label={t('stats.actions')}
          value={stats.byAction.length}
          help={t('stats.actionsHelp')}
          icon={<CalendarRange />}
          palette="purple"
        />
      </SimpleGrid>
      {stats.totalEntries === 0 ? (
        <EmptyState title={t('logs.empty')} description={t('stats.empty')} />
      ) : (
        <>
          <ChartPanel title={t('stats.perDay')} description={t('stats.perDayHelp')}>
            <TrendChart
              kind="bar"
              data={rows}
              xKey="date"
              formatX={dayLabel}
              integer
              label={t('stats.perDayChart')}
              series={[
                ...actions.map((action, index) => ({
                  key: action,
                  label: actionName(t, action),
                  color: ACTION_COLORS[index],
                  stackId: 'day',
                })),
                ...(rows.some((row) => Number(row.other) > 0)
                  ? [{ key: 'other', label: t('stats.other'), color: 'gray.solid', stackId: 'day' }]
                  : []),
              ]}
            />
          </ChartPanel>
          <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6">
            <ChartPanel title={t('stats.byAction')} description={t('stats.byActionHelp')}>
              <ComparisonBarChart
                data={topActions}
                categoryKey="name"
                integer
                label={t('stats.byActionChart')}
                series={[{ key: 'count', label: t('stats.entries'), color: 'blue.solid' }]}
                categoryWidth={150}
              />
            </ChartPanel>
            <ChartPanel title={t('stats.allActions')}>
              <Table.ScrollArea
                borderWidth="1px"
                rounded="md"
                tabIndex={0}
                role="region"
                aria-label={t('stats.countsTable')}
              >
                <Table.Root size="sm" striped>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('columns.action')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('stats.entries')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {stats.byAction.map((item) => (
                      <Table.Row key={item.key}>
                        <Table.Cell>
                          {actionName(t, item.key)}
                          <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
                            {item.key}
                          </Text>
                        </Table.Cell>
                        <Table.Cell textAlign="end">{item.count}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </ChartPanel>
          </Grid>
        </>
      )}
    </Stack>
  );
}
