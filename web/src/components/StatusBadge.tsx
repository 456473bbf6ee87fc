import { Badge } from '@chakra-ui/react';
import type { LeaveStatus } from '../__generated__/graphql';

const STATUS: Record<LeaveStatus, { label: string; palette: string }> = {
  PENDING: { label: 'Pending', palette: 'yellow' },
  APPROVED: { label: 'Approved', palette: 'green' },
  REJECTED: { label: 'Rejected', palette: 'red' },
  CANCELLED: { label: 'Cancelled', palette: 'gray' },
};

/** Unknown statuses display in the pending style (spec §4). */
export function statusStyle(status: string) {
  return STATUS[status as LeaveStatus] ?? { label: status, palette: 'yellow' };
}

export function StatusBadge({ status }: { status: string }) {
  const style = statusStyle(status);
  return (
    <Badge colorPalette={style.palette} variant="subtle">
      {style.label}
    </Badge>
  );
}
