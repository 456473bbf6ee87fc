import { field, presenter } from '../../api/presenter';
import type { AuditLogEntity } from './audit-log.entity';

/** An audit entry as spec §3 reads it: the actor's name and email beside the entry. */
export const auditEntryPresenter = presenter<{
  entry: AuditLogEntity;
  actor: { firstName: string; lastName: string; email: string } | null;
}>({
  id: field.text(({ entry }) => entry.id),
  action: field.text(({ entry }) => entry.action),
  resource_type: field.text(({ entry }) => entry.resourceType),
  resource_id: field.textOrNull(({ entry }) => entry.resourceId),
  user_id: field.textOrNull(({ entry }) => entry.actorId),
  first_name: field.textOrNull(({ actor }) => actor?.firstName ?? null),
  last_name: field.textOrNull(({ actor }) => actor?.lastName ?? null),
  email: field.textOrNull(({ actor }) => actor?.email ?? null),
  details: field.shaped({ type: 'object' }, ({ entry }) => entry.details),
  ip_address: field.textOrNull(({ entry }) => entry.ipAddress),
  created_at: field.instant(({ entry }) => entry.createdAt),
});
