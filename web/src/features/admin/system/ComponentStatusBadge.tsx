import { Badge } from '@chakra-ui/react';
import type { ComponentStatus } from './systemStatus';

const STYLE: Record<ComponentStatus, { label: string; palette: string }> = {
  online: { label: 'Online', palette: 'green' },
  offline: { label: 'Offline', palette: 'red' },
  error: { label: 'Error', palette: 'orange' },
  unknown: { label: 'Unknown', palette: 'gray' },
  not_configured: { label: 'Not sending', palette: 'yellow' },
};

/** A component's status (spec §3: online, offline, error, unknown). */
export function ComponentStatusBadge({ status }: { status: ComponentStatus }) {
  const style = STYLE[status];
  return (
    <Badge colorPalette={style.palette} variant="subtle" size="md">
      {style.label}
    </Badge>
  );
}
