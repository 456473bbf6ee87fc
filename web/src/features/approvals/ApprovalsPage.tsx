import { Alert, Badge, Button, Card, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { CheckCheck, Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { ApprovalsQuery as ApprovalsData, LeaveStatus } from '../../__generated__/graphql';
import { AppDialog } from '../../components/AppDialog';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { plural } from '../../lib/plural';
import { useDebounced } from '../../lib/useDebounced';
import { RequestDetailsDialog } from '../requests/RequestDetailsDialog';
import { ApprovalItem } from './ApprovalItem';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { refreshAfterRequestChange } from '../../lib/cache';
import { FilterBar, SearchField } from '../../components/FilterBar';

const RequestEventsSubscription = graphql(`
  subscription ApprovalsRequestEvents {
    requestEvents {
      kind
      request {
        id
      }
    }
  }
`);

const ApprovalsQuery = graphql(`
  query Approvals($filter: LeaveRequestFilter!, $pending: Boolean!, $first: Int!, $direction: OrderDirection!) {
    leaveRequests(first: $first, filter: $filter, orderBy: { field: CREATED_AT, direction: $direction }) {
      totalCount
      edges {
        node {
          id
          requestId
          status
          startDate
          endDate
          requester {
            id
            fullName
            department
          }
          ...RequestDetailsDialog_request
          ...ApprovalItem_request
        }
      }
    }
    awaiting: leaveRequests(first: 1, filter: { status: [PENDING], awaitingMyDecision: true }) {
      totalCount
    }
    requestTypes(includeInactive: true) {
      id
      name
      displayName
    }
    departments
  }
`);

const ApproveMutation = graphql(`
  mutation ApproveRequest($id: ID!, $comment: String) {
    approveLeaveRequest(id: $id, comment: $comment) {
      ...RequestDetailsDialog_request
    }
  }
`);

const RejectMutation = graphql(`
  mutation RejectRequest($id: ID!, $reason: String!) {
    rejectLeaveRequest(id: $id, reason: $reason) {
      ...RequestDetailsDialog_request
    }
  }
`);

const BulkApproveMutation = graphql(`
  mutation BulkApproveRequests {
    bulkApproveLeaveRequests {
      approved {
        ...RequestDetailsDialog_request
      }
      failed {
        id
        requestId
        message
      }
    }
  }
`);

const PAGE = 100;
const PENDING_PAGE = 40;

const STATUS_OPTIONS = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'LINE', label: 'Pending in my reporting line (view only)' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'CANCELLED', label: 'Cancelled' },
  { value: 'ALL', label: 'All statuses' },
];

type Request = ApprovalsData['leaveRequests']['edges'][number]['node'];

export default function ApprovalsPage() {
  const [status, setStatus] = useState('PENDING');
  const [type, setType] = useState('');
  const [department, setDepartment] = useState('');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim());
  const [viewing, setViewing] = useState<Request | null>(null);
  const [approving, setApproving] = useState<Request | null>(null);
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const [confirmingBulk, setConfirmingBulk] = useState(false);

  const filter = {
    ...(status === 'ALL' ? {} : { status: [(status === 'LINE' ? 'PENDING' : status) as LeaveStatus] }),
    // The pending list is the inbox: only what this person may decide now.
    ...(status === 'PENDING' ? { awaitingMyDecision: true } : {}),
    ...(type ? { type: [type] } : {}),
    ...(department ? { department } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
  };
  const pending = status === 'PENDING' || status === 'LINE';
  // Pending cards carry each year's balance and the staffing check, so fewer fit in one query's cost.
  // Waiting requests oldest first, so none waits behind newer ones; decided ones newest first.
  const query = useQuery(ApprovalsQuery, {
    variables: {
      filter,
      pending,
      first: pending ? PENDING_PAGE : PAGE,
      direction: pending ? 'ASC' : 'DESC',
    },
  });
  // Requests submitted, decided or cancelled elsewhere update the list as they happen.
  useSubscription(RequestEventsSubscription, { onData: ({ client }) => refreshAfterRequestChange(client.cache) });
  const data = query.data ?? query.previousData;
  const refetchAll = { update: refreshAfterRequestChange };
  const [approve, approveState] = useMutation(ApproveMutation, refetchAll);
  const [reject, rejectState] = useMutation(RejectMutation, refetchAll);
  const [bulkApprove, bulkState] = useMutation(BulkApproveMutation, refetchAll);

  const requests = data?.leaveRequests.edges.map((e) => e.node) ?? [];
  const pendingCount = data?.awaiting.totalCount ?? 0;
  // `?request=WD-PTO-…` (from the dashboard's "Waiting for you"): that request's card, in sight.
  const [params] = useSearchParams();
  const focus = params.get('request');
  const focusShown = !!focus && requests.some((r) => r.requestId === focus);
  useEffect(() => {
    if (!focusShown) return;
    const card = document.querySelector<HTMLElement>(`[data-request-id="${CSS.escape(focus)}"]`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [focus, focusShown]);

  const onApprove = async (comment: string) => {
    if (!approving) return;
    try {
      await approve({ variables: { id: approving.id, comment: comment || null } });
      toaster.create({
        type: 'success',
        title: 'Request approved',
        description: `${approving.requester.fullName}'s request ${approving.requestId} was approved.`,
      });
      setApproving(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to approve request',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const onReject = async (reason: string) => {
    if (!rejecting) return;
    if (!reason) {
      toaster.create({ type: 'error', title: 'Please provide a rejection reason' });
      return;
    }
    try {
      await reject({ variables: { id: rejecting.id, reason } });
      toaster.create({
        type: 'success',
        title: 'Request rejected',
        description: `${rejecting.requester.fullName}'s request ${rejecting.requestId} was rejected.`,
      });
      setRejecting(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to reject request',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  /** Approving everything at once is asked about first (spec: destructive or bulk actions are confirmed). */
  const askBulkApprove = () => {
    if (pendingCount === 0) {
      toaster.create({ type: 'info', title: 'No pending requests to approve' });
      return;
    }
    setConfirmingBulk(true);
  };

  const onBulkApprove = async () => {
    setConfirmingBulk(false);
    try {
      const { data: result } = await bulkApprove();
      const approved = result?.bulkApproveLeaveRequests.approved.length ?? 0;
      const failed = result?.bulkApproveLeaveRequests.failed ?? [];
      toaster.create({
        type: failed.length ? 'warning' : 'success',
        title: `Approved ${approved} ${approved === 1 ? 'request' : 'requests'}`,
        description: failed.length ? failed.map((f) => `${f.requestId ?? f.id}: ${f.message}`).join('\n') : undefined,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Failed to bulk approve requests',
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  return (
    <>
      <PageHeader
        title="Pending Approvals"
        subtitle="Review and decide your team's time off requests."
        actions={
          <>
            {data && (
              <Badge
                colorPalette={pendingCount ? 'orange' : 'gray'}
                size="lg"
                variant="surface"
                data-testid="pending-badge"
              >
                {pendingCount} Pending
              </Badge>
            )}
            <Button
              colorPalette="green"
              size="sm"
              disabled={!data}
              onClick={askBulkApprove}
              loading={bulkState.loading}
              loadingText="Approving..."
            >
              <CheckCheck /> Bulk Approve All
            </Button>
          </>
        }
      />
      <FilterBar mb="6">
        <SelectField label="Status" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
        <SelectField
          label="Type"
          value={type}
          onChange={setType}
          options={[
            { value: '', label: 'All types' },
            ...(data?.requestTypes ?? []).map((t) => ({ value: t.name, label: t.displayName })),
          ]}
        />
        <SelectField
          label="Department"
          value={department}
          onChange={setDepartment}
          options={[
            { value: '', label: 'All departments' },
            ...(data?.departments ?? []).map((d) => ({ value: d, label: d })),
          ]}
        />
        <SearchField
          label="Search"
          placeholder="Search by name or email"
          value={search}
          onChange={setSearch}
          minW="56"
        />
      </FilterBar>
      {focus && data && !focusShown && status === 'PENDING' && (
        <Alert.Root status="info" mb="4" data-testid="focus-gone">
          <Alert.Indicator />
          <Alert.Title>Request {focus} is no longer waiting for you: it was decided or withdrawn.</Alert.Title>
        </Alert.Root>
      )}
      <QueryState query={query} errorTitle="Failed to fetch approval requests">
        {(data) =>
          requests.length === 0 ? (
            <Card.Root>
              <Card.Body>
                <EmptyState
                  icon={<Inbox />}
                  title={status === 'PENDING' ? 'No requests are waiting for you' : 'No requests match these filters'}
                />
              </Card.Body>
            </Card.Root>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="approval-list">
              {data.leaveRequests.totalCount > requests.length && (
                <Text as="li" fontSize="sm" color="fg.muted" data-testid="approval-list-truncated">
                  Showing the {pending ? 'oldest' : 'newest'} {requests.length} of {data.leaveRequests.totalCount};
                  narrow the filters to see the rest.
                </Text>
              )}
              {requests.map((r) => (
                <ApprovalItem
                  key={r.id}
                  request={r}
                  onView={() => setViewing(r)}
                  onApprove={() => setApproving(r)}
                  onReject={() => setRejecting(r)}
                  focused={r.requestId === focus}
                />
              ))}
            </Stack>
          )
        }
      </QueryState>
      <AppDialog
        open={confirmingBulk}
        onClose={() => setConfirmingBulk(false)}
        role="alertdialog"
        title="Approve all pending requests?"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmingBulk(false)}>
              Cancel
            </Button>
            <Button colorPalette="green" onClick={() => void onBulkApprove()}>
              <CheckCheck /> Approve {plural(pendingCount, 'request')}
            </Button>
          </>
        }
      >
        <Text>
          This approves every request waiting for your decision ({plural(pendingCount, 'request')}) at once. Each
          approval uses the requester&apos;s balance and tells them by notification.
        </Text>
      </AppDialog>
      <RequestDetailsDialog request={viewing} onClose={() => setViewing(null)} showRequester />
      <ApproveDialog
        key={`approve-${approving?.id}`}
        target={approving && { requesterName: approving.requester.fullName, requestId: approving.requestId }}
        busy={approveState.loading}
        onConfirm={onApprove}
        onClose={() => setApproving(null)}
      />
      <RejectDialog
        key={`reject-${rejecting?.id}`}
        target={rejecting && { requesterName: rejecting.requester.fullName, requestId: rejecting.requestId }}
        busy={rejectState.loading}
        onConfirm={onReject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
