import { Badge } from '@chakra-ui/react';
import type { LeaveStatus } from '../__generated__/graphql';
import { i18n, useTranslation } from '../i18n';

const PALETTE: Record<LeaveStatus, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

/** Unknown statuses display in the pending style (spec §4), under their own name. */
export function statusStyle(status: string): { label: string; palette: string } {
  const palette = PALETTE[status as LeaveStatus];
  return palette ? { label: i18n.t(`common:status.${status}`), palette } : { label: status, palette: 'yellow' };
}

export function StatusBadge({ status }: { status: string }) {
  // Follows the screen's language as it changes.
  useTranslation();
  const style = statusStyle(status);
  return (
    <Badge colorPalette={style.palette} variant="subtle">
      {style.label}
    </Badge>
  );
}
