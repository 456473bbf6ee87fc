import { describe, expect, it } from 'vitest';
import { capabilitiesOf, deriveRole } from './roles';

describe('deriveRole', () => {
  it('follows the spec from the admin flag and job title when the server role is unknown', () => {
    expect(deriveRole({ isAdmin: true, jobTitle: 'Engineer' })).toBe('admin');
    expect(deriveRole({ jobTitle: 'Engineering Manager' })).toBe('manager');
    expect(deriveRole({ jobTitle: 'Team Coordinator' })).toBe('team_leader');
    expect(deriveRole({ jobTitle: 'Tech Lead' })).toBe('team_leader');
    expect(deriveRole({ jobTitle: 'Designer' })).toBe('staff');
    expect(deriveRole({ jobTitle: null })).toBe('staff');
  });

  it("prefers the server's role over the job title", () => {
    expect(deriveRole({ role: 'STAFF', jobTitle: 'Office Manager' })).toBe('staff');
    expect(deriveRole({ role: 'MANAGER', jobTitle: 'Designer' })).toBe('manager');
    expect(deriveRole({ role: 'TEAM_LEAD' })).toBe('team_leader');
    expect(deriveRole({ role: 'STAFF', isAdmin: true })).toBe('admin');
  });
});

describe('capabilitiesOf', () => {
  it('gives staff only their own screens', () => {
    expect(capabilitiesOf({ role: 'STAFF', isManager: false, isHr: false })).toMatchObject({
      canManageTeam: false,
      canSeeReports: false,
    });
  });

  it('lets team leaders manage and managers and HR report', () => {
    expect(capabilitiesOf({ role: 'TEAM_LEAD' })).toMatchObject({ canManageTeam: true, canSeeReports: false });
    expect(capabilitiesOf({ role: 'MANAGER' })).toMatchObject({ canManageTeam: true, canSeeReports: true });
    expect(capabilitiesOf({ role: 'TEAM_LEAD', isHr: true })).toMatchObject({ canSeeReports: true });
    expect(capabilitiesOf({ role: 'ADMIN', isAdmin: true })).toMatchObject({ isAdmin: true, canSeeReports: true });
  });
});
