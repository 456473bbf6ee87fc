import { Badge } from '@chakra-ui/react';
import { useTranslation } from '../../../i18n';
import type { ComponentStatus } from './systemStatus';

const PALETTE: Record<ComponentStatus, string> = {
  online: 'green',
  offline: 'red',
  error: 'orange',
  unknown: 'gray',
  not_configured: 'yellow',
};

/** A component's status (spec §3: online, offline, error, unknown). */
export function ComponentStatusBadge({ status }: { status: ComponentStatus }) {
  const { t } = useTranslation('admin-system');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" size="md">
      {t(`status.${status}`)}
    </Badge>
  );
}
