import type { Capability, Role } from '../__generated__/graphql';

export type ClientRole = 'staff' | 'team_leader' | 'manager' | 'hr' | 'admin';

export interface RoleSource {
  role?: Role | null;
  isAdmin?: boolean | null;
  /** HR's powers (the HR role). */
  isHr?: boolean | null;
  capabilities?: readonly Capability[] | null;
}

const SERVER_ROLES: Record<Role, ClientRole> = {
  STAFF: 'staff',
  TEAM_LEAD: 'team_leader',
  MANAGER: 'manager',
  HR: 'hr',
  ADMIN: 'admin',
};

/** The role label shown in the sidebar (spec §6): administrators first, then HR, otherwise the server's role. */
export function deriveRole(user: RoleSource): ClientRole {
  if (user.isAdmin) return 'admin';
  if (user.isHr) return 'hr';
  return user.role ? (SERVER_ROLES[user.role] ?? 'staff') : 'staff';
}

export const ROLE_LABELS: Record<ClientRole, string> = {
  staff: 'Staff',
  team_leader: 'Team Leader',
  manager: 'Manager',
  hr: 'HR',
  admin: 'Administrator',
};

export interface Capabilities {
  role: ClientRole;
  /** Whether the server grants the viewer this capability (`viewer.capabilities`). */
  can: (capability: Capability) => boolean;
  /** Whether the server grants any of these. */
  canAny: (...capabilities: Capability[]) => boolean;
}

/**
 * What the client offers comes from the server's policy module (`viewer.capabilities`), never from
 * job titles: a screen is shown exactly when the server would answer its operations.
 */
export function capabilitiesOf(user: RoleSource): Capabilities {
  const granted = new Set(user.capabilities ?? []);
  const can = (capability: Capability) => granted.has(capability);
  return { role: deriveRole(user), can, canAny: (...capabilities) => capabilities.some(can) };
}
