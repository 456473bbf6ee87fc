import { describe, expect, it } from 'vitest';
import { capabilitiesOf, deriveRole } from './roles';

describe('deriveRole', () => {
  it("labels by the admin flag, then HR, then the server's role", () => {
    expect(deriveRole({ role: 'STAFF', isAdmin: true })).toBe('admin');
    expect(deriveRole({ role: 'MANAGER', isAdmin: true, isHr: true })).toBe('admin');
    expect(deriveRole({ role: 'MANAGER', isHr: true })).toBe('hr');
    expect(deriveRole({ role: 'MANAGER' })).toBe('manager');
    expect(deriveRole({ role: 'TEAM_LEAD' })).toBe('team_leader');
    expect(deriveRole({ role: 'STAFF' })).toBe('staff');
    expect(deriveRole({})).toBe('staff');
  });
});

describe('capabilitiesOf', () => {
  it("grants exactly the server's capabilities", () => {
    const manager = capabilitiesOf({ role: 'MANAGER', capabilities: ['VIEW_TEAM', 'VIEW_REPORTS'] });
    expect(manager.can('VIEW_TEAM')).toBe(true);
    expect(manager.can('MANAGE_USERS')).toBe(false);
    expect(manager.canAny('MANAGE_USERS', 'VIEW_REPORTS')).toBe(true);
  });

  it('grants nothing when the server sent no capabilities (a cached user from an older client)', () => {
    const cached = capabilitiesOf({ role: 'ADMIN', isAdmin: true });
    expect(cached.role).toBe('admin');
    expect(cached.canAny('MANAGE_USERS', 'VIEW_TEAM')).toBe(false);
  });
});
