import { Button, Card, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, Inbox } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { formatDateRange, timeAgo } from '../../lib/dates';
import { useTranslation } from '../../i18n';

/** The requests waiting for the viewer's decision, oldest first (the first is the one to link to). */
export const WaitingForYouCard_waiting = graphql(`
  fragment WaitingForYouCard_waiting on LeaveRequestConnection {
    totalCount
    edges {
      node {
        id
        requestId
        startDate
        endDate
        createdAt
        requestType {
          id
          displayName
        }
        requester {
          id
          fullName
        }
      }
    }
  }
`);

/** Where a request waiting for a decision opens: its card on Pending Approvals, in sight. */
export const approvalLink = (requestId: string) => `/approvals?request=${encodeURIComponent(requestId)}`;

/**
 * "Waiting for you", first on the dashboard of anyone who decides requests: how many wait for their
 * decision and the oldest of them, one click from its card on Pending Approvals.
 */
export function WaitingForYouCard(props: { waiting: FragmentType<typeof WaitingForYouCard_waiting> }) {
  const { t } = useTranslation('dashboard');
  const waiting = getFragmentData(WaitingForYouCard_waiting, props.waiting);
  const oldest = waiting.edges[0]?.node;
  const count = waiting.totalCount;
  return (
    <Card.Root
      as="section"
      aria-labelledby="waiting-title"
      data-testid="waiting-for-you"
      borderColor={count ? 'orange.emphasized' : undefined}
      bg={count ? 'orange.subtle' : undefined}
    >
      <Card.Body>
        <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Flex gap="3" align="start" flex="1" minW="0">
            <Flex bg={count ? 'orange.solid' : 'bg.muted'} color={count ? 'white' : 'fg.muted'} p="2" rounded="md">
              <Icon boxSize="5">
                <Inbox />
              </Icon>
            </Flex>
            <Stack gap="0.5" minW="0">
              <Text as="h2" id="waiting-title" fontWeight="semibold">
                {t('waiting.title')}
              </Text>
              <Text fontSize="2xl" fontWeight="bold" lineHeight="short" data-testid="waiting-count">
                {count ? t('waiting.count', { count }) : t('waiting.nothing')}
              </Text>
              {oldest ? (
                <Text fontSize="sm" color="fg.muted" data-testid="waiting-oldest">
                  {t('waiting.oldest', {
                    name: oldest.requester.fullName,
                    type: oldest.requestType.displayName,
                    dates: formatDateRange(oldest.startDate, oldest.endDate),
                    ago: timeAgo(oldest.createdAt),
                  })}
                </Text>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t('waiting.explanation')}
                </Text>
              )}
            </Stack>
          </Flex>
          <Flex gap="2" wrap="wrap" flexShrink="0">
            {oldest && (
              <Button asChild colorPalette="blue" size="sm">
                <RouterLink to={approvalLink(oldest.requestId)}>
                  {t('waiting.reviewOldest')} <ArrowRight />
                </RouterLink>
              </Button>
            )}
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/approvals">{t('waiting.open')}</RouterLink>
            </Button>
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
