import type { Role } from '../__generated__/graphql';

export type ClientRole = 'staff' | 'team_leader' | 'manager' | 'admin';

export interface RoleSource {
  jobTitle?: string | null;
  role?: Role | null;
  isAdmin?: boolean | null;
  isManager?: boolean | null;
  isHr?: boolean | null;
}

const SERVER_ROLES: Record<Role, ClientRole> = {
  STAFF: 'staff',
  TEAM_LEAD: 'team_leader',
  MANAGER: 'manager',
  ADMIN: 'admin',
};

/**
 * Spec §6 derives the role from the admin flag and the job title; the server's own `role` wins when
 * it is known, since the server enforces permissions by it.
 */
export function deriveRole(user: RoleSource): ClientRole {
  if (user.isAdmin) return 'admin';
  if (user.role) return SERVER_ROLES[user.role];
  const title = (user.jobTitle ?? '').toLowerCase();
  if (title.includes('manager')) return 'manager';
  if (title.includes('team') || title.includes('lead')) return 'team_leader';
  return 'staff';
}

export const ROLE_LABELS: Record<ClientRole, string> = {
  staff: 'Staff',
  team_leader: 'Team Leader',
  manager: 'Manager',
  admin: 'Administrator',
};

const RANK: Record<ClientRole, number> = { staff: 0, team_leader: 1, manager: 2, admin: 3 };

export function atLeast(role: ClientRole, minimum: ClientRole): boolean {
  return RANK[role] >= RANK[minimum];
}

export interface Capabilities {
  role: ClientRole;
  /** Team Overview, Pending Approvals, Team Calendar. */
  canManageTeam: boolean;
  /** Reports and analytics. */
  canSeeReports: boolean;
  isAdmin: boolean;
}

/** What the navigation offers: team leaders and up (or people flagged as managers or HR) manage; managers, HR and admins report. */
export function capabilitiesOf(user: RoleSource): Capabilities {
  const role = deriveRole(user);
  return {
    role,
    canManageTeam: atLeast(role, 'team_leader') || !!user.isManager || !!user.isHr,
    canSeeReports: atLeast(role, 'manager') || !!user.isHr,
    isAdmin: role === 'admin',
  };
}
