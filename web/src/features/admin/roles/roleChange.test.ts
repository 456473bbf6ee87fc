import { describe, expect, it } from 'vitest';
import { translateIn } from '../shared/translateIn';
import { changeRole, describeRole, roleOptions, type RoleAndFlags } from './roleChange';

const staff: RoleAndFlags = { role: 'STAFF', isAdmin: false, isManager: false };
const admin: RoleAndFlags = { role: 'ADMIN', isAdmin: true, isManager: false };
const lead: RoleAndFlags = { role: 'TEAM_LEAD', isAdmin: false, isManager: true };

describe('changeRole', () => {
  it('gives administrator rights with the ADMIN role and takes them away with any other', () => {
    expect(changeRole(staff, { role: 'ADMIN' })).toEqual({ role: 'ADMIN', isAdmin: true, isManager: false });
    expect(changeRole(admin, { role: 'STAFF' })).toEqual(staff);
    expect(changeRole({ ...admin, isManager: true }, { role: 'TEAM_LEAD' })).toEqual(lead);
  });

  it('flags a MANAGER as a manager and STAFF as not one', () => {
    expect(changeRole(staff, { role: 'MANAGER' }).isManager).toBe(true);
    expect(changeRole(lead, { role: 'STAFF' }).isManager).toBe(false);
    expect(changeRole(lead, { role: 'ADMIN' }).isManager).toBe(true);
  });

  it('turns the Administrator switch into the ADMIN role and back', () => {
    expect(changeRole(lead, { isAdmin: true })).toEqual({ role: 'ADMIN', isAdmin: true, isManager: true });
    expect(changeRole({ ...admin, isManager: true }, { isAdmin: false })).toEqual({
      role: 'MANAGER',
      isAdmin: false,
      isManager: true,
    });
    expect(changeRole(admin, { isAdmin: false })).toEqual(staff);
  });

  it('moves between STAFF and MANAGER with the Manager switch, and leaves a team lead a team lead', () => {
    expect(changeRole(staff, { isManager: true })).toEqual({ role: 'MANAGER', isAdmin: false, isManager: true });
    expect(changeRole({ role: 'MANAGER', isAdmin: false, isManager: true }, { isManager: false })).toEqual(staff);
    expect(changeRole(lead, { isManager: false })).toEqual({ ...lead, isManager: false });
  });
});

describe('describeRole', () => {
  it('says what the server answered', async () => {
    const en = await translateIn('en', 'admin-roles');
    expect(describeRole(lead, en)).toBe('Team Lead, manages people, not an administrator');
    expect(describeRole(admin, en)).toBe('Admin, manages no one, administrator');
  });

  it("says it in the screen's language", async () => {
    const de = await translateIn('de', 'admin-roles');
    expect(describeRole(lead, de)).toBe('Teamleitung, führt Mitarbeitende, kein Administrator');
    const es = await translateIn('es', 'admin-roles');
    expect(roleOptions(es).map((option) => option.label)).toEqual([
      'Empleado',
      'Jefe de equipo',
      'Responsable',
      'RR. HH.',
      'Administrador',
    ]);
  });
});
