import { applyGroupMapping, groupsOf } from './sso-groups';
import { profileFromClaims, profileFromGraph, splitName } from './directory-profile';

const staff = { isAdmin: false, isManager: false, role: 'staff' as const, department: 'Sales' };
const mapping = { adminGroups: ['admins'], hrGroups: ['hr'] };

describe('group-claim mapping', () => {
  it('changes nothing when the groups are unknown (no claim, or an overage reference)', () => {
    expect(groupsOf({ _claim_names: { groups: 'src1' } })).toBeNull();
    expect(applyGroupMapping(staff, {}, null, mapping, false)).toEqual({ changes: {}, grants: {}, events: [] });
  });

  it('changes nothing when no group is mapped', () => {
    const result = applyGroupMapping(staff, {}, ['admins'], { adminGroups: [], hrGroups: [] }, false);
    expect(result.changes).toEqual({});
  });

  it('makes a member of an admin group an administrator and remembers the role it replaced', () => {
    const result = applyGroupMapping(staff, {}, ['admins'], mapping, false);
    expect(result.changes).toEqual({ isAdmin: true, role: 'admin' });
    expect(result.grants).toEqual({ admin: { previousRole: 'staff' } });
  });

  it('never withdraws administrator rights the mapping did not grant', () => {
    const admin = { ...staff, isAdmin: true, role: 'admin' as const };
    expect(applyGroupMapping(admin, {}, [], mapping, false).changes).toEqual({});
  });

  it('gives a member of an HR group the HR role, whatever their department, and takes it back after they leave', () => {
    const granted = applyGroupMapping(staff, {}, ['hr'], mapping, false);
    expect(granted.changes).toEqual({ role: 'hr' });
    expect(granted.grants).toEqual({ hr: { previousRole: 'staff' } });
    const withdrawn = applyGroupMapping({ ...staff, ...granted.changes }, granted.grants, [], mapping, false);
    expect(withdrawn.changes).toEqual({ role: 'staff' });
    expect(withdrawn.grants).toEqual({});
  });

  it('gives a manager in an HR group the HR role with their manager flag, and the manager role back after', () => {
    const manager = { ...staff, isManager: true, role: 'manager' as const };
    const granted = applyGroupMapping(manager, {}, ['hr'], mapping, true);
    expect(granted.changes).toEqual({ role: 'hr' });
    expect(applyGroupMapping({ ...manager, role: 'hr' }, granted.grants, [], mapping, true).changes).toEqual({
      role: 'manager',
    });
  });

  it('leaves an administrator in an HR group an administrator (who has HR’s powers already)', () => {
    const admin = { ...staff, isAdmin: true, role: 'admin' as const };
    expect(applyGroupMapping(admin, {}, ['hr'], mapping, false)).toEqual({ changes: {}, grants: {}, events: [] });
  });

  it('withdraws a grant made under the department rule: department, manager flag and role', () => {
    const earlier = { hr: { previousDepartment: 'Sales', previousRole: 'staff' as const, previousIsManager: false } };
    const granted = { ...staff, department: 'HR', isManager: true, role: 'hr' as const };
    expect(applyGroupMapping(granted, earlier, [], mapping, false).changes).toEqual({
      department: 'Sales',
      isManager: false,
      role: 'staff',
    });
    // People still report to them: the manager flag stays, and the role follows it.
    expect(applyGroupMapping(granted, earlier, [], mapping, true).changes).toEqual({
      department: 'Sales',
      role: 'manager',
    });
  });
});

describe('directory profile', () => {
  it('splits a display name at its first word when given and family names are missing', () => {
    expect(splitName('', '', 'Jean-Luc de la Tour')).toEqual({ firstName: 'Jean-Luc', lastName: 'de la Tour' });
    expect(splitName('Ada', '', 'Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitName('', '', '')).toEqual({ firstName: '', lastName: '' });
  });

  it('reads Graph me: mail, else the principal name; empty strings for missing text; en-US by default', () => {
    expect(
      profileFromGraph(
        { id: 'o1', displayName: 'Grace Hopper', userPrincipalName: 'GH@Contoso.com', businessPhones: ['1'] },
        'o1',
      ),
    ).toEqual({
      directoryId: 'o1',
      displayName: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'gh@contoso.com',
      jobTitle: '',
      department: '',
      officeLocation: '',
      mobilePhone: '',
      businessPhones: ['1'],
      preferredLanguage: 'en-US',
      source: 'graph',
    });
  });

  it('reads ID token claims: email, else preferred_username; locale as the language', () => {
    const profile = profileFromClaims({ preferred_username: 'x@y.test', given_name: 'X', locale: 'de-DE' }, 's');
    expect(profile).toMatchObject({ email: 'x@y.test', firstName: 'X', lastName: '', preferredLanguage: 'de-DE' });
  });
});
