import type { Capability } from '../../__generated__/graphql';

/** The console's tabs (spec §2 'System Administration'), in order, with what each needs. */
export const ADMIN_TABS = [
  { value: 'users', label: 'Users & Managers', needs: 'MANAGE_USERS' },
  { value: 'teams', label: 'Teams', needs: 'MANAGE_TEAMS' },
  { value: 'assignments', label: 'Assignments', needs: 'MANAGE_USERS' },
  { value: 'request-types', label: 'Request Types', needs: 'MANAGE_REQUEST_TYPES' },
  { value: 'pto-balances', label: 'PTO Balances', needs: 'MANAGE_BALANCES' },
  { value: 'role-management', label: 'Role Management', needs: 'MANAGE_ROLES' },
  { value: 'analytics', label: 'Analytics', needs: 'VIEW_ANALYTICS' },
  { value: 'audit', label: 'Audit', needs: 'VIEW_AUDIT' },
  { value: 'system-status', label: 'System Status', needs: 'VIEW_SYSTEM_STATUS' },
] as const satisfies readonly { value: string; label: string; needs: Capability }[];

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The tab to show: the requested one when the viewer may open it, else the first they may. */
export function selectedTab(requested: string | null, can: (capability: Capability) => boolean): AdminTab | null {
  const open = ADMIN_TABS.filter((tab) => can(tab.needs));
  return (open.find((tab) => tab.value === requested) ?? open[0])?.value ?? null;
}
