import { CAPABILITY_OPERATIONS, CAPABILITY_ROUTES, allowsOperation } from '../src/auth/policy';
import { ALL_OPERATION_RULES, ALL_REST_RULES } from '../src/rules';
import type { UserEntity } from '../src/modules/users/user.entity';
import { startTestApp, TEST_PASSWORD, type TestApp } from './harness';

const VIEWER_CAPABILITIES = `{ viewer { capabilities } }`;

describe('viewer capabilities', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function capabilitiesOf(user: UserEntity): Promise<string[]> {
    const result = await t.gql<{ viewer: { capabilities: string[] } }>(VIEWER_CAPABILITIES, {}, await t.tokenFor(user));
    expect(result.errors).toBeUndefined();
    return result.data!.viewer.capabilities;
  }

  it('names only operations and routes that have a rule', () => {
    const operations = Object.values(CAPABILITY_OPERATIONS).flat();
    expect(operations.filter((name) => !(name in ALL_OPERATION_RULES))).toEqual([]);
    const routes = Object.values(CAPABILITY_ROUTES).flat();
    expect(routes.filter((name) => !(name in ALL_REST_RULES))).toEqual([]);
  });

  it('gives staff only their own API tokens and calendar feeds', async () => {
    expect(await capabilitiesOf(await t.createUser())).toEqual(['MANAGE_API_TOKENS', 'USE_CALENDAR_FEEDS']);
  });

  it('gives a team lead the team views, approvals and advanced search, but no reports', async () => {
    const lead = await t.createUser({ role: 'team-lead', jobTitle: 'Platform Team Lead' });
    expect(await capabilitiesOf(lead)).toEqual([
      'VIEW_TEAM',
      'DECIDE_REQUESTS',
      'DELEGATE_APPROVALS',
      'MANAGE_API_TOKENS',
      'USE_CALENDAR_FEEDS',
      'ADVANCED_SEARCH',
    ]);
  });

  it('gives a manager reports and analytics on top', async () => {
    const manager = await t.createUser({ role: 'manager', isManager: true });
    expect(await capabilitiesOf(manager)).toEqual([
      'VIEW_TEAM',
      'DECIDE_REQUESTS',
      'VIEW_REPORTS',
      'DELEGATE_APPROVALS',
      'VIEW_ANALYTICS',
      'MANAGE_API_TOKENS',
      'USE_CALENDAR_FEEDS',
      'ADVANCED_SEARCH',
    ]);
  });

  it("gives HR HR's work (people, teams, request types, balances, the policy, locations, audit), but not the system's", async () => {
    const hr = await t.createUser({ role: 'hr', department: 'People Operations', jobTitle: 'HR Partner' });
    expect(await capabilitiesOf(hr)).toEqual([
      'VIEW_TEAM',
      'DECIDE_REQUESTS',
      'VIEW_REPORTS',
      'DELEGATE_APPROVALS',
      'VIEW_ANALYTICS',
      'VIEW_AUDIT',
      'VIEW_ALL_BALANCES',
      'MANAGE_USERS',
      'MANAGE_TEAMS',
      'MANAGE_REQUEST_TYPES',
      'MANAGE_BALANCES',
      'MANAGE_POLICY',
      'MANAGE_LOCATIONS',
      'MANAGE_API_TOKENS',
      'USE_CALENDAR_FEEDS',
      'ADVANCED_SEARCH',
    ]);
  });

  it('gives a manager in the HR department only a manager’s capabilities: HR is a role, not a department', async () => {
    const manager = await t.createUser({ role: 'manager', isManager: true, department: 'HR' });
    const granted = await capabilitiesOf(manager);
    expect(granted).not.toContain('VIEW_AUDIT');
    expect(granted).not.toContain('MANAGE_USERS');
  });

  it('gives an administrator every capability', async () => {
    const admin = await t.createUser({ role: 'admin', isAdmin: true });
    expect(await capabilitiesOf(admin)).toEqual([
      ...Object.keys(CAPABILITY_OPERATIONS),
      ...Object.keys(CAPABILITY_ROUTES),
    ]);
  });

  it('does not follow a job title: a staff member titled manager gets nothing more', async () => {
    const titled = await t.createUser({ jobTitle: 'Office Manager' });
    expect(await capabilitiesOf(titled)).toEqual(['MANAGE_API_TOKENS', 'USE_CALENDAR_FEEDS']);
  });

  it('matches what the operation rules allow for every capability', async () => {
    const people = [
      await t.createUser(),
      await t.createUser({ role: 'team-lead' }),
      await t.createUser({ role: 'manager', isManager: true }),
      await t.createUser({ role: 'hr' }),
      await t.createUser({ role: 'admin', isAdmin: true }),
    ];
    for (const person of people) {
      const granted = new Set(await capabilitiesOf(person));
      for (const [capability, operations] of Object.entries(CAPABILITY_OPERATIONS)) {
        const allowed = operations.every((name) => allowsOperation(ALL_OPERATION_RULES[name], person));
        expect([capability, granted.has(capability)]).toEqual([capability, allowed]);
      }
    }
  });

  it("hides another person's capabilities from everyone but administrators", async () => {
    const staff = await t.createUser();
    const colleague = await t.createUser({ role: 'manager', isManager: true });
    const admin = await t.createUser({ role: 'admin', isAdmin: true });
    const query = `query ($id: ID!) { user(id: $id) { capabilities } }`;
    const asManager = await t.gql<{ user: { capabilities: string[] | null } }>(
      query,
      { id: staff.id },
      await t.tokenFor(colleague),
    );
    expect(asManager.data?.user?.capabilities ?? null).toBeNull();
    const asAdmin = await t.gql<{ user: { capabilities: string[] } }>(query, { id: staff.id }, await t.tokenFor(admin));
    expect(asAdmin.data!.user.capabilities).toEqual(['MANAGE_API_TOKENS', 'USE_CALENDAR_FEEDS']);
  });

  it('tells the person who signs in what they may do', async () => {
    const manager = await t.createUser({ role: 'manager', isManager: true });
    const result = await t.gql<{ login: { user: { capabilities: string[] } } }>(
      `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { user { capabilities manager { capabilities } } } }`,
      { e: manager.email, p: TEST_PASSWORD },
    );
    expect(result.data!.login.user.capabilities).toContain('VIEW_REPORTS');
  });

  it('answers null for an anonymous viewer', async () => {
    const result = await t.gql<{ viewer: null }>(VIEWER_CAPABILITIES);
    expect(result.data).toEqual({ viewer: null });
  });
});
