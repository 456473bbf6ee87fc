import { Badge, Box, Button, Card, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FileEdit, FileText, Inbox, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getFragmentData, graphql } from '../../__generated__';
import { useViewer } from '../../app/auth';
import { QueryState } from '../../components/QueryState';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable } from '../../components/DataTable';
import { formatDate, formatDateRange, formatDateTime, formatDays, requestedDays } from '../../lib/dates';
import { formatAmount } from '../schedules/scheduleLabels';
import { deleteDraft, loadDrafts, startEditingDraft, type Draft } from '../../lib/drafts';
import { RequestDetailsDialog } from '../requests/RequestDetailsDialog';
import { shortRequestId } from '../requests/requestLabels';
import { dayCount } from '../../lib/plural';

const PAGE_SIZE = 25;

const HistoryPage_request = graphql(`
  fragment HistoryPage_request on LeaveRequest {
    id
    requestId
    status
    startDate
    endDate
    days
    unit
    requestType {
      id
      displayName
    }
    ...RequestDetailsDialog_request
  }
`);

const HistoryQuery = graphql(`
  query RequestHistory($userId: ID!, $first: Int!) {
    leaveRequests(first: $first, filter: { userId: $userId }, orderBy: { field: CREATED_AT, direction: DESC }) {
      totalCount
      pageInfo {
        hasNextPage
      }
      edges {
        node {
          ...HistoryPage_request
        }
      }
    }
    requestTypes(includeInactive: true) {
      id
      name
      displayName
    }
  }
`);

function DraftsCard({ typeLabel }: { typeLabel: (name: string) => string }) {
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<Draft[]>(() => loadDrafts());

  return (
    <Card.Root as="section" aria-labelledby="drafts-title">
      <Card.Header>
        <Card.Title id="drafts-title" as="h2">
          Saved Drafts
        </Card.Title>
      </Card.Header>
      <Card.Body pt="0">
        {drafts.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No saved drafts. Use Save Draft on the request form to keep a request for later.
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="drafts">
            {drafts.map((d) => (
              <Flex as="li" key={d.id} align="center" gap="3" p="3" borderWidth="1px" rounded="md" wrap="wrap">
                <Box flex="1" minW="48">
                  <HStack>
                    <Text fontWeight="medium">{typeLabel(d.type)}</Text>
                    <Badge variant="outline">Draft</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateRange(d.startDate, d.endDate)} ·{' '}
                    {dayCount(requestedDays(d.startDate, d.endDate, d.startHalfDay, d.endHalfDay))} · saved{' '}
                    {formatDateTime(d.savedAt)}
                  </Text>
                </Box>
                <HStack>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      startEditingDraft(d.id);
                      navigate('/dashboard');
                    }}
                  >
                    <FileEdit /> Edit
                  </Button>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete draft from ${formatDate(d.startDate)}`}
                    onClick={() => {
                      deleteDraft(d.id);
                      setDrafts(loadDrafts());
                    }}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export default function HistoryPage() {
  const viewer = useViewer();
  const [openId, setOpenId] = useState<string | null>(null);
  const [first, setFirst] = useState(PAGE_SIZE);
  const query = useQuery(HistoryQuery, { variables: { userId: viewer.id, first } });
  const { loading } = query;
  const data = query.data ?? query.previousData;
  const requests =
    getFragmentData(
      HistoryPage_request,
      data?.leaveRequests.edges.map((e) => e.node),
    ) ?? [];
  const open = requests.find((r) => r.id === openId) ?? null;
  const typeLabel = (name: string) => data?.requestTypes.find((t) => t.name === name)?.displayName ?? name;

  return (
    <>
      <PageHeader title="Request History" subtitle="Your drafts and every request you have submitted." />
      <Stack gap="6">
        <DraftsCard typeLabel={typeLabel} />
        <Card.Root as="section" aria-labelledby="submitted-title">
          <Card.Header>
            <Card.Title id="submitted-title" as="h2">
              Submitted Requests {data ? `(${data.leaveRequests.totalCount})` : ''}
            </Card.Title>
          </Card.Header>
          <Card.Body pt="0">
            <QueryState
              query={query}
              errorTitle="Failed to load requests"
              isEmpty={() => requests.length === 0}
              empty={{
                icon: <Inbox />,
                title: 'No submitted requests yet',
                description: 'Use New Request on the dashboard to ask for time off.',
              }}
            >
              {(data) => (
                <>
                  <DataTable
                    label="Submitted requests"
                    testId="submitted-requests"
                    rows={requests}
                    rowKey={(r) => r.id}
                    minTableWidth={560}
                    columns={[
                      {
                        key: 'type',
                        header: 'Type',
                        card: 'title',
                        cell: (r) => <Text fontWeight="medium">{r.requestType.displayName}</Text>,
                      },
                      {
                        key: 'dates',
                        header: 'Dates',
                        nowrap: true,
                        cell: (r) => formatDateRange(r.startDate, r.endDate),
                      },
                      {
                        key: 'days',
                        header: 'Days',
                        cell: (r) => (r.unit === 'HOURS' ? formatAmount(r.days, r.unit) : formatDays(r.days)),
                      },
                      {
                        key: 'id',
                        header: 'ID',
                        cell: (r) => (
                          <Text as="span" fontFamily="mono" title={r.requestId}>
                            {shortRequestId(r.requestId)}
                          </Text>
                        ),
                      },
                      { key: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
                      {
                        key: 'view',
                        header: 'Details',
                        align: 'end',
                        card: 'actions',
                        cell: (r) => (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setOpenId(r.id)}
                            aria-label={`View request ${r.requestId}`}
                          >
                            <FileText /> View
                          </Button>
                        ),
                      },
                    ]}
                  />
                  {data.leaveRequests.pageInfo.hasNextPage && (
                    <Flex justify="center" mt="4">
                      <Button
                        variant="outline"
                        size="sm"
                        loading={loading}
                        onClick={() => setFirst((n) => n + PAGE_SIZE)}
                      >
                        Load more
                      </Button>
                    </Flex>
                  )}
                </>
              )}
            </QueryState>
          </Card.Body>
        </Card.Root>
      </Stack>
      <RequestDetailsDialog request={open} onClose={() => setOpenId(null)} />
    </>
  );
}
