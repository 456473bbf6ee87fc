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
import { useTranslation } from '../../i18n';

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
  const { t } = useTranslation('requests');
  const request = getFragmentData(RequestDetailsDialog_request, props.request);
  const [cancel, { loading }] = useMutation(CancelRequestMutation, { update: refreshAfterRequestChange });
  if (!request) return null;
  const StatusIcon = STATUS_ICON[request.status] ?? Clock;
  const decidedAt = request.approvedAt ?? request.rejectedAt;

  const onCancel = async () => {
    try {
      await cancel({ variables: { id: request.id } });
      toaster.create({ type: 'success', title: t('details.cancelled') });
      onClose();
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, t('details.cancelFailed')) });
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('details.title')}
      footer={
        <>
          {request.viewerCanCancel && (
            <Button colorPalette="red" variant="outline" onClick={onCancel} loading={loading}>
              {t('details.cancelRequest')}
            </Button>
          )}
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </>
      }
    >
      <Flex align="center" gap="2" mb="4">
        <StatusIcon size={20} aria-hidden />
        <StatusBadge status={request.status} />
      </Flex>
      <DataList.Root orientation="horizontal" size="sm">
        <Item label={t('details.requestId')}>
          <Text fontFamily="mono">{request.requestId}</Text>
        </Item>
        {showRequester && (
          <Item label={t('details.requestedBy')}>
            {t('details.requester', { name: request.requester.fullName, email: request.requester.email })}
          </Item>
        )}
        <Item label={t('details.type')}>{request.requestType.displayName}</Item>
        <Item label={t('details.startDate')}>
          <HStack>
            <Text>{formatDate(request.startDate)}</Text>
            {request.startHalfDay && <Badge size="sm">{t('details.halfDay')}</Badge>}
          </HStack>
        </Item>
        <Item label={t('details.endDate')}>
          <HStack>
            <Text>{formatDate(request.endDate)}</Text>
            {request.endHalfDay && <Badge size="sm">{t('details.halfDay')}</Badge>}
          </HStack>
        </Item>
        <Item label={t('details.duration')}>
          {request.charges.length > 1
            ? t('details.daysByYear', {
                count: Math.round(request.days * 10) / 10,
                years: request.charges
                  .map((c) => t('details.daysInYear', { days: formatDays(c.days), year: String(c.year) }))
                  .join(', '),
              })
            : t('details.days', { count: Math.round(request.days * 10) / 10 })}
        </Item>
        <Item label={t('details.submitted')}>{formatDateTime(request.createdAt)}</Item>
        {(request.firstApprover || (request.status === 'PENDING' && request.approvalStage === 'HR')) && (
          <Item label={t('details.managerApproval')}>
            {request.firstApprover
              ? t(
                  request.firstApprovedOnBehalfOf
                    ? request.firstApprovedAt
                      ? 'details.firstApproverOnBehalfAt'
                      : 'details.firstApproverOnBehalf'
                    : request.firstApprovedAt
                      ? 'details.firstApproverAt'
                      : 'details.firstApprover',
                  {
                    name: request.firstApprover.fullName,
                    principal: request.firstApprovedOnBehalfOf?.fullName,
                    at: request.firstApprovedAt ? formatDateTime(request.firstApprovedAt) : undefined,
                  },
                )
              : t('details.givenAutomatically')}
            {request.firstApprovalComment ? ` · ${t('details.quoted', { text: request.firstApprovalComment })}` : ''}
          </Item>
        )}
        {request.status === 'PENDING' && (
          <Item label={t('details.waitingFor')}>
            <Text data-testid="approval-stage">
              {request.approvalStage === 'HR'
                ? t('details.stage.hr')
                : request.escalationLevel >= 2
                  ? t('details.stage.escalatedToHr')
                  : request.escalationLevel === 1
                    ? t('details.stage.escalated')
                    : t('details.stage.manager')}
            </Text>
          </Item>
        )}
        {request.approver && (
          <Item label={request.status === 'REJECTED' ? t('details.rejectedBy') : t('details.approvedBy')}>
            {t(request.decidedOnBehalfOf ? 'details.deciderOnBehalf' : 'details.decider', {
              name: request.approver.fullName,
              principal: request.decidedOnBehalfOf?.fullName,
            })}
          </Item>
        )}
        {decidedAt && (
          <Item label={request.status === 'REJECTED' ? t('details.rejectedOn') : t('details.approvedOn')}>
            {formatDateTime(decidedAt)}
          </Item>
        )}
        {request.approvalComment && <Item label={t('details.comment')}>{request.approvalComment}</Item>}
        {request.notes && <Item label={t('details.notes')}>{request.notes}</Item>}
        {request.rejectionReason && <Item label={t('details.rejectionReason')}>{request.rejectionReason}</Item>}
        {request.cancelledAt && <Item label={t('details.cancelledOn')}>{formatDateTime(request.cancelledAt)}</Item>}
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
