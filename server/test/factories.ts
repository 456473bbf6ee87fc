import type { GraphQLClient, GraphQLResult, TestApp } from './harness';
import type { RoleValue, UserEntity } from '../src/modules/users/user.entity';
import type { ListSizes } from '../src/kernel/organisation-sizes';

/**
 * Test factories on top of the harness: people written straight to Postgres (`t.createUser`); requests and their
 * decisions, teams, holidays, policy changes and balance adjustments made through the GraphQL API as a client
 * would. Every factory that calls the API throws with the GraphQL errors when the call is refused, so a broken
 * fixture fails the test where it was built. The documents the factories send are exported, for tests that look
 * at a refusal themselves.
 *
 * The API factories take any GraphQLClient: the test app, or `graphqlAt(url)` for another server process, a
 * replica or the nginx in front of them (the people still come from the test app, which shares their database).
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

/**
 * The counts an organisation of 5,000 people might have, as graphql/organisation-sizes.ts reads them
 * for the query cost; `overrides` win.
 */
export function buildListSizes(overrides: Partial<ListSizes> = {}): ListSizes {
  return Object.freeze({
    people: 5000,
    managers: 500,
    mostDirectReports: 40,
    teams: 100,
    largestTeam: 120,
    departments: 12,
    requestTypes: 12,
    activeRequestTypes: 10,
    holidays: 60,
    locations: 10,
    webhooks: 10,
    apiTokensOfOnePerson: 10,
    notificationChannels: 10,
    notificationRules: 20,
    auditActions: 60,
    auditResourceTypes: 20,
    auditStatsRows: 600,
    leaveMonths: 60,
    blackoutDateRanges: 10,
    departmentOverrides: 12,
    roleOverrides: 4,
    ...overrides,
  });
}

/** Opens `user`'s balances for `year` as the server does when that year is first used (the harness opens this year's). */
export function openBalances(t: TestApp, user: UserEntity, year: number): Promise<void> {
  return t.dataSource.transaction((manager) => t.services.balances.ensureBalances(manager, user, year));
}

/** An administrator (role admin, isAdmin). */
export const buildAdmin = (t: TestApp, overrides: UserOverrides = {}): Promise<UserEntity> =>
  buildUser(t, { role: 'admin', ...overrides });

/** A line manager (role manager, isManager). */
export const buildManager = (t: TestApp, overrides: UserOverrides = {}): Promise<UserEntity> =>
  buildUser(t, { role: 'manager', ...overrides });

/** An HR manager: the HR role (which is what gives HR's rights), flagged as a manager, in the HR department. */
export const buildHr = (t: TestApp, overrides: UserOverrides = {}): Promise<UserEntity> =>
  buildUser(t, { role: 'hr', isManager: true, department: 'HR', jobTitle: 'HR Manager', ...overrides });

/** A team lead (role team-lead, no manager or admin flag). */
export const buildLead = (t: TestApp, overrides: UserOverrides = {}): Promise<UserEntity> =>
  buildUser(t, { role: 'team-lead', jobTitle: 'Team Lead', ...overrides });

/** A staff member reporting to `manager` (or to nobody when it is null). */
export const buildStaff = (
  t: TestApp,
  manager: Pick<UserEntity, 'id'> | null,
  overrides: UserOverrides = {},
): Promise<UserEntity> => buildUser(t, { ...(manager ? { managerId: manager.id } : {}), ...overrides });

/** A staff member reporting to `manager` (see buildStaff), signed in: their bearer token comes with them. */
export async function buildStaffWithToken(
  t: TestApp,
  manager: Pick<UserEntity, 'id'> | null,
  overrides: UserOverrides = {},
): Promise<{ user: UserEntity; token: string }> {
  const user = await buildStaff(t, manager, overrides);
  return { user, token: await t.tokenFor(user) };
}

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

/** The submission mutation the request factories send; its answer carries id, requestId, status, days and the days charged to each year. */
export const SUBMIT_REQUEST = `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id requestId status days charges { year days } } }`;
/** The approval approveRequest sends (variables: id); its answer carries id and status. */
export const APPROVE_REQUEST = `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id status } }`;
/** The rejection rejectRequest sends (variables: id, reason); its answer carries id and status. */
export const REJECT_REQUEST = `mutation ($id: ID!, $reason: String!) { rejectLeaveRequest(id: $id, reason: $reason) { id status } }`;
/** The cancellation cancelRequest sends (variables: id); its answer carries id and status. */
export const CANCEL_REQUEST = `mutation ($id: ID!) { cancelLeaveRequest(id: $id) { id status } }`;

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
  /** The days charged to each calendar year the request falls in. */
  charges: { year: number; days: number }[];
}

/** A request's answer to a decision. */
export interface DecidedRequest {
  id: string;
  status: string;
}

/** Submits a leave request as the bearer of `token` and returns the raw answer, refusals included. */
export function attemptRequest(
  t: GraphQLClient,
  token: string | null,
  input: RequestInput,
): Promise<GraphQLResult<{ submitLeaveRequest: SubmittedRequest }>> {
  return t.gql(SUBMIT_REQUEST, { input: { type: 'pto', ...input, endDate: input.endDate ?? input.startDate } }, token);
}

/** Submits a leave request through the API; throws with the GraphQL errors if it is refused. */
export async function submitRequest(t: GraphQLClient, token: string, input: RequestInput): Promise<SubmittedRequest> {
  return dataOf('submitLeaveRequest', await attemptRequest(t, token, input)).submitLeaveRequest;
}

/** Approves a pending request as the bearer of `token`; throws with the GraphQL errors if it is refused. */
export async function approveRequest(t: GraphQLClient, token: string, id: string): Promise<DecidedRequest> {
  return dataOf(
    'approveLeaveRequest',
    await t.gql<{ approveLeaveRequest: DecidedRequest }>(APPROVE_REQUEST, { id }, token),
  ).approveLeaveRequest;
}

/** Rejects a pending request as the bearer of `token`; throws with the GraphQL errors if it is refused. */
export async function rejectRequest(
  t: GraphQLClient,
  token: string,
  id: string,
  reason: string,
): Promise<DecidedRequest> {
  return dataOf(
    'rejectLeaveRequest',
    await t.gql<{ rejectLeaveRequest: DecidedRequest }>(REJECT_REQUEST, { id, reason }, token),
  ).rejectLeaveRequest;
}

/** Cancels a request as its requester (the bearer of `token`); throws with the GraphQL errors if it is refused. */
export async function cancelRequest(t: GraphQLClient, token: string, id: string): Promise<DecidedRequest> {
  return dataOf(
    'cancelLeaveRequest',
    await t.gql<{ cancelLeaveRequest: DecidedRequest }>(CANCEL_REQUEST, { id }, token),
  ).cancelLeaveRequest;
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
export async function buildTeam(t: GraphQLClient, token: string, input: TeamInput = {}): Promise<string> {
  teams += 1;
  const result = await t.gql<{ createTeam: { id: string } }>(
    `mutation ($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
    { input: { name: `Team ${process.pid}-${teams}`, description: 'A team', ...input } },
    token,
  );
  return dataOf('createTeam', result).createTeam.id;
}

/** The policy settings setPolicy reads back: the scalar ones. */
export interface PolicyAnswer {
  defaultPtoDays: number;
  defaultSicknessDays: number;
  defaultOtherDays: number;
  ptoAccrualType: string;
  allowCarryover: boolean;
  maxCarryoverDays: number;
  allowNegativeBalance: boolean;
  requireManagerApproval: boolean;
  autoApprovalDelay: number;
  escalationDelay: number;
  dayCounting: string;
  updatedAt: string | null;
}

/** The policy change setPolicy sends (variables: input); its answer carries the scalar settings (PolicyAnswer). */
export const UPDATE_POLICY = `mutation ($input: PolicySettingsInput!) { updatePolicySettings(input: $input) {
  defaultPtoDays defaultSicknessDays defaultOtherDays ptoAccrualType allowCarryover maxCarryoverDays allowNegativeBalance
  requireManagerApproval autoApprovalDelay escalationDelay dayCounting updatedAt } }`;

/**
 * Changes the leave policy as the bearer of `token` (an administrator) and returns the settings it answers with;
 * throws with the GraphQL errors if it is refused. Jobs the change enqueues are not run (`t.services.jobs.drain()`).
 */
export async function setPolicy(
  t: GraphQLClient,
  token: string,
  input: Record<string, unknown>,
): Promise<PolicyAnswer> {
  return dataOf(
    'updatePolicySettings',
    await t.gql<{ updatePolicySettings: PolicyAnswer }>(UPDATE_POLICY, { input }, token),
  ).updatePolicySettings;
}

/** Adds a public holiday through the API as the bearer of `token` (an administrator); returns its id. */
export async function buildHoliday(
  t: GraphQLClient,
  token: string,
  input: { date: string; name: string },
): Promise<string> {
  const result = await t.gql<{ addHoliday: { id: string } }>(
    `mutation ($input: HolidayInput!) { addHoliday(input: $input) { id } }`,
    { input },
    token,
  );
  return dataOf('addHoliday', result).addHoliday.id;
}

export interface BalanceAdjustment {
  totalDays?: number;
  usedDays?: number;
  /** Required by the API for every adjustment. */
  reason?: string;
}

export interface AdjustedBalance {
  id: string;
  totalDays: number;
  usedDays: number;
  availableDays: number;
}

/** The balance adjustment adjustBalance sends (variables: id, input); its answer is an AdjustedBalance. */
export const ADJUST_BALANCE = `mutation ($id: ID!, $input: UpdateBalanceInput!) { updateBalance(id: $id, input: $input) { id totalDays usedDays availableDays } }`;

/**
 * Adjusts a balance row (see balanceId in ledger-fixtures) as the bearer of `token` (an administrator); throws
 * with the GraphQL errors if it is refused.
 */
export async function adjustBalance(
  t: GraphQLClient,
  token: string,
  balanceId: string,
  input: BalanceAdjustment,
): Promise<AdjustedBalance> {
  return dataOf(
    'updateBalance',
    await t.gql<{ updateBalance: AdjustedBalance }>(ADJUST_BALANCE, { id: balanceId, input }, token),
  ).updateBalance;
}

export interface LocationInput {
  name: string;
  countryCode?: string | null;
  regionCode?: string | null;
  timeZone: string;
  weekendDays?: string[];
}

/** Adds a location through the API as the bearer of `token` (an administrator); returns its id. */
export async function buildLocation(t: GraphQLClient, token: string, input: LocationInput): Promise<string> {
  const result = await t.gql<{ createLocation: { id: string } }>(
    `mutation ($input: CreateLocationInput!) { createLocation(input: $input) { id } }`,
    { input },
    token,
  );
  return dataOf('createLocation', result).createLocation.id;
}

/** Moves a person to a location through the API as the bearer of `token` (an administrator). */
export async function moveToLocation(
  t: GraphQLClient,
  token: string,
  userId: string,
  locationId: string | null,
): Promise<void> {
  const result = await t.gql<{ updateUser: { id: string } }>(
    `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`,
    { id: userId, input: { locationId } },
    token,
  );
  dataOf('updateUser', result);
}
