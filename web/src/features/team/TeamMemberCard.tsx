import { Badge, Box, Card, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateRange, formatDays } from '../../lib/dates';
import { ptoAlert, type PtoAlert } from './team';
import { dayCount } from '../../lib/plural';

export const TeamMemberCard_member = graphql(`
  fragment TeamMemberCard_member on User {
    id
    firstName
    lastName
    fullName
    email
    jobTitle
    department
    balances {
      id
      type
      totalDays
      usedDays
      pendingDays
      availableDays
      requestType {
        id
        displayName
      }
    }
  }
`);

export const TeamMemberCard_upcoming = graphql(`
  fragment TeamMemberCard_upcoming on LeaveRequest {
    id
    status
    startDate
    endDate
    requester {
      id
    }
    requestType {
      id
      displayName
    }
  }
`);

interface Props {
  member: FragmentType<typeof TeamMemberCard_member>;
  upcoming: FragmentType<typeof TeamMemberCard_upcoming>[];
  /** The server's alert level, when it gave one; otherwise derived from the PTO balance. */
  serverAlert?: 'LOW' | 'WARNING' | null;
}

const SERVER_ALERT: Record<'LOW' | 'WARNING', PtoAlert> = { LOW: 'critical', WARNING: 'warning' };

export function TeamMemberCard({ serverAlert, ...props }: Props) {
  const member = getFragmentData(TeamMemberCard_member, props.member);
  const upcoming = getFragmentData(TeamMemberCard_upcoming, props.upcoming);
  const pto = member.balances.find((b) => b.type === 'pto');
  const others = member.balances.filter((b) => b.type !== 'pto');
  const alert =
    serverAlert !== undefined ? (serverAlert ? SERVER_ALERT[serverAlert] : null) : ptoAlert(pto?.availableDays);
  const percent = pto && pto.totalDays > 0 ? Math.max(0, Math.min(100, (pto.availableDays / pto.totalDays) * 100)) : 0;

  return (
    <Card.Root size="sm" data-testid="team-member">
      <Card.Body>
        <Stack gap="3">
          <Flex justify="space-between" align="start" gap="2">
            <Box minW="0">
              <Text fontWeight="semibold" as="h3">
                {member.fullName}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {member.email}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {[member.jobTitle, member.department].filter(Boolean).join(' · ') || '—'}
              </Text>
            </Box>
            {alert === 'critical' && <Badge colorPalette="red">Low PTO</Badge>}
            {alert === 'warning' && <Badge colorPalette="yellow">PTO Warning</Badge>}
          </Flex>
          {pto ? (
            <Box>
              <Flex justify="space-between" fontSize="sm" mb="1">
                <Text>PTO balance</Text>
                <Text fontWeight="medium">
                  {formatDays(pto.availableDays)} of {dayCount(pto.totalDays)}
                </Text>
              </Flex>
              <Progress.Root
                value={percent}
                size="sm"
                colorPalette={alert === 'critical' ? 'red' : alert === 'warning' ? 'yellow' : 'green'}
                aria-label={`${member.fullName}: ${formatDays(pto.availableDays)} of ${formatDays(pto.totalDays)} PTO days left`}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              No PTO balance this year
            </Text>
          )}
          {others.length > 0 && (
            <HStack gap="4" fontSize="sm" wrap="wrap">
              {others.map((b) => (
                <Text key={b.id}>
                  {b.requestType.displayName}: <strong>{formatDays(b.availableDays)}</strong> of{' '}
                  {formatDays(b.totalDays)}
                </Text>
              ))}
            </HStack>
          )}
          <Box>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">
              Upcoming time off
            </Text>
            {upcoming.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                None planned
              </Text>
            ) : (
              <Stack gap="1">
                {upcoming.map((r) => (
                  <HStack key={r.id} fontSize="sm" justify="space-between">
                    <Text>
                      {r.requestType.displayName}: {formatDateRange(r.startDate, r.endDate)}
                    </Text>
                    <StatusBadge status={r.status} />
                  </HStack>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
