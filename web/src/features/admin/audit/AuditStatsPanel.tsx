import { Button, Flex, Grid, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Activity, CalendarRange, RefreshCw, Users } from 'lucide-react';
import { graphql } from '../../../__generated__';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { ComparisonBarChart } from '../../../components/charts/ComparisonBarChart';
import { TrendChart } from '../../../components/charts/TrendChart';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { PageSpinner } from '../../../components/LoadingScreen';
import { StatCard } from '../../../components/StatCard';
import { errorMessage } from '../../../lib/apollo';
import { formatDate } from '../../../lib/dates';
import { dailyRows } from './auditFormat';

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
const dayLabel = (date: string) => {
  const [, month, day] = date.split('-').map(Number);
  return `${month}/${day}`;
};

/** Spec §2 audit Statistics: the last 30 days per day and per action, as charts and a table. */
export function AuditStatsPanel() {
  const query = useQuery(AuditStatsQuery, { notifyOnNetworkStatusChange: true });
  const stats = (query.data ?? query.previousData)?.auditStats;
  const refreshing = query.networkStatus === NetworkStatus.refetch;
  if (query.error && !stats)
    return (
      <ErrorWithRetry
        title="Failed to load audit data"
        description={errorMessage(query.error, '')}
        onRetry={() => void query.refetch()}
        retrying={refreshing}
      />
    );
  if (!stats) return <PageSpinner label="Loading audit statistics" />;

  const today = new Date().toISOString().slice(0, 10);
  const { actions, rows } = dailyRows(stats.daily, stats.byAction, stats.since, today);
  const topActions = stats.byAction.slice(0, 10);
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          Since {formatDate(stats.since)} (the last 30 days)
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void query.refetch()}
          loading={refreshing}
          loadingText="Refreshing..."
        >
          <RefreshCw /> Refresh
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <StatCard label="Entries" value={stats.totalEntries} help="Recorded actions" icon={<Activity />} />
        <StatCard label="Active people" value={stats.activeActors} icon={<Users />} palette="green" />
        <StatCard
          label="Actions"
          value={stats.byAction.length}
          help="Distinct kinds"
          icon={<CalendarRange />}
          palette="purple"
        />
      </SimpleGrid>
      {stats.totalEntries === 0 ? (
        <EmptyState
          title="No audit logs found matching your criteria"
          description="Nothing was recorded in the last 30 days."
        />
      ) : (
        <>
          <ChartPanel title="Entries per day" description="The most frequent actions apart, the rest as other">
            <TrendChart
              kind="bar"
              data={rows}
              xKey="date"
              formatX={dayLabel}
              integer
              label="Audit entries per day over the last 30 days, stacked by action"
              series={[
                ...actions.map((action, index) => ({
                  key: action,
                  label: action,
                  color: ACTION_COLORS[index],
                  stackId: 'day',
                })),
                ...(rows.some((row) => Number(row.other) > 0)
                  ? [{ key: 'other', label: 'other', color: 'gray.solid', stackId: 'day' }]
                  : []),
              ]}
            />
          </ChartPanel>
          <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6">
            <ChartPanel title="Entries by action" description="The 10 most frequent actions">
              <ComparisonBarChart
                data={topActions}
                categoryKey="key"
                integer
                label="Audit entries by action over the last 30 days"
                series={[{ key: 'count', label: 'Entries', color: 'blue.solid' }]}
                categoryWidth={150}
              />
            </ChartPanel>
            <ChartPanel title="All actions">
              <Table.ScrollArea
                borderWidth="1px"
                rounded="md"
                tabIndex={0}
                role="region"
                aria-label="Entry counts by action"
              >
                <Table.Root size="sm" striped>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Action</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Entries</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {stats.byAction.map((item) => (
                      <Table.Row key={item.key}>
                        <Table.Cell wordBreak="break-all">{item.key}</Table.Cell>
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
