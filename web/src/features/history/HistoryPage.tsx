import { Badge, Box, Button, Card, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '../../lib/useQuery';
import { FileEdit, FileText, Inbox, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getFragmentData, graphql } from '../../__generated__';
import { useViewer } from '../../auth/auth';
import { QueryState } from '../../components/QueryState';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { DataTable } from '../../components/DataTable';
import { formatDate, formatDateRange, formatDateTime, formatDays, requestedDays } from '../../lib/dates';
import { formatAmount } from '../dashboard/amounts';
import { deleteDraft, loadDrafts, startEditingDraft, type Draft } from '../../lib/drafts';
import { RequestDetailsDialog } from '../requests/RequestDetailsDialog';
import { shortRequestId } from '../requests/requestLabels';
import { useTranslation } from '../../i18n';

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
  const { t } = useTranslation('history');
  const navigate = useNavigate();
  const [drafts, setDrafts] = useState<Draft[]>(() => loadDrafts());

  return (
    <Card.Root as="section" aria-labelledby="drafts-title">
      <Card.Header>
        <Card.Title id="drafts-title" as="h2">
          {t('drafts.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="0">
        {drafts.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('drafts.empty')}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" data-testid="drafts">
            {drafts.map((d) => (
              <Flex as="li" key={d.id} align="center" gap="3" p="3" borderWidth="1px" rounded="md" wrap="wrap">
                <Box flex="1" minW="48">
                  <HStack>
                    <Text fontWeight="medium">{typeLabel(d.type)}</Text>
                    <Badge variant="outline">{t('drafts.badge')}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('drafts.line', {
                      dates: formatDateRange(d.startDate, d.endDate),
                      days: requestedDays(d.startDate, d.endDate, d.startHalfDay, d.endHalfDay),
                      savedAt: formatDateTime(d.savedAt),
                    })}
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
                    <FileEdit /> {t('drafts.edit')}
                  </Button>
                  <IconButton
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('drafts.delete', { date: formatDate(d.startDate) })}
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
  // The request dialog's words load with the page.
  const { t } = useTranslation(['history', 'requests']);
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
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack gap="6">
        <DraftsCard typeLabel={typeLabel} />
        <Card.Root as="section" aria-labelledby="submitted-title">
          <Card.Header>
            <Card.Title id="submitted-title" as="h2">
              {data ? t('submitted.titleCount', { count: data.leaveRequests.totalCount }) : t('submitted.title')}
            </Card.Title>
          </Card.Header>
          <Card.Body pt="0">
            <QueryState
              query={query}
              errorTitle={t('submitted.loadFailed')}
              isEmpty={() => requests.length === 0}
              empty={{
                icon: <Inbox />,
                title: t('submitted.empty'),
                description: t('submitted.emptyHelp'),
              }}
            >
              {(data) => (
                <>
                  <DataTable
                    label={t('submitted.label')}
                    testId="submitted-requests"
                    rows={requests}
                    rowKey={(r) => r.id}
                    minTableWidth={560}
                    columns={[
                      {
                        key: 'type',
                        header: t('submitted.type'),
                        card: 'title',
                        cell: (r) => <Text fontWeight="medium">{r.requestType.displayName}</Text>,
                      },
                      {
                        key: 'dates',
                        header: t('submitted.dates'),
                        nowrap: true,
                        cell: (r) => formatDateRange(r.startDate, r.endDate),
                      },
                      {
                        key: 'days',
                        header: t('submitted.days'),
                        cell: (r) => (r.unit === 'HOURS' ? formatAmount(r.days, r.unit) : formatDays(r.days)),
                      },
                      {
                        key: 'id',
                        header: t('submitted.id'),
                        cell: (r) => (
                          <Text as="span" fontFamily="mono" title={r.requestId}>
                            {shortRequestId(r.requestId)}
                          </Text>
                        ),
                      },
                      { key: 'status', header: t('submitted.status'), cell: (r) => <StatusBadge status={r.status} /> },
                      {
                        key: 'view',
                        header: t('submitted.details'),
                        align: 'end',
                        card: 'actions',
                        cell: (r) => (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setOpenId(r.id)}
                            aria-label={t('submitted.viewLabel', { id: r.requestId })}
                          >
                            <FileText /> {t('submitted.view')}
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
                        {t('submitted.loadMore')}
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
