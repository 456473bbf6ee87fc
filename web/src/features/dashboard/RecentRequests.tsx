import { Box, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { EmptyState } from '../../components/EmptyState';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateRange } from '../../lib/dates';
import { useTranslation } from '../../i18n';
import { RequestDetailsDialog } from '../requests/RequestDetailsDialog';

export const RecentRequests_request = graphql(`
  fragment RecentRequests_request on LeaveRequest {
    id
    status
    startDate
    endDate
    days
    requestType {
      id
      displayName
      color
    }
    ...RequestDetailsDialog_request
  }
`);

export function RecentRequests({
  total,
  ...props
}: {
  requests: FragmentType<typeof RecentRequests_request>[];
  total: number;
}) {
  const requests = getFragmentData(RecentRequests_request, props.requests);
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = requests.find((r) => r.id === openId) ?? null;

  return (
    <Card.Root as="section" aria-labelledby="recent-requests-title">
      <Card.Header>
        <Flex justify="space-between" align="center">
          <Card.Title id="recent-requests-title" as="h2">
            {t('recent.title')}
          </Card.Title>
          <Button size="sm" variant="ghost" onClick={() => navigate('/history')}>
            {t('recent.viewAll', { count: total })}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {requests.length === 0 ? (
          <EmptyState icon={<Inbox />} title={t('recent.empty')} description={t('recent.emptyHelp')} />
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="recent-requests">
            {requests.map((r) => (
              <Box as="li" key={r.id}>
                <Flex
                  as="button"
                  w="full"
                  textAlign="start"
                  align="center"
                  gap="3"
                  p="3"
                  rounded="md"
                  borderWidth="1px"
                  _hover={{ bg: 'bg.muted' }}
                  onClick={() => setOpenId(r.id)}
                >
                  <Box
                    w="1"
                    alignSelf="stretch"
                    rounded="full"
                    style={{ background: r.requestType.color }}
                    aria-hidden
                  />
                  <Box flex="1" minW="0">
                    <Text fontWeight="medium" fontSize="sm">
                      {t('recent.line', { type: r.requestType.displayName, days: Math.round(r.days * 10) / 10 })}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDateRange(r.startDate, r.endDate)}
                    </Text>
                  </Box>
                  <StatusBadge status={r.status} />
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
      <RequestDetailsDialog request={open} onClose={() => setOpenId(null)} />
    </Card.Root>
  );
}
