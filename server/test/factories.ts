import type { TestApp, GraphQLResult } from './harness';
import type { RoleValue, UserEntity } from '../src/modules/users/user.entity';

/**
 * Test factories on top of the harness: people written straight to Postgres (`t.createUser`), requests and
 * teams made through the GraphQL API as a client would. Every factory that calls the API throws with the
 * GraphQL errors when the call is refused, so a broken fixture fails the test where it was built.
 */

export type UserOverrides = Partial<UserEntity> & { role?: RoleValue };

/** Throws, naming the operation and carrying the GraphQL errors, unless the call succeeded. */
function dataOf<T>(what: string, result: GraphQLResult<T>): T {
  if (result.errors?.length || !result.data) throw new Error(`${what} failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/**
 * A person written straight to Postgres with the flags their role implies (admin: isAdmin, manager: isManager),
 * harness defaults otherwise (staff, Engineering, Engineer); `overrides` win.
 */
export function buildUser(t: TestApp, overrides: UserOverrides = {}): Promise<UserEntity> {
  const role = overrides.role ?? 'staff';
  return t.createUser({
    ...(role === 'admin' ? { isAdmin: true } : {}),
    ...(role === 'manager' ? { isManager: true } : {}),
    role,
    ...overrides,
  });
}

/** An administrator (role admin, isAdmin). */
export const buildAdmin = (t: TestApp, overrides: UserOverrides = {}): Promise<UserEntity> =>
  buildUser(t, { role: 'admin', ...overrides });

/** A line manager (role manager, isManager). */
export const buildManager = (t: TestApp, overrides: UserOverrides = {}): Promise<UserEntity> =>
  buildUser(t, { role: 'manager', ...overrides });

/** An HR manager: a manager in the HR department, which is what gives HR rights. */
export const buildHr = (t: TestApp, overrides: UserOverrides = {}): Promise<UserEntity> =>
  buildUser(t, { role: 'manager', department: 'HR', jobTitle: 'HR Manager', ...overrides });

/** A team lead (role team-lead, no manager or admin flag). */
export const buildLead = (t: TestApp, overrides: UserOverrides = {}): Promise<UserEntity> =>
  buildUser(t, { role: 'team-lead', jobTitle: 'Team Lead', ...overrides });

/** A staff member reporting to `manager` (or to nobody when it is null). */
export const buildStaff = (
  t: TestApp,
  manager: Pick<UserEntity, 'id'> | null,
  overrides: UserOverrides = {},
): Promise<UserEntity> => buildUser(t, { ...(manager ? { managerId: manager.id } : {}), ...overrides });

/** A bearer token signed by the server for `user`, without a sign-in (no login audit entry, lastLoginAt unchanged). */
export async function issueToken(t: TestApp, user: Pick<UserEntity, 'id' | 'tokenVersion'>): Promise<string> {
  return (await t.services.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion })).token;
}

export type OrganisationRole = 'admin' | 'hr' | 'manager' | 'lead' | 'staff';

export type Organisation<R extends OrganisationRole> = { [K in R]: UserEntity } & {
  /** A bearer token for each person built. */
  tokens: { [K in R]: string };
};

const ROLE_ORDER: OrganisationRole[] = ['admin', 'hr', 'manager', 'lead', 'staff'];
const BUILDERS: Record<Exclude<OrganisationRole, 'staff'>, typeof buildAdmin> = {
  admin: buildAdmin,
  hr: buildHr,
  manager: buildManager,
  lead: buildLead,
};

/**
 * One person per role named in `roles` (all five by default), each with a token, built in the order admin, hr,
 * manager, lead, staff; the staff member reports to the manager when there is one. Each role maps to the
 * overrides for that person. Tokens come from signing in (`t.tokenFor`) unless `signIn` is 'issue'.
 */
export async function buildOrganisation<R extends OrganisationRole = OrganisationRole>(
  t: TestApp,
  roles: { [K in R]: UserOverrides } = { admin: {}, hr: {}, manager: {}, lead: {}, staff: {} } as never,
  options: { signIn?: 'login' | 'issue' } = {},
): Promise<Organisation<R>> {
  const wanted = roles as Partial<Record<OrganisationRole, UserOverrides>>;
  const people: Partial<Record<OrganisationRole, UserEntity>> = {};
  for (const role of ROLE_ORDER) {
    const overrides = wanted[role];
    if (!overrides) continue;
    people[role] =
      role === 'staff' ? await buildStaff(t, people.manager ?? null, overrides) : await BUILDERS[role](t, overrides);
  }
  const tokens: Partial<Record<OrganisationRole, string>> = {};
  for (const [role, user] of Object.entries(people) as [OrganisationRole, UserEntity][])
    tokens[role] = options.signIn === 'issue' ? await issueToken(t, user) : await t.tokenFor(user);
  return { ...people, tokens } as Organisation<R>;
}

/** The submission mutation the request factories send; its answer carries id, requestId, status and days. */
export const SUBMIT_REQUEST = `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id requestId status days } }`;

export interface RequestInput {
  /** Request type name; pto unless given. */
  type?: string;
  startDate: string;
  /** The start date unless given. */
  endDate?: string;
  startHalfDay?: boolean;
  endHalfDay?: boolean;
  notes?: string;
}

export interface SubmittedRequest {
  id: string;
  requestId: string;
  status: string;
  days: number;
}

/** Submits a leave request as the bearer of `token` and returns the raw answer, refusals included. */
export function attemptRequest(
  t: TestApp,
  token: string | null,
  input: RequestInput,
): Promise<GraphQLResult<{ submitLeaveRequest: SubmittedRequest }>> {
  return t.gql(SUBMIT_REQUEST, { input: { type: 'pto', ...input, endDate: input.endDate ?? input.startDate } }, token);
}

/** Submits a leave request through the API; throws with the GraphQL errors if it is refused. */
export async function submitRequest(t: TestApp, token: string, input: RequestInput): Promise<SubmittedRequest> {
  return dataOf('submitLeaveRequest', await attemptRequest(t, token, input)).submitLeaveRequest;
}

/** Approves a pending request as the bearer of `token`; throws with the GraphQL errors if it is refused. */
export async function approveRequest(t: TestApp, token: string, id: string): Promise<{ id: string; status: string }> {
  return dataOf(
    'approveLeaveRequest',
    await t.gql<{ approveLeaveRequest: { id: string; status: string } }>(
      `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id status } }`,
      { id },
      token,
    ),
  ).approveLeaveRequest;
}

export interface TeamInput {
  /** Unique; "Team <n>" unless given. */
  name?: string;
  /** "A team" unless given. */
  description?: string;
  managerId?: string;
  memberIds?: string[];
}

let teams = 0;

/** Creates a team through the API as the bearer of `token` (an administrator); returns its id. */
export async function buildTeam(t: TestApp, token: string, input: TeamInput = {}): Promise<string> {
  teams += 1;
  const result = await t.gql<{ createTeam: { id: string } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
    { input: { name: `Team ${process.pid}-${teams}`, description: 'A team', ...input } },
    token,
  );
  return dataOf('createTeam', result).createTeam.id;
}
