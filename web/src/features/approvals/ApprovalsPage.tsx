import { Alert, Badge, Button, Card, Stack, Text } from '@chakra-ui/react';
import { useMutation, useSubscription } from '@apollo/client/react';
import { useQuery } from '../../lib/useQuery';
import { CheckCheck, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { ApprovalsQuery as ApprovalsData } from '../../__generated__/graphql';
import { AppDialog } from '../../components/AppDialog';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { useTranslation } from '../../i18n';
import { useDebounced } from '../../lib/useDebounced';
import { RequestDetailsDialog } from '../requests/RequestDetailsDialog';
import { ApprovalItem } from './ApprovalItem';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { refreshAfterRequestChange } from '../../lib/cache';
import { FilterBar, SearchField } from '../../components/FilterBar';
import { ApprovalsQuery, approvalsVariables } from './approvalsQuery';

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

/** The status filter's choices; their words are the catalogue's `statusOptions.<value>`. */
const STATUS_OPTIONS = ['PENDING', 'LINE', 'APPROVED', 'REJECTED', 'CANCELLED', 'ALL'] as const;

type Request = ApprovalsData['leaveRequests']['edges'][number]['node'];

/** The catalogues the page and what it opens speak from, loaded before it first renders (app/preloadable.ts). */
export const namespaces = ['approvals', 'dashboard', 'requests', 'staffing'] as const;

export default function ApprovalsPage() {
  // The cards' balance hints and the request dialog speak from their own catalogues: loaded with the page.
  const { t } = useTranslation(['approvals', 'dashboard', 'requests']);
  const [status, setStatus] = useState('PENDING');
  const [type, setType] = useState('');
  const [department, setDepartment] = useState('');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim());
  const [viewing, setViewing] = useState<Request | null>(null);
  const [approving, setApproving] = useState<Request | null>(null);
  const [rejecting, setRejecting] = useState<Request | null>(null);
  const [confirmingBulk, setConfirmingBulk] = useState(false);

  const variables = approvalsVariables({ status, type, department, search: debouncedSearch });
  const { pending } = variables;
  const query = useQuery(ApprovalsQuery, { variables });
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

  const onApprove = async (comment: string) => {
    if (!approving) return;
    try {
      await approve({ variables: { id: approving.id, comment: comment || null } });
      toaster.create({
        type: 'success',
        title: t('toasts.approved'),
        description: t('toasts.approvedHelp', { name: approving.requester.fullName, id: approving.requestId }),
      });
      setApproving(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('toasts.approveFailed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  const onReject = async (reason: string) => {
    if (!rejecting) return;
    if (!reason) {
      toaster.create({ type: 'error', title: t('toasts.reasonRequired') });
      return;
    }
    try {
      await reject({ variables: { id: rejecting.id, reason } });
      toaster.create({
        type: 'success',
        title: t('toasts.rejected'),
        description: t('toasts.rejectedHelp', { name: rejecting.requester.fullName, id: rejecting.requestId }),
      });
      setRejecting(null);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('toasts.rejectFailed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  /** Approving everything at once is asked about first (spec: destructive or bulk actions are confirmed). */
  const askBulkApprove = () => {
    if (pendingCount === 0) {
      toaster.create({ type: 'info', title: t('toasts.nothingToApprove') });
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
        title: t('toasts.bulkApproved', { count: approved }),
        description: failed.length
          ? failed.map((f) => t('toasts.bulkFailure', { id: f.requestId ?? f.id, message: f.message })).join('\n')
          : undefined,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('toasts.bulkFailed'),
        description: errorMessage(error, '') || undefined,
      });
    }
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {data && (
              <Badge
                colorPalette={pendingCount ? 'orange' : 'gray'}
                size="lg"
                variant="surface"
                data-testid="pending-badge"
              >
                {t('pendingBadge', { count: pendingCount })}
              </Badge>
            )}
            <Button
              colorPalette="green"
              size="sm"
              disabled={!data}
              onClick={askBulkApprove}
              loading={bulkState.loading}
              loadingText={t('approving')}
            >
              <CheckCheck /> {t('bulkApprove')}
            </Button>
          </>
        }
      />
      <FilterBar mb="6">
        <SelectField
          label={t('filters.status')}
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS.map((value) => ({ value, label: t(`statusOptions.${value}`) }))}
        />
        <SelectField
          label={t('filters.type')}
          value={type}
          onChange={setType}
          options={[
            { value: '', label: t('filters.allTypes') },
            ...(data?.requestTypes ?? []).map((t) => ({ value: t.name, label: t.displayName })),
          ]}
        />
        <SelectField
          label={t('filters.department')}
          value={department}
          onChange={setDepartment}
          options={[
            { value: '', label: t('filters.allDepartments') },
            ...(data?.departments ?? []).map((d) => ({ value: d, label: d })),
          ]}
        />
        <SearchField
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          minW="56"
        />
      </FilterBar>
      {focus && data && !focusShown && status === 'PENDING' && (
        <Alert.Root status="info" mb="4" data-testid="focus-gone">
          <Alert.Indicator />
          <Alert.Title>{t('focusGone', { id: focus })}</Alert.Title>
        </Alert.Root>
      )}
      <QueryState query={query} errorTitle={t('loadFailed')}>
        {(data) =>
          requests.length === 0 ? (
            <Card.Root>
              <Card.Body>
                <EmptyState icon={<Inbox />} title={status === 'PENDING' ? t('emptyWaiting') : t('emptyFiltered')} />
              </Card.Body>
            </Card.Root>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="approval-list">
              {data.leaveRequests.totalCount > requests.length && (
                <Text as="li" fontSize="sm" color="fg.muted" data-testid="approval-list-truncated">
                  {t(pending ? 'truncatedOldest' : 'truncatedNewest', {
                    shown: requests.length,
                    total: data.leaveRequests.totalCount,
                  })}
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
        title={t('bulk.title')}
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmingBulk(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button colorPalette="green" onClick={() => void onBulkApprove()}>
              <CheckCheck /> {t('bulk.confirm', { count: pendingCount })}
            </Button>
          </>
        }
      >
        <Text>{t('bulk.explanation', { count: pendingCount })}</Text>
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
