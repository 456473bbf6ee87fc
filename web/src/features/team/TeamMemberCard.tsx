import { Badge, Box, Card, Flex, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateRange } from '../../lib/dates';
import { Trans, formatLocale, useTranslation } from '../../i18n';
import { ptoAlert, type PtoAlert } from './team';

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
  const { t, i18n } = useTranslation('team');
  const locale = formatLocale(i18n.language);
  const member = getFragmentData(TeamMemberCard_member, props.member);
  const upcoming = getFragmentData(TeamMemberCard_upcoming, props.upcoming);
  const pto = member.balances.find((b) => b.type === 'pto');
  const others = member.balances.filter((b) => b.type !== 'pto');
  const alert =
    serverAlert !== undefined ? (serverAlert ? SERVER_ALERT[serverAlert] : null) : ptoAlert(pto?.availableDays);
  const role = [member.jobTitle, member.department].filter(Boolean).join(' · ') || '—';
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
                {role}
              </Text>
            </Box>
            {alert === 'critical' && <Badge colorPalette="red">{t('card.lowPto')}</Badge>}
            {alert === 'warning' && <Badge colorPalette="yellow">{t('card.ptoWarning')}</Badge>}
          </Flex>
          {pto ? (
            <Box>
              <Flex justify="space-between" fontSize="sm" mb="1">
                <Text>{t('card.ptoBalance')}</Text>
                <Text fontWeight="medium">
                  {t('card.balanceOf', { available: pto.availableDays, count: pto.totalDays })}
                </Text>
              </Flex>
              <Progress.Root
                value={percent}
                size="sm"
                colorPalette={alert === 'critical' ? 'red' : alert === 'warning' ? 'yellow' : 'green'}
                aria-label={t('card.balanceLabel', {
                  name: member.fullName,
                  available: pto.availableDays,
                  total: pto.totalDays,
                })}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('card.noPto')}
            </Text>
          )}
          {others.length > 0 && (
            <HStack gap="4" fontSize="sm" wrap="wrap">
              {others.map((b) => (
                <Text key={b.id}>
                  <Trans
                    t={t}
                    i18nKey="card.otherBalance"
                    values={{ type: b.requestType.displayName, available: b.availableDays, total: b.totalDays }}
                    components={{ strong: <strong /> }}
                  />
                </Text>
              ))}
            </HStack>
          )}
          <Box>
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">
              {t('card.upcoming')}
            </Text>
            {upcoming.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('card.nonePlanned')}
              </Text>
            ) : (
              <Stack gap="1">
                {upcoming.map((r) => (
                  <HStack key={r.id} fontSize="sm" justify="space-between">
                    <Text>
                      {t('card.upcomingEntry', {
                        type: r.requestType.displayName,
                        dates: formatDateRange(r.startDate, r.endDate, new Date(), locale),
                      })}
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
