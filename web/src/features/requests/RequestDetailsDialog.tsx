import { Badge, Button, DataList, Flex, HStack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CircleCheck, CircleSlash, CircleX, Clock } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { AppDialog } from '../../components/AppDialog';
import { StatusBadge } from '../../components/StatusBadge';
import { toaster } from '../../components/toaster';
import { errorMessage } from '../../lib/apollo';
import { formatDate, formatDateTime, formatDays } from '../../lib/dates';
import type { ReactNode } from 'react';
import { refreshAfterRequestChange } from '../../lib/cache';

export const RequestDetailsDialog_request = graphql(`
  fragment RequestDetailsDialog_request on LeaveRequest {
    id
    requestId
    type
    requestType {
      id
      displayName
      color
    }
    status
    startDate
    endDate
    startHalfDay
    endHalfDay
    days
    notes
    createdAt
    requester {
      id
      fullName
      email
      department
    }
    approver {
      id
      fullName
    }
    approvedAt
    approvalComment
    rejectedAt
    rejectionReason
    cancelledAt
    viewerCanDecide
    viewerCanCancel
    approvalStage
    escalationLevel
    firstApprover {
      id
      fullName
    }
    firstApprovedAt
    firstApprovalComment
    firstApprovedOnBehalfOf {
      id
      fullName
    }
    decidedOnBehalfOf {
      id
      fullName
    }
    charges {
      year
      days
    }
  }
`);

const CancelRequestMutation = graphql(`
  mutation CancelRequest($id: ID!) {
    cancelLeaveRequest(id: $id) {
      ...RequestDetailsDialog_request
    }
  }
`);

const STATUS_ICON = { PENDING: Clock, APPROVED: CircleCheck, REJECTED: CircleX, CANCELLED: CircleSlash } as const;

interface Props {
  request: FragmentType<typeof RequestDetailsDialog_request> | null;
  onClose: () => void;
  /** Show who asked (approvers' views). */
  showRequester?: boolean;
}

/** Spec §2 Request Details dialog; offers Cancel when the server says the viewer may cancel. */
export function RequestDetailsDialog({ onClose, showRequester = false, ...props }: Props) {
  const request = getFragmentData(RequestDetailsDialog_request, props.request);
  const [cancel, { loading }] = useMutation(CancelRequestMutation, { update: refreshAfterRequestChange });
  if (!request) return null;
  const StatusIcon = STATUS_ICON[request.status] ?? Clock;
  const decidedAt = request.approvedAt ?? request.rejectedAt;

  const onCancel = async () => {
    try {
      await cancel({ variables: { id: request.id } });
      toaster.create({ type: 'success', title: 'Request cancelled' });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, 'Failed to cancel request') });
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title="Request Details"
      footer={
        <>
          {request.viewerCanCancel && (
            <Button colorPalette="red" variant="outline" onClick={onCancel} loading={loading}>
              Cancel request
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <Flex align="center" gap="2" mb="4">
        <StatusIcon size={20} aria-hidden />
        <StatusBadge status={request.status} />
      </Flex>
      <DataList.Root orientation="horizontal" size="sm">
        <Item label="Request ID">
          <Text fontFamily="mono">{request.requestId}</Text>
        </Item>
        {showRequester && (
          <Item label="Requested by">{`${request.requester.fullName} (${request.requester.email})`}</Item>
        )}
        <Item label="Type">{request.requestType.displayName}</Item>
        <Item label="Start date">
          <HStack>
            <Text>{formatDate(request.startDate)}</Text>
            {request.startHalfDay && <Badge size="sm">Half Day</Badge>}
          </HStack>
        </Item>
        <Item label="End date">
          <HStack>
            <Text>{formatDate(request.endDate)}</Text>
            {request.endHalfDay && <Badge size="sm">Half Day</Badge>}
          </HStack>
        </Item>
        <Item label="Duration">
          {`${formatDays(request.days)} ${request.days === 1 ? 'day' : 'days'}`}
          {request.charges.length > 1 &&
            ` (${request.charges.map((c) => `${formatDays(c.days)} in ${c.year}`).join(', ')})`}
        </Item>
        <Item label="Submitted">{formatDateTime(request.createdAt)}</Item>
        {(request.firstApprover || (request.status === 'PENDING' && request.approvalStage === 'HR')) && (
          <Item label="Manager approval">
            {request.firstApprover
              ? `${request.firstApprover.fullName}${request.firstApprovedOnBehalfOf ? ` on behalf of ${request.firstApprovedOnBehalfOf.fullName}` : ''}${request.firstApprovedAt ? `, ${formatDateTime(request.firstApprovedAt)}` : ''}`
              : 'Given automatically'}
            {request.firstApprovalComment ? ` · “${request.firstApprovalComment}”` : ''}
          </Item>
        )}
        {request.status === 'PENDING' && (
          <Item label="Waiting for">
            <Text data-testid="approval-stage">
              {request.approvalStage === 'HR'
                ? 'HR approval (second step)'
                : request.escalationLevel >= 2
                  ? 'HR or the manager (escalated)'
                  : request.escalationLevel === 1
                    ? 'The manager or their manager (escalated)'
                    : 'Manager approval'}
            </Text>
          </Item>
        )}
        {request.approver && (
          <Item label={request.status === 'REJECTED' ? 'Rejected by' : 'Approved by'}>
            {request.approver.fullName}
            {request.decidedOnBehalfOf ? ` on behalf of ${request.decidedOnBehalfOf.fullName}` : ''}
          </Item>
        )}
        {decidedAt && (
          <Item label={request.status === 'REJECTED' ? 'Rejected on' : 'Approved on'}>{formatDateTime(decidedAt)}</Item>
        )}
        {request.approvalComment && <Item label="Comment">{request.approvalComment}</Item>}
        {request.notes && <Item label="Notes">{request.notes}</Item>}
        {request.rejectionReason && <Item label="Rejection reason">{request.rejectionReason}</Item>}
        {request.cancelledAt && <Item label="Cancelled on">{formatDateTime(request.cancelledAt)}</Item>}
      </DataList.Root>
    </AppDialog>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
      {/* minW 0 and overflow-wrap let long unbroken notes or emails wrap inside the dialog. */}
      <DataList.ItemValue minW="0" overflowWrap="anywhere" whiteSpace="pre-wrap">
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
