import {
  buildAdmin,
  buildHr,
  buildLead,
  buildManager,
  buildStaff,
  buildUser,
  issueToken,
  submitRequest,
} from '../factories';
import { daysFromToday, startTestApp, type GraphQLClient, type GraphQLResult, type TestApp } from '../harness';
import { socketGraphqlAt, type SocketGraphQLClient } from '../ws';
import type { UserEntity } from '../../src/modules/users/user.entity';

/**
 * Who may do what, through the GraphQL API, for one small organisation:
 *
 *   admin (no reports)      hr (HR manager) ── hrStaff
 *   mgrA ── a1, a2, lead ── l1
 *   mgrB ── b1
 *   n (no manager)          subject (target of administration)
 */
export type Person =
  'admin' | 'hr' | 'hrStaff' | 'mgrA' | 'a1' | 'a2' | 'lead' | 'l1' | 'mgrB' | 'b1' | 'n' | 'subject';
export type Caller = Person | 'anonymous' | 'garbage';
export type Expected = 'allowed' | 'FORBIDDEN' | 'NOT_FOUND' | 'UNAUTHENTICATED';

export interface Case {
  actor: Caller;
  operation: string;
  /** A person, or `person:escalated` for a request of theirs escalated to HR and administrators. */
  target: string;
  expected: Expected;
}

export const EVERYONE: Person[] = [
  'admin',
  'hr',
  'hrStaff',
  'mgrA',
  'a1',
  'a2',
  'lead',
  'l1',
  'mgrB',
  'b1',
  'n',
  'subject',
];
export const ACTORS: Person[] = ['admin', 'hr', 'hrStaff', 'mgrA', 'a1', 'a2', 'lead', 'l1', 'mgrB', 'b1', 'n'];
/** People who submit a pending request in beforeAll. */
export const REQUESTERS: Person[] = ['hr', 'hrStaff', 'mgrA', 'a1', 'a2', 'lead', 'l1', 'b1', 'n'];

/** Whose profile, balances and requests each person sees: themselves and everyone below them; HR and admins everyone. */
export const VISIBLE: Record<Person, Person[]> = {
  admin: EVERYONE,
  hr: EVERYONE,
  hrStaff: ['hrStaff'],
  mgrA: ['mgrA', 'a1', 'a2', 'lead', 'l1'],
  a1: ['a1'],
  a2: ['a2'],
  lead: ['lead', 'l1'],
  l1: ['l1'],
  mgrB: ['mgrB', 'b1'],
  b1: ['b1'],
  n: ['n'],
  subject: ['subject'],
};

/** Whose pending request each person may decide: their direct reports'; HR and admins also those of people without a manager. */
export const DECIDES: Partial<Record<Person, Person[]>> = {
  admin: ['hr', 'mgrA', 'n'],
  hr: ['hrStaff', 'mgrA', 'n'],
  mgrA: ['a1', 'a2', 'lead'],
  lead: ['l1'],
  mgrB: ['b1'],
};

export const BULK = `mutation ($ids: [ID!]) { bulkApproveLeaveRequests(ids: $ids) { approved { id } failed { id message } } }`;
export const READ_REQUEST = `query ($id: ID!) { leaveRequest(id: $id) { id requester { id } } }`;
export const LIST_REQUESTS = `query ($filter: LeaveRequestFilter) { leaveRequests(first: 100, filter: $filter) { totalCount edges { node { id viewerCanDecide requester { id } } } } }`;
export const LIST_USERS = `{ users(first: 100) { totalCount edges { node { id } } } }`;
export const PENDING = `{ pendingApprovals { id requester { id } } }`;
export const CREATE_INTRUDER = `mutation { createUser(input: { firstName: "Eve", lastName: "Intruder", email: "eve@example.test", password: "a-long-password", department: "HR", jobTitle: "Intruder" }) { id } }`;

/** Each actor reading each target through `operation`: allowed where they may see the target, not found elsewhere. */
export const visibilityCases = (operation: string, targets: Person[]): Case[] =>
  ACTORS.flatMap((actor) =>
    targets.map(
      (target) =>
        ({
          actor,
          operation,
          target,
          expected: VISIBLE[actor].includes(target) ? 'allowed' : 'NOT_FOUND',
        }) as Case,
    ),
  );

export const sorted = <T>(list: T[]): T[] => [...list].sort();

/**
 * How the matrix's operations travel: GraphQL over HTTP, or over graphql-ws, where each caller's
 * operations all run on one socket opened before the first case (so a case that changes someone's rights
 * shows on the sockets already open). Fixtures are made over HTTP either way.
 */
export type MatrixTransport = 'http' | 'graphql-ws';

/** The organisation and what the cases need of it; its fields fill in when the matrix's beforeAll has run. */
export interface Matrix {
  transport: MatrixTransport;
  readonly t: TestApp;
  readonly sockets: SocketGraphQLClient | undefined;
  people: Record<Person, UserEntity>;
  tokens: Record<Caller, string | null>;
  /** The pending request each requester submitted in beforeAll. */
  baseRequests: Record<Person, string>;
  gqlAs: <T = Record<string, unknown>>(
    actor: Caller,
    query: string,
    variables?: Record<string, unknown>,
  ) => Promise<GraphQLResult<T>>;
  code: (result: { errors?: { extensions?: { code?: string } }[] }) => string;
  /** A day from today no other request of the matrix uses. */
  nextDay: () => number;
  submitAs: (owner: Person) => Promise<string>;
  requestFor: (target: string) => Promise<string>;
  requestState: (id: string) => Promise<{ status: string; approverId: string | null; pending: number; used: number }>;
  expectOutcome: (
    c: Case,
    run: () => Promise<{ errors?: { extensions?: { code?: string } }[] }>,
    graphqlOperation: string,
  ) => Promise<void>;
  readOutcomes: (
    actor: Person,
    cases: Case[],
    field: string,
    selection: string,
    idOf: (target: Person) => string,
    complete?: (value: Record<string, unknown>) => boolean,
  ) => Promise<Record<string, Expected | 'wrong or incomplete object'>>;
  expectedOutcomes: (cases: Case[]) => Record<string, Expected>;
}

/** Builds the organisation in beforeAll (and closes it in afterAll) of the describe block it is called in. */
export function setUpOrganisation(transport: MatrixTransport): Matrix {
  let t: TestApp;
  /** What the cases' operations go through (fixtures use `t`, over HTTP). */
  let client: GraphQLClient;
  let sockets: SocketGraphQLClient | undefined;
  const people = {} as Record<Person, UserEntity>;
  const tokens = {} as Record<Caller, string | null>;
  /** The pending request each requester submitted in beforeAll. */
  const baseRequests = {} as Record<Person, string>;
  let nextDay = 10;

  const gqlAs = <T = Record<string, unknown>>(actor: Caller, query: string, variables: Record<string, unknown> = {}) =>
    client.gql<T>(query, variables, tokens[actor]);
  const code = (result: { errors?: { extensions?: { code?: string } }[] }): string =>
    result.errors?.length ? String(result.errors[0].extensions?.code) : 'allowed';

  /** Submits a one-day PTO request through the API as `owner`, on a day no other request of this file uses. */
  async function submitAs(owner: Person): Promise<string> {
    const day = daysFromToday(nextDay++);
    return (await submitRequest(t, tokens[owner]!, { startDate: day, endDate: day })).id;
  }

  /** A fresh pending request for a case target (`a1` or `a1:escalated`). */
  async function requestFor(target: string): Promise<string> {
    const [owner, flag] = target.split(':') as [Person, string | undefined];
    const id = await submitAs(owner);
    if (flag === 'escalated')
      await t.dataSource.query(`UPDATE leave_requests SET escalated_at = now(), escalation_level = 2 WHERE id = $1`, [
        id,
      ]);
    return id;
  }

  /** The request's status and the balance it is charged to, read from Postgres. */
  async function requestState(id: string) {
    const [row] = await t.dataSource.query(
      `SELECT r.status, r.approver_id AS "approverId", b.pending_days::float AS pending, b.used_days::float AS used
       FROM leave_requests r JOIN leave_balances b ON b.user_id = r.user_id AND b.request_type_id = r.request_type_id AND b.year = r.balance_year
       WHERE r.id = $1`,
      [id],
    );
    return row as { status: string; approverId: string | null; pending: number; used: number };
  }

  async function deniedCount(actor: Person, operation: string): Promise<number> {
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs WHERE action = 'authorization.denied' AND actor_id = $1 AND details->>'operation' = $2`,
      [people[actor].id, operation],
    );
    return count;
  }

  /** Runs a refused or allowed call and checks the audit trail of a refusal. */
  async function expectOutcome(
    c: Case,
    run: () => Promise<{ errors?: { extensions?: { code?: string } }[] }>,
    graphqlOperation: string,
  ): Promise<void> {
    const before = c.actor in people ? await deniedCount(c.actor as Person, graphqlOperation) : 0;
    const result = await run();
    expect(code(result)).toBe(c.expected);
    if (c.expected === 'FORBIDDEN') expect(await deniedCount(c.actor as Person, graphqlOperation)).toBe(before + 1);
  }

  beforeAll(async () => {
    t = await startTestApp();
    people.admin = await buildAdmin(t, { firstName: 'Ada', department: 'Operations', jobTitle: 'Administrator' });
    people.hr = await buildHr(t, { firstName: 'Hana' });
    people.hrStaff = await buildStaff(t, people.hr, {
      firstName: 'Hugo',
      department: 'HR',
      jobTitle: 'HR Assistant',
    });
    people.mgrA = await buildManager(t, { firstName: 'Alma', jobTitle: 'Engineering Manager' });
    people.a1 = await buildStaff(t, people.mgrA, { firstName: 'Arno' });
    people.a2 = await buildStaff(t, people.mgrA, { firstName: 'Anya' });
    people.lead = await buildLead(t, { firstName: 'Lena', isManager: true, managerId: people.mgrA.id });
    people.l1 = await buildStaff(t, people.lead, { firstName: 'Luis' });
    people.mgrB = await buildManager(t, { firstName: 'Bert', department: 'Sales', jobTitle: 'Sales Manager' });
    people.b1 = await buildStaff(t, people.mgrB, {
      firstName: 'Bea',
      department: 'Sales',
      jobTitle: 'Account Executive',
    });
    people.n = await buildUser(t, { firstName: 'Nils', department: 'Design', jobTitle: 'Designer' });
    people.subject = await buildUser(t, { firstName: 'Sam', department: 'Finance', jobTitle: 'Accountant' });
    // Tokens are issued directly (the same JWT sign-in returns) so the file does not pay bcrypt once per person.
    for (const person of EVERYONE) tokens[person] = await issueToken(t, people[person]);
    tokens.anonymous = null;
    tokens.garbage = 'not-a-token.at-all.really';
    for (const person of REQUESTERS) baseRequests[person] = await submitAs(person);
    client = t;
    if (transport === 'graphql-ws') {
      client = sockets = socketGraphqlAt(t.url);
      // Every caller's socket is open before the first case; those without a valid token are closed at once.
      await Promise.all(
        Object.values(tokens).map((token) => {
          const socket = sockets!.socketFor(token);
          return Promise.race([socket.connected, socket.closed]);
        }),
      );
    }
  });
  afterAll(async () => {
    await sockets?.dispose();
    await t.close();
  });

  /**
   * Runs the cases of one actor in a single document (one alias per target) and returns each
   * target's outcome: 'allowed' when the object comes back, 'NOT_FOUND' when it is null.
   */
  async function readOutcomes(
    actor: Person,
    cases: Case[],
    field: string,
    selection: string,
    idOf: (target: Person) => string,
    complete: (value: Record<string, unknown>) => boolean = () => true,
  ): Promise<Record<string, Expected | 'wrong or incomplete object'>> {
    const document = `{ ${cases.map((c) => `${c.target}: ${field}(id: "${idOf(c.target as Person)}") ${selection}`).join(' ')} }`;
    const result = await gqlAs<Record<string, { id: string } | null>>(actor, document);
    expect(result.errors).toBeUndefined();
    return Object.fromEntries(
      cases.map((c) => {
        const value = result.data![c.target];
        if (value === null) return [c.target, 'NOT_FOUND'];
        return [
          c.target,
          value.id === idOf(c.target as Person) && complete(value) ? 'allowed' : 'wrong or incomplete object',
        ];
      }),
    );
  }

  const expectedOutcomes = (cases: Case[]) => Object.fromEntries(cases.map((c) => [c.target, c.expected]));
  return {
    transport,
    get t() {
      return t;
    },
    get sockets() {
      return sockets;
    },
    people,
    tokens,
    baseRequests,
    gqlAs,
    code,
    nextDay: () => nextDay++,
    submitAs,
    requestFor,
    requestState,
    expectOutcome,
    readOutcomes,
    expectedOutcomes,
  };
}
