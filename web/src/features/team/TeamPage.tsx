import { Alert, Button, Card, SimpleGrid } from '@chakra-ui/react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '../../lib/useQuery';
import { AlertTriangle, CalendarClock, RefreshCw, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { graphql } from '../../__generated__';
import { EmptyState } from '../../components/EmptyState';
import { PageSpinner } from '../../components/LoadingScreen';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { StatCard } from '../../components/StatCard';
import { errorMessage } from '../../lib/apollo';
import { addDays, todayIso } from '../../lib/dates';
import { TeamMemberCard } from './TeamMemberCard';
import { PTO_CRITICAL_DAYS, UPCOMING_WINDOW_DAYS, matchesSearch } from './team';
import { FilterBar } from '../../components/FilterBar';
import { useTranslation } from '../../i18n';

const TeamQuery = graphql(`
  query TeamOverview($from: Date!, $to: Date!) {
    teamOverview {
      coverage {
        label
        people
      }
      teamSize
      upcomingPtoRequests
      upcomingPtoDays
      members {
        alert
        ptoAvailableDays
        user {
          id
          firstName
          lastName
          email
          jobTitle
          department
          ...TeamMemberCard_member
        }
      }
    }
    upcoming: leaveRequests(
      first: 100
      filter: { status: [APPROVED, PENDING], from: $from, to: $to }
      orderBy: { field: START_DATE, direction: ASC }
    ) {
      edges {
        node {
          id
          status
          startDate
          requester {
            id
          }
          ...TeamMemberCard_upcoming
        }
      }
    }
  }
`);

export default function TeamPage() {
  const { t } = useTranslation('team');
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState('');
  const today = todayIso();
  const windowEnd = addDays(today, UPCOMING_WINDOW_DAYS);
  const { data, error, refetch, networkStatus } = useQuery(TeamQuery, {
    variables: { from: today, to: windowEnd },
    notifyOnNetworkStatusChange: true,
  });
  const refreshing = networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.loading;

  const members = useMemo(() => data?.teamOverview.members.map((m) => ({ ...m.user, alert: m.alert })) ?? [], [data]);
  const departments = useMemo(
    () => [...new Set(members.map((m) => m.department).filter((d): d is string => !!d))].sort(),
    [members],
  );
  const filtered = members.filter((m) => matchesSearch(m, search) && (!department || m.department === department));
  const filteredView = filtered.length !== members.length || !!search || !!department;

  const upcomingByMember = useMemo(() => {
    const map = new Map<string, NonNullable<typeof data>['upcoming']['edges'][number]['node'][]>();
    for (const { node } of data?.upcoming.edges ?? []) {
      map.set(node.requester.id, [...(map.get(node.requester.id) ?? []), node]);
    }
    return map;
  }, [data]);

  const visibleIds = new Set(filtered.map((m) => m.id));
  // The server's figures cover the whole team; a filtered view counts what it shows.
  const upcomingPto = filteredView
    ? (data?.upcoming.edges ?? []).filter(
        ({ node }) =>
          node.status === 'APPROVED' &&
          node.startDate >= today &&
          node.startDate <= windowEnd &&
          visibleIds.has(node.requester.id),
      ).length
    : (data?.teamOverview.upcomingPtoRequests ?? 0);
  const lowPto = filtered.filter((m) => m.alert === 'LOW').length;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          data
            ? t('subtitle', { coverage: data.teamOverview.coverage.label, count: data.teamOverview.coverage.people })
            : t('subtitleLoading')
        }
        actions={
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={refreshing}>
            <RefreshCw /> {refreshing ? t('refreshing') : t('refresh')}
          </Button>
        }
      />
      {error && !data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('loadError.title')}</Alert.Title>
            <Alert.Description>{errorMessage(error, t('loadError.description'))}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('loadError.retry')}
          </Button>
        </Alert.Root>
      ) : !data ? (
        <PageSpinner />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
            <StatCard
              label={t('stats.teamSize')}
              value={filtered.length}
              help={filteredView ? t('stats.filtered') : t('stats.allMembers')}
              icon={<Users />}
            />
            <StatCard
              label={t('stats.upcoming')}
              value={upcomingPto}
              help={t('stats.upcomingHelp', { days: UPCOMING_WINDOW_DAYS })}
              icon={<CalendarClock />}
              palette="purple"
            />
            <StatCard
              label={t('stats.lowPto')}
              value={lowPto}
              help={t('stats.lowPtoHelp', { days: PTO_CRITICAL_DAYS })}
              icon={<AlertTriangle />}
              palette={lowPto ? 'red' : 'green'}
            />
          </SimpleGrid>
          <FilterBar
            mb="6"
            search={{
              label: t('filters.search'),
              placeholder: t('filters.searchPlaceholder'),
              value: search,
              onChange: setSearch,
              minW: '56',
            }}
          >
            <SelectField
              label={t('filters.department')}
              value={department}
              onChange={setDepartment}
              options={[
                { value: '', label: t('filters.allDepartments') },
                ...departments.map((d) => ({ value: d, label: d })),
              ]}
            />
          </FilterBar>
          {filtered.length === 0 ? (
            <Card.Root>
              <Card.Body>
                <EmptyState icon={<Users />} title={t('empty')} />
              </Card.Body>
            </Card.Root>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              {filtered.map((m) => (
                <TeamMemberCard
                  key={m.id}
                  member={m}
                  serverAlert={m.alert}
                  upcoming={upcomingByMember.get(m.id) ?? []}
                />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </>
  );
}
