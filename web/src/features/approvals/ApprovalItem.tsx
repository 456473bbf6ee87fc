import { Badge, Box, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, FileText, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../__generated__';
import { StatusBadge } from '../../components/StatusBadge';
import { formatDateRange, timeAgo } from '../../lib/dates';
import { useTranslation } from '../../i18n';
import { formatAmount } from '../dashboard/amounts';
import { YearBalanceHints } from '../dashboard/YearBalanceHints';
import { StaffingWarning } from '../staffing/StaffingWarning';
import { WhoElseOff } from './WhoElseOff';

export const ApprovalItem_request = graphql(`
  fragment ApprovalItem_request on LeaveRequest {
    id
    requestId
    status
    requestType {
      id
      displayName
    }
    startDate
    endDate
    days
    unit
    startTime
    endTime
    notes
    createdAt
    requester {
      id
      fullName
      email
      department
    }
    viewerCanDecide
    approvalStage
    escalationLevel
    firstApprover {
      id
      fullName
    }
    viewerDecidesOnBehalfOf {
      id
      fullName
    }
    charges @include(if: $pending) {
      ...YearBalanceHints_charge
    }
    staffing @include(if: $pending) {
      ...StaffingWarning_check
    }
    othersOff @include(if: $pending) {
      person {
        id
        fullName
      }
      status
      startDate
      endDate
    }
  }
`);

interface Props {
  request: FragmentType<typeof ApprovalItem_request>;
  onView: () => void;
  onApprove: () => void;
  onReject: () => void;
  /** The request someone was sent to (from "Waiting for you"): marked and focusable. */
  focused?: boolean;
}

/** One request on the approvals page: who, when, the balance of each year it falls in, who else is off, staffing, and the decision buttons. */
export function ApprovalItem({ onView, onApprove, onReject, focused = false, ...props }: Props) {
  const { t } = useTranslation('approvals');
  const r = getFragmentData(ApprovalItem_request, props.request);
  const firstName = r.requester.fullName.split(' ')[0];
  const card = useRef<HTMLDivElement>(null);
  // The card itself brings the request someone was sent to into sight: the list renders after its data
  // arrives, so the card is there when its own effect runs.
  useEffect(() => {
    if (!focused) return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [focused]);
  return (
    <Card.Root
      ref={card}
      as="li"
      size="sm"
      data-testid="approval-item"
      data-request-id={r.requestId}
      tabIndex={focused ? -1 : undefined}
      aria-current={focused ? 'true' : undefined}
      borderColor={focused ? 'blue.solid' : undefined}
      borderWidth={focused ? '2px' : undefined}
    >
      <Card.Body>
        <Stack gap="3">
          <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <Box flex="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{r.requester.fullName}</Text>
                <StatusBadge status={r.status} />
                <Badge variant="outline">{r.requestType.displayName}</Badge>
                {r.status === 'PENDING' && r.approvalStage === 'HR' && (
                  <Badge colorPalette="purple" variant="subtle" data-testid="hr-stage">
                    {r.firstApprover ? t('item.hrStageBy', { name: r.firstApprover.fullName }) : t('item.hrStage')}
                  </Badge>
                )}
                {r.status === 'PENDING' && r.escalationLevel > 0 && r.approvalStage === 'MANAGER' && (
                  <Badge colorPalette="orange" variant="subtle">
                    {t('item.escalated')}
                  </Badge>
                )}
                {r.viewerDecidesOnBehalfOf && (
                  <Badge colorPalette="teal" variant="subtle" data-testid="on-behalf-of">
                    {t('item.onBehalfOf', { name: r.viewerDecidesOnBehalfOf.fullName })}
                  </Badge>
                )}
                {r.status === 'PENDING' && !r.viewerCanDecide && (
                  <Badge variant="subtle" data-testid="view-only">
                    {t('item.viewOnly')}
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {r.requester.email}
                {r.requester.department ? ` · ${r.requester.department}` : ''}
              </Text>
              <Text fontSize="sm" mt="1">
                {t('item.when', {
                  dates: `${formatDateRange(r.startDate, r.endDate)}${r.startTime ? ` ${r.startTime}–${r.endTime}` : ''}`,
                  amount: formatAmount(r.days, r.unit),
                  ago: timeAgo(r.createdAt),
                })}
              </Text>
              {r.notes && (
                <Text fontSize="sm" color="fg.muted" mt="1" lineClamp={2} overflowWrap="anywhere">
                  {t('item.notes', { notes: r.notes })}
                </Text>
              )}
            </Box>
            {/* The buttons wrap where their words are longer than the phone is wide (German). */}
            <HStack gap="2" flexShrink="0" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                onClick={onView}
                aria-label={t('item.viewLabel', { id: r.requestId })}
              >
                <FileText /> {t('item.view')}
              </Button>
              {r.viewerCanDecide && (
                <>
                  <Button
                    size="sm"
                    colorPalette="green"
                    onClick={onApprove}
                    aria-label={t('item.approveLabel', { id: r.requestId })}
                  >
                    <Check /> {t('approve.button')}
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="red"
                    variant="outline"
                    onClick={onReject}
                    aria-label={t('item.rejectLabel', { id: r.requestId })}
                  >
                    <X /> {t('reject.button')}
                  </Button>
                </>
              )}
            </HStack>
          </Flex>
          {r.status === 'PENDING' && r.charges && (
            <YearBalanceHints charges={r.charges} subject={firstName} submitted />
          )}
          {r.status === 'PENDING' && <WhoElseOff others={r.othersOff} />}
          {r.status === 'PENDING' && <StaffingWarning check={r.staffing} subject={firstName} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
