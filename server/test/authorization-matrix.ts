import {
  APPROVE_REQUEST,
  buildAdmin,
  buildHr,
  buildLead,
  buildManager,
  buildStaff,
  buildUser,
  CANCEL_REQUEST,
  issueToken,
  REJECT_REQUEST,
  submitRequest,
} from './factories';
import { daysFromToday, startTestApp, type GraphQLClient, type TestApp } from './harness';
import { socketGraphqlAt, type SocketGraphQLClient } from './ws';
import { balanceId } from './ledger-fixtures';
import type { UserEntity } from '../src/modules/users/user.entity';
import { currentYear } from '../src/modules/users/user.service';

/**
 * Who may do what, through the GraphQL API, for one small organisation:
 *
 *   admin (no reports)      hr (HR manager) ── hrStaff
 *   mgrA ── a1, a2, lead ── l1
 *   mgrB ── b1
 *   n (no manager)          subject (target of administration)
 */
type Person = 'admin' | 'hr' | 'hrStaff' | 'mgrA' | 'a1' | 'a2' | 'lead' | 'l1' | 'mgrB' | 'b1' | 'n' | 'subject';
type Caller = Person | 'anonymous' | 'garbage';
type Expected = 'allowed' | 'FORBIDDEN' | 'NOT_FOUND' | 'UNAUTHENTICATED';

interface Case {
  actor: Caller;
  operation: string;
  /** A person, or `person:escalated` for a request of theirs escalated to HR and administrators. */
  target: string;
  expected: Expected;
}

const EVERYONE: Person[] = ['admin', 'hr', 'hrStaff', 'mgrA', 'a1', 'a2', 'lead', 'l1', 'mgrB', 'b1', 'n', 'subject'];
const ACTORS: Person[] = ['admin', 'hr', 'hrStaff', 'mgrA', 'a1', 'a2', 'lead', 'l1', 'mgrB', 'b1', 'n'];
/** People who submit a pending request in beforeAll. */
const REQUESTERS: Person[] = ['hr', 'hrStaff', 'mgrA', 'a1', 'a2', 'lead', 'l1', 'b1', 'n'];

/** Whose profile, balances and requests each person sees: themselves and everyone below them; HR and admins everyone. */
const VISIBLE: Record<Person, Person[]> = {
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
const DECIDES: Partial<Record<Person, Person[]>> = {
  admin: ['hr', 'mgrA', 'n'],
  hr: ['hrStaff', 'mgrA', 'n'],
  mgrA: ['a1', 'a2', 'lead'],
  lead: ['l1'],
  mgrB: ['b1'],
};

const BULK = `mutation ($ids: [ID!]) { bulkApproveLeaveRequests(ids: $ids) { approved { id } failed { id message } } }`;
const READ_REQUEST = `query ($id: ID!) { leaveRequest(id: $id) { id requester { id } } }`;
const LIST_REQUESTS = `query ($filter: LeaveRequestFilter) { leaveRequests(first: 100, filter: $filter) { totalCount edges { node { id viewerCanDecide requester { id } } } } }`;
const LIST_USERS = `{ users(first: 100) { totalCount edges { node { id } } } }`;
const PENDING = `{ pendingApprovals { id requester { id } } }`;
const CREATE_INTRUDER = `mutation { createUser(input: { firstName: "Eve", lastName: "Intruder", email: "eve@example.test", password: "a-long-password", department: "HR", jobTitle: "Intruder" }) { id } }`;

const sorted = <T>(list: T[]): T[] => [...list].sort();

/**
 * How the matrix's operations travel: GraphQL over HTTP, or over graphql-ws, where each caller's
 * operations all run on one socket opened before the first case (so a case that changes someone's rights
 * shows on the sockets already open). Fixtures are made over HTTP either way.
 */
export type MatrixTransport = 'http' | 'graphql-ws';

export function describeAuthorizationMatrix(transport: MatrixTransport): void {
  describe(`authorization matrix over ${transport}`, () => {
    let t: TestApp;
    /** What the cases' operations go through (fixtures use `t`, over HTTP). */
    let client: GraphQLClient;
    let sockets: SocketGraphQLClient | undefined;
    const people = {} as Record<Person, UserEntity>;
    const tokens = {} as Record<Caller, string | null>;
    /** The pending request each requester submitted in beforeAll. */
    const baseRequests = {} as Record<Person, string>;
    let nextDay = 10;

    const gqlAs = <T = Record<string, unknown>>(
      actor: Caller,
      query: string,
      variables: Record<string, unknown> = {},
    ) => client.gql<T>(query, variables, tokens[actor]);
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

    describe('reading one leave request', () => {
      const cases: Case[] = ACTORS.flatMap((actor) =>
        REQUESTERS.map(
          (target) =>
            ({
              actor,
              operation: 'leaveRequest',
              target,
              expected: VISIBLE[actor].includes(target) ? 'allowed' : 'NOT_FOUND',
            }) as Case,
        ),
      );

      it.each(ACTORS)('lets %s read exactly the requests of the people they may see', async (actor) => {
        const own = cases.filter((c) => c.actor === actor);
        expect(await readOutcomes(actor, own, 'leaveRequest', '{ id }', (p) => baseRequests[p])).toEqual(
          expectedOutcomes(own),
        );
      });

      it('hides a request looked up by its human id just as by its id', async () => {
        const [{ request_id: humanId }] = await t.dataSource.query(
          `SELECT request_id FROM leave_requests WHERE id = $1`,
          [baseRequests.a1],
        );
        expect(
          (await gqlAs<{ leaveRequest: unknown }>('mgrA', READ_REQUEST, { id: humanId })).data?.leaveRequest,
        ).toEqual({ id: baseRequests.a1, requester: { id: people.a1.id } });
        expect(
          (await gqlAs<{ leaveRequest: unknown }>('mgrB', READ_REQUEST, { id: humanId })).data?.leaveRequest,
        ).toBeNull();
      });
    });

    describe("a request's approval context and what waits for a decision", () => {
      it.each(ACTORS)(
        'shows %s who else is off and the balance after approval exactly where they may',
        async (actor) => {
          const visible = REQUESTERS.filter((p) => VISIBLE[actor].includes(p));
          const document = `{ ${visible
            .map(
              (p) =>
                `${p}: leaveRequest(id: "${baseRequests[p]}") { othersOff { status } balanceAfterApproval { year } }`,
            )
            .join(' ')} }`;
          const result = await gqlAs<Record<string, { othersOff: unknown; balanceAfterApproval: unknown }>>(
            actor,
            document,
          );
          expect(result.errors).toBeUndefined();
          const seen = Object.fromEntries(
            visible.map((p) => {
              const { othersOff, balanceAfterApproval } = result.data![p];
              return [p, { othersOff: othersOff !== null, balance: balanceAfterApproval !== null }];
            }),
          );
          // Whoever sees a colleague's request (above them, or deciding it) sees its context; the requester their balance.
          const expected = Object.fromEntries(visible.map((p) => [p, { othersOff: p !== actor, balance: true }]));
          expect(seen).toEqual(expected);
        },
      );

      it.each(ACTORS)('tells %s how many requests wait for them, and only them', async (actor) => {
        const result = await gqlAs<{
          viewer: { awaitingMyDecision: { count: number; oldest: { id: string } | null } };
          pendingApprovals: { id: string }[];
          other: { awaitingMyDecision: unknown } | null;
        }>(
          actor,
          `{ viewer { awaitingMyDecision { count oldest { id } } } pendingApprovals { id }
             other: user(id: "${people.subject.id}") { awaitingMyDecision { count } } }`,
        );
        expect(result.errors).toBeUndefined();
        const { viewer, pendingApprovals, other } = result.data!;
        const decides = DECIDES[actor] ?? [];
        expect(viewer.awaitingMyDecision.count).toBe(decides.length);
        expect(sorted(pendingApprovals.map((r) => r.id))).toEqual(sorted(decides.map((p) => baseRequests[p])));
        expect(viewer.awaitingMyDecision.oldest).toEqual(pendingApprovals[0] ?? null);
        expect(other?.awaitingMyDecision ?? null).toBeNull();
      });
    });

    describe('listing leave requests', () => {
      it.each(ACTORS)('lists for %s exactly the requests of the people they may see', async (actor) => {
        const result = await gqlAs<{
          leaveRequests: { totalCount: number; edges: { node: { id: string; requester: { id: string } } }[] };
        }>(actor, LIST_REQUESTS);
        expect(result.errors).toBeUndefined();
        const expected = REQUESTERS.filter((p) => VISIBLE[actor].includes(p));
        expect(result.data!.leaveRequests.totalCount).toBe(expected.length);
        expect(sorted(result.data!.leaveRequests.edges.map((e) => e.node.id))).toEqual(
          sorted(expected.map((p) => baseRequests[p])),
        );
      });

      it("keeps a filter on somebody else's requests inside the viewer's scope", async () => {
        const result = await gqlAs<{ leaveRequests: { totalCount: number } }>('mgrA', LIST_REQUESTS, {
          filter: { userId: people.b1.id },
        });
        expect(result.data!.leaveRequests.totalCount).toBe(0);
      });
    });

    describe('reading the event log', () => {
      const EVENTS = `query ($after: String) { events(after: $after, first: 100, filter: { kinds: [SUBMITTED] }) {
        edges { node { request { id } } } pageInfo { hasNextPage endCursor } } }`;
      type Events = {
        events: {
          edges: { node: { request: { id: string } } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      };

      it.each(ACTORS)('lists for %s exactly the events of the requests of the people they may see', async (actor) => {
        const seen: string[] = [];
        for (let after: string | null = null, more = true; more;) {
          const result: { data?: Events | null; errors?: unknown } = await gqlAs<Events>(actor, EVENTS, { after });
          expect(result.errors).toBeUndefined();
          seen.push(...result.data!.events.edges.map((e) => e.node.request.id));
          more = result.data!.events.pageInfo.hasNextPage;
          after = result.data!.events.pageInfo.endCursor;
        }
        const base = new Set(Object.values(baseRequests));
        const expected = REQUESTERS.filter((p) => VISIBLE[actor].includes(p)).map((p) => baseRequests[p]);
        expect(sorted([...new Set(seen.filter((id) => base.has(id)))])).toEqual(sorted(expected));
      });
    });

    describe('reading a person and their balances', () => {
      const cases: Case[] = ACTORS.flatMap((actor) =>
        EVERYONE.map(
          (target) =>
            ({
              actor,
              operation: 'user',
              target,
              expected: VISIBLE[actor].includes(target) ? 'allowed' : 'NOT_FOUND',
            }) as Case,
        ),
      );

      it.each(ACTORS)('lets %s read exactly the people they may see, with their balances', async (actor) => {
        const own = cases.filter((c) => c.actor === actor);
        const withBalances = (user: Record<string, unknown>) =>
          (user.balances as { totalDays: number }[]).length >= 3 &&
          (user.balances as { totalDays: number }[]).every((b) => b.totalDays > 0);
        expect(
          await readOutcomes(actor, own, 'user', '{ id balances { totalDays } }', (p) => people[p].id, withBalances),
        ).toEqual(expectedOutcomes(own));
      });

      it.each(ACTORS)('shows %s the balances of exactly the people they may see', async (actor) => {
        const result = await gqlAs<{
          users: { edges: { node: { id: string; balances: { type: string; totalDays: number }[] } }[] };
        }>(actor, `{ users(first: 100) { edges { node { id balances { type totalDays } } } } }`);
        expect(result.errors).toBeUndefined();
        const nodes = result.data!.users.edges.map((e) => e.node);
        expect(sorted(nodes.map((node) => node.id))).toEqual(sorted(VISIBLE[actor].map((p) => people[p].id)));
        for (const node of nodes) {
          expect(node.balances.map((b) => b.type)).toEqual(expect.arrayContaining(['pto', 'sickness', 'other']));
          expect(node.balances.find((b) => b.type === 'pto')!.totalDays).toBeGreaterThan(0);
        }
      });

      it.each(ACTORS)('lets %s read the working schedules of exactly the people they may see', async (actor) => {
        for (const target of EVERYONE) {
          const result = await gqlAs(actor, `query ($id: ID!) { workSchedules(userId: $id) { id } }`, {
            id: people[target].id,
          });
          expect([target, code(result)]).toEqual([target, VISIBLE[actor].includes(target) ? 'allowed' : 'NOT_FOUND']);
        }
      });

      it('gives no balances of a person through a request the viewer may not see', async () => {
        const result = await gqlAs<{ user: unknown; leaveRequest: unknown }>(
          'mgrB',
          `query ($u: ID!, $r: ID!) { user(id: $u) { balances { totalDays } } leaveRequest(id: $r) { requester { balances { totalDays } } } }`,
          { u: people.a1.id, r: baseRequests.a1 },
        );
        expect(result.data).toEqual({ user: null, leaveRequest: null });
      });

      it('shows a manager the reports of their team lead: the whole reporting line below them', async () => {
        const result = await gqlAs<{ user: { directReports: { id: string }[] } }>(
          'mgrA',
          `query ($id: ID!) { user(id: $id) { directReports { id } } }`,
          { id: people.lead.id },
        );
        expect(result.data!.user.directReports.map((r) => r.id)).toEqual([people.l1.id]);
        const outsider = await gqlAs<{ user: { directReports: { id: string }[] } | null }>(
          'mgrB',
          `query ($id: ID!) { user(id: $id) { directReports { id } } }`,
          { id: people.lead.id },
        );
        expect(outsider.data!.user).toBeNull();
        const own = await gqlAs<{ user: { directReports: { id: string }[] } }>(
          'lead',
          `query ($id: ID!) { user(id: $id) { directReports { id } } }`,
          { id: people.lead.id },
        );
        expect(own.data!.user.directReports.map((r) => r.id)).toEqual([people.l1.id]);
      });
    });

    describe('listing people', () => {
      it.each(ACTORS)('lists for %s exactly the people they may see', async (actor) => {
        const result = await gqlAs<{ users: { totalCount: number; edges: { node: { id: string } }[] } }>(
          actor,
          LIST_USERS,
        );
        expect(result.errors).toBeUndefined();
        expect(result.data!.users.totalCount).toBe(VISIBLE[actor].length);
        expect(sorted(result.data!.users.edges.map((e) => e.node.id))).toEqual(
          sorted(VISIBLE[actor].map((p) => people[p].id)),
        );
      });
    });

    describe('the manager inbox', () => {
      it.each(ACTORS)('shows %s exactly the pending requests they may decide', async (actor) => {
        const result = await gqlAs<{ pendingApprovals: { id: string; requester: { id: string } }[] }>(actor, PENDING);
        expect(result.errors).toBeUndefined();
        const expected = (DECIDES[actor] ?? []).map((p) => baseRequests[p]);
        expect(sorted(result.data!.pendingApprovals.map((r) => r.id))).toEqual(sorted(expected));
      });

      it.each(ACTORS)('agrees for %s with viewerCanDecide and the awaitingMyDecision filter', async (actor) => {
        const inbox = (await gqlAs<{ pendingApprovals: { id: string }[] }>(actor, PENDING)).data!.pendingApprovals.map(
          (r) => r.id,
        );
        const all = (
          await gqlAs<{ leaveRequests: { edges: { node: { id: string; viewerCanDecide: boolean } }[] } }>(
            actor,
            LIST_REQUESTS,
          )
        ).data!.leaveRequests.edges;
        expect(sorted(all.filter((e) => e.node.viewerCanDecide).map((e) => e.node.id))).toEqual(sorted(inbox));
        const awaiting = (
          await gqlAs<{ leaveRequests: { edges: { node: { id: string } }[] } }>(actor, LIST_REQUESTS, {
            filter: { awaitingMyDecision: true },
          })
        ).data!.leaveRequests.edges;
        expect(sorted(awaiting.map((e) => e.node.id))).toEqual(sorted(inbox));
      });
    });

    describe('approving and rejecting', () => {
      const cases: Case[] = [
        // staff
        { actor: 'a1', operation: 'approve', target: 'a1', expected: 'FORBIDDEN' },
        { actor: 'a1', operation: 'approve', target: 'a2', expected: 'NOT_FOUND' },
        { actor: 'a1', operation: 'reject', target: 'b1', expected: 'NOT_FOUND' },
        { actor: 'n', operation: 'approve', target: 'n', expected: 'FORBIDDEN' },
        { actor: 'n', operation: 'reject', target: 'a1', expected: 'NOT_FOUND' },
        { actor: 'hrStaff', operation: 'approve', target: 'n', expected: 'NOT_FOUND' },
        // manager A
        { actor: 'mgrA', operation: 'approve', target: 'a1', expected: 'allowed' },
        { actor: 'mgrA', operation: 'reject', target: 'a2', expected: 'allowed' },
        { actor: 'mgrA', operation: 'approve', target: 'lead', expected: 'allowed' },
        { actor: 'mgrA', operation: 'approve', target: 'l1', expected: 'FORBIDDEN' }, // sees l1 (below the lead), but the lead decides
        { actor: 'mgrA', operation: 'approve', target: 'b1', expected: 'NOT_FOUND' },
        { actor: 'mgrA', operation: 'reject', target: 'n', expected: 'NOT_FOUND' },
        { actor: 'mgrA', operation: 'approve', target: 'mgrA', expected: 'FORBIDDEN' },
        { actor: 'mgrA', operation: 'approve', target: 'a1:escalated', expected: 'allowed' },
        // manager B
        { actor: 'mgrB', operation: 'reject', target: 'b1', expected: 'allowed' },
        { actor: 'mgrB', operation: 'approve', target: 'a1', expected: 'NOT_FOUND' },
        { actor: 'mgrB', operation: 'approve', target: 'a1:escalated', expected: 'NOT_FOUND' },
        // team lead
        { actor: 'lead', operation: 'approve', target: 'l1', expected: 'allowed' },
        { actor: 'lead', operation: 'reject', target: 'l1', expected: 'allowed' },
        { actor: 'lead', operation: 'approve', target: 'lead', expected: 'FORBIDDEN' },
        { actor: 'lead', operation: 'approve', target: 'a1', expected: 'NOT_FOUND' },
        // HR
        { actor: 'hr', operation: 'approve', target: 'n', expected: 'allowed' },
        { actor: 'hr', operation: 'reject', target: 'mgrA', expected: 'allowed' },
        { actor: 'hr', operation: 'approve', target: 'hrStaff', expected: 'allowed' },
        { actor: 'hr', operation: 'approve', target: 'a1', expected: 'FORBIDDEN' },
        { actor: 'hr', operation: 'reject', target: 'b1', expected: 'FORBIDDEN' },
        { actor: 'hr', operation: 'approve', target: 'hr', expected: 'FORBIDDEN' },
        { actor: 'hr', operation: 'approve', target: 'a1:escalated', expected: 'allowed' },
        // admin
        { actor: 'admin', operation: 'approve', target: 'n', expected: 'allowed' },
        { actor: 'admin', operation: 'reject', target: 'hr', expected: 'allowed' },
        { actor: 'admin', operation: 'approve', target: 'a1', expected: 'FORBIDDEN' },
        { actor: 'admin', operation: 'reject', target: 'l1', expected: 'FORBIDDEN' },
        { actor: 'admin', operation: 'approve', target: 'b1:escalated', expected: 'allowed' },
      ];

      it.each(cases)('$actor may $operation the request of $target: $expected', async (c) => {
        const id = await requestFor(c.target);
        const before = await requestState(id);
        const approve = c.operation === 'approve';
        await expectOutcome(
          c,
          () =>
            approve
              ? gqlAs(c.actor, APPROVE_REQUEST, { id })
              : gqlAs(c.actor, REJECT_REQUEST, { id, reason: 'Team is short-staffed' }),
          approve ? 'Mutation.approveLeaveRequest' : 'Mutation.rejectLeaveRequest',
        );
        const after = await requestState(id);
        if (c.expected !== 'allowed') {
          expect(after).toEqual(before);
          return;
        }
        expect(after.status).toBe(approve ? 'approved' : 'rejected');
        expect(after.approverId).toBe(people[c.actor as Person].id);
        expect(before.pending - after.pending).toBe(1);
        expect(after.used - before.used).toBe(approve ? 1 : 0);
      });
    });

    describe('cancelling', () => {
      const cases: Case[] = [
        { actor: 'a1', operation: 'cancel', target: 'a1', expected: 'allowed' },
        { actor: 'n', operation: 'cancel', target: 'n', expected: 'allowed' },
        { actor: 'a2', operation: 'cancel', target: 'a1', expected: 'NOT_FOUND' },
        { actor: 'mgrB', operation: 'cancel', target: 'a1', expected: 'NOT_FOUND' },
        { actor: 'mgrA', operation: 'cancel', target: 'a1', expected: 'FORBIDDEN' },
        { actor: 'lead', operation: 'cancel', target: 'l1', expected: 'FORBIDDEN' },
        { actor: 'hr', operation: 'cancel', target: 'a1', expected: 'FORBIDDEN' },
        { actor: 'admin', operation: 'cancel', target: 'n', expected: 'FORBIDDEN' },
      ];

      it.each(cases)('$actor may cancel the request of $target: $expected', async (c) => {
        const id = await requestFor(c.target);
        const before = await requestState(id);
        await expectOutcome(c, () => gqlAs(c.actor, CANCEL_REQUEST, { id }), 'Mutation.cancelLeaveRequest');
        const after = await requestState(id);
        if (c.expected !== 'allowed') {
          expect(after).toEqual(before);
          return;
        }
        expect(after.status).toBe('cancelled');
        expect(before.pending - after.pending).toBe(1);
      });
    });

    describe('bulk approval', () => {
      it('refuses staff, with or without ids, and approves nothing', async () => {
        const id = await requestFor('a2');
        for (const variables of [{ ids: [id] }, {}]) {
          await expectOutcome(
            { actor: 'a1', operation: 'bulk', target: 'a2', expected: 'FORBIDDEN' },
            () => gqlAs('a1', BULK, variables),
            'Mutation.bulkApproveLeaveRequests',
          );
        }
        expect((await requestState(id)).status).toBe('pending');
      });

      it('approves for a manager only the requests of their own reports among the ids given', async () => {
        const own = await requestFor('b1');
        const others = [await requestFor('a1'), await requestFor('n'), await requestFor('mgrB')];
        const result = await gqlAs<{
          bulkApproveLeaveRequests: { approved: { id: string }[]; failed: { id: string; message: string }[] };
        }>('mgrB', BULK, { ids: [own, ...others] });
        expect(result.errors).toBeUndefined();
        expect(result.data!.bulkApproveLeaveRequests.approved.map((r) => r.id)).toEqual([own]);
        expect(sorted(result.data!.bulkApproveLeaveRequests.failed.map((f) => f.id))).toEqual(sorted(others));
        expect((await requestState(own)).status).toBe('approved');
        for (const id of others) expect((await requestState(id)).status).toBe('pending');
      });

      it('approves for a manager without ids exactly the pending requests of their direct reports', async () => {
        const pendingOf = async () =>
          (await t.dataSource.query(`SELECT id, user_id AS "userId" FROM leave_requests WHERE status = 'pending'`)) as {
            id: string;
            userId: string;
          }[];
        const before = await pendingOf();
        const reports = new Set(['a1', 'a2', 'lead'].map((p) => people[p as Person].id));
        const expected = before.filter((r) => reports.has(r.userId)).map((r) => r.id);
        expect(expected.length).toBeGreaterThan(2);
        const result = await gqlAs<{ bulkApproveLeaveRequests: { approved: { id: string }[]; failed: unknown[] } }>(
          'mgrA',
          BULK,
        );
        expect(result.data!.bulkApproveLeaveRequests.failed).toEqual([]);
        expect(sorted(result.data!.bulkApproveLeaveRequests.approved.map((r) => r.id))).toEqual(sorted(expected));
        const after = await pendingOf();
        expect(sorted(after.map((r) => r.id))).toEqual(
          sorted(before.filter((r) => !reports.has(r.userId)).map((r) => r.id)),
        );
      });
    });

    describe('queries for HR and administrators', () => {
      const QUERIES: Record<string, string> = {
        auditLogs: `{ auditLogs(first: 5) { totalCount } }`,
        balances: `{ balances(first: 5) { totalCount } }`,
        roleStats: `{ roleStats { role count } }`,
        slackApp: `{ slackApp { configured } }`,
      };
      const cases: Case[] = [
        ...(['auditLogs', 'balances'] as const).flatMap((operation) => [
          ...(['a1', 'hrStaff', 'lead', 'mgrA'] as const).map(
            (actor) => ({ actor, operation, target: '-', expected: 'FORBIDDEN' }) as Case,
          ),
          ...(['hr', 'admin'] as const).map(
            (actor) => ({ actor, operation, target: '-', expected: 'allowed' }) as Case,
          ),
        ]),
        ...(['a1', 'lead', 'mgrA', 'hr'] as const).map(
          (actor) => ({ actor, operation: 'roleStats', target: '-', expected: 'FORBIDDEN' }) as Case,
        ),
        { actor: 'admin', operation: 'roleStats', target: '-', expected: 'allowed' },
        ...(['a1', 'lead', 'mgrA', 'hr'] as const).map(
          (actor) => ({ actor, operation: 'slackApp', target: '-', expected: 'FORBIDDEN' }) as Case,
        ),
        { actor: 'admin', operation: 'slackApp', target: '-', expected: 'allowed' },
      ];

      it.each(cases)('$actor queries $operation: $expected', async (c) => {
        let result: Awaited<ReturnType<typeof gqlAs<Record<string, { totalCount?: number } | unknown[]>>>> | undefined;
        await expectOutcome(
          c,
          async () => (result = await gqlAs(c.actor, QUERIES[c.operation])),
          `Query.${c.operation}`,
        );
        if (c.expected === 'allowed') {
          const value = result!.data![c.operation];
          if (c.operation === 'slackApp') expect(value).toEqual({ configured: false });
          else
            expect(Array.isArray(value) ? value.length : (value as { totalCount: number }).totalCount).toBeGreaterThan(
              0,
            );
        } else {
          expect(result!.data).toBeNull();
        }
      });
    });

    describe('imports: their dry run, fields and history', () => {
      const DOCUMENTS: Record<string, string> = {
        'Mutation.previewImport': `mutation { previewImport(input: { kind: PEOPLE, fileName: "p.csv", csvText: "email\\npreview@example.test" }) { created } }`,
        'Query.importFields': `{ importFields(kind: PEOPLE) { field } }`,
        'Query.imports': `{ imports(first: 5) { totalCount } }`,
      };
      const cases: Case[] = Object.keys(DOCUMENTS).flatMap((operation) =>
        (['a1', 'hrStaff', 'mgrA', 'lead', 'hr', 'admin'] as const).map(
          (actor) =>
            ({
              actor,
              operation,
              target: '-',
              expected: actor === 'hr' || actor === 'admin' ? 'allowed' : 'FORBIDDEN',
            }) as Case,
        ),
      );
      it.each(cases)('$actor calls $operation: $expected', async (c) => {
        let result: Awaited<ReturnType<typeof gqlAs<Record<string, unknown>>>> | undefined;
        await expectOutcome(c, async () => (result = await gqlAs(c.actor, DOCUMENTS[c.operation])), c.operation);
        if (c.expected === 'allowed') expect(result!.errors).toBeUndefined();
        else expect(result!.data).toBeNull();
        // A dry run writes nothing, whoever calls it.
        expect(await t.dataSource.query(`SELECT id FROM users WHERE email = 'preview@example.test'`)).toEqual([]);
      });
    });

    describe('administration', () => {
      type Administrator = 'hr' | 'admin';
      interface AdminOperation {
        operation: string;
        document: string;
        /** The call's variables; HR and administrators each change something of their own, so both changes show. */
        variables: (actor: Caller) => Promise<Record<string, unknown>>;
        /** What the mutation would change, read from Postgres. */
        state: (variables: Record<string, unknown>) => Promise<unknown>;
        /** Who may: HR and administrators (HR's work), or administrators only. */
        allowed: Administrator[];
      }
      const one = async (sql: string, params: unknown[]) => (await t.dataSource.query(sql, params))[0] ?? null;
      /** A word per caller, so each allowed caller's change differs from the one before. */
      const tag = (actor: Caller) => String(actor).toLowerCase();
      const OPERATIONS: AdminOperation[] = [
        {
          operation: 'createUser',
          document: `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
          variables: async (actor) => ({
            input: {
              firstName: 'Nora',
              lastName: 'Newhire',
              email: `nora.newhire.${tag(actor)}@example.test`,
              password: 'a-long-password',
              department: 'Engineering',
              jobTitle: 'Engineer',
            },
          }),
          state: (v) =>
            one(`SELECT count(*)::int AS count FROM users WHERE lower(email) = $1`, [
              (v.input as { email: string }).email,
            ]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'applyImport',
          document: `mutation ($input: ImportFileInput!) { applyImport(input: $input) { created } }`,
          variables: async (actor) => ({
            input: {
              kind: 'PEOPLE',
              fileName: 'people.csv',
              csvText: `email,first name,last name\nimported.${tag(actor)}@example.test,Ida,Imported`,
            },
          }),
          state: (v) =>
            one(`SELECT count(*)::int AS count FROM users WHERE lower(email) = $1`, [
              (v.input as { csvText: string }).csvText.split('\n')[1].split(',')[0],
            ]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'updateUser',
          document: `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`,
          variables: async (actor) => ({ id: people.subject.id, input: { jobTitle: `Accountant ${tag(actor)}` } }),
          state: () => one(`SELECT job_title FROM users WHERE id = $1`, [people.subject.id]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'assignManager',
          document: `mutation ($userId: ID!, $managerId: ID) { assignManager(userId: $userId, managerId: $managerId) { id } }`,
          variables: async (actor) => ({
            userId: people.subject.id,
            managerId: actor === 'admin' ? people.mgrA.id : people.mgrB.id,
          }),
          state: () => one(`SELECT manager_id FROM users WHERE id = $1`, [people.subject.id]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'updateUserRole',
          document: `mutation ($userId: ID!) { updateUserRole(userId: $userId, input: { role: TEAM_LEAD, isManager: true }) { id } }`,
          variables: async () => ({ userId: people.subject.id }),
          state: () => one(`SELECT role, is_admin, is_manager FROM users WHERE id = $1`, [people.subject.id]),
          allowed: ['admin'],
        },
        {
          operation: 'createTeam',
          document: `mutation ($name: String!) { createTeam(input: { name: $name, description: "Experiments" }) { id } }`,
          variables: async (actor) => ({ name: `Skunkworks ${tag(actor)}` }),
          state: (v) => one(`SELECT count(*)::int AS count FROM teams WHERE name = $1`, [v.name]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'createRequestType',
          document: `mutation ($name: String!) { createRequestType(input: { name: $name, displayName: "Sabbatical", maxDaysPerYear: 10, accrualRate: 0 }) { id } }`,
          variables: async (actor) => ({ name: `sabbatical${tag(actor)}` }),
          state: (v) => one(`SELECT count(*)::int AS count FROM request_types WHERE name = $1`, [v.name]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'updateBalance',
          document: `mutation ($id: ID!, $total: Float!) { updateBalance(id: $id, input: { totalDays: $total, usedDays: 3, reason: "Contract change" }) { id } }`,
          variables: async (actor) => ({ id: subjectBalanceId, total: actor === 'admin' ? 41 : 40 }),
          state: () =>
            one(`SELECT total_days::float AS total, used_days::float AS used FROM leave_balances WHERE id = $1`, [
              subjectBalanceId,
            ]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'setAllowanceOverride',
          document: `mutation ($userId: ID!, $days: Float!) { setAllowanceOverride(input: { userId: $userId, type: "pto", days: $days, reason: "Contract" }) { id } }`,
          variables: async (actor) => ({ userId: people.subject.id, days: actor === 'admin' ? 31 : 30 }),
          state: () =>
            one(`SELECT days::float AS days FROM allowance_overrides WHERE user_id = $1`, [people.subject.id]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'updatePolicySettings',
          document: `mutation ($days: Float!) { updatePolicySettings(input: { notifyOnRejection: false, defaultPtoDays: $days }) { defaultPtoDays } }`,
          variables: async (actor) => ({ days: actor === 'admin' ? 31 : 30 }),
          state: () => one(`SELECT settings FROM policy_settings WHERE id = 1`, []),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'changeLeaveYearStart',
          document: `mutation ($month: Int!) { changeLeaveYearStart(startMonth: $month) { applied } }`,
          // HR moves the leave year to April, the administrator back to January.
          variables: async (actor) => ({ month: actor === 'admin' ? 1 : 4 }),
          state: () => one(`SELECT settings->'leaveYearStartMonth' AS month FROM policy_settings WHERE id = 1`, []),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'addHoliday',
          document: `mutation ($date: Date!) { addHoliday(input: { date: $date, name: "Boxing Day" }) { id } }`,
          variables: async (actor) => ({ date: actor === 'admin' ? '2031-12-26' : '2031-12-27' }),
          state: (v) => one(`SELECT count(*)::int AS count FROM holidays WHERE date = $1`, [v.date]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'setUserPassword',
          document: `mutation ($userId: ID!) { setUserPassword(userId: $userId, password: "another-long-password") { id } }`,
          variables: async () => ({ userId: people.subject.id }),
          state: () => one(`SELECT password_hash FROM users WHERE id = $1`, [people.subject.id]),
          allowed: ['admin'],
        },
        {
          operation: 'createWebhook',
          document: `mutation { createWebhook(input: { url: "https://hooks.example.com/leavewise", events: [APPROVED] }) { webhook { id } } }`,
          variables: async () => ({}),
          state: () => one(`SELECT count(*)::int AS count FROM notification_channels WHERE type = 'http'`, []),
          allowed: ['admin'],
        },
        {
          operation: 'configureSlackApp',
          document: `mutation { configureSlackApp(input: { signingSecret: "0123456789abcdef0123456789abcdef", botToken: "xoxb-1234567890-abcdefghij" }) { configured } }`,
          variables: async () => ({}),
          state: () => one(`SELECT count(*)::int AS count FROM slack_app_settings`, []),
          allowed: ['admin'],
        },
        {
          operation: 'removeSlackApp',
          document: `mutation { removeSlackApp { configured } }`,
          variables: async () => ({}),
          state: () => one(`SELECT count(*)::int AS count FROM slack_app_settings`, []),
          allowed: ['admin'],
        },
        {
          operation: 'createNotificationChannel',
          document: `mutation { createNotificationChannel(input: { name: "People ops", type: EMAIL, recipients: ["ops@example.test"] }) { channel { id } } }`,
          variables: async () => ({}),
          state: () => one(`SELECT count(*)::int AS count FROM notification_channels`, []),
          allowed: ['admin'],
        },
        {
          operation: 'updateFeedbackStatus',
          document: `mutation ($id: ID!) { updateFeedbackStatus(id: $id, status: RESOLVED) { id } }`,
          variables: async () => ({ id: feedbackId }),
          state: () => one(`SELECT status FROM feedback WHERE id = $1`, [feedbackId]),
          allowed: ['admin'],
        },
        {
          operation: 'setWorkSchedule',
          document: `mutation ($input: SetWorkScheduleInput!) { setWorkSchedule(input: $input) { id } }`,
          variables: async (actor) => ({
            input: {
              userId: people.subject.id,
              effectiveFrom: actor === 'admin' ? '2031-02-01' : '2031-01-01',
              template: 'four_days',
            },
          }),
          state: () => one(`SELECT count(*)::int AS count FROM work_schedules WHERE user_id = $1`, [people.subject.id]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'assignScheduleTemplate',
          document: `mutation ($ids: [ID!]!, $from: Date!) { assignScheduleTemplate(userIds: $ids, template: "mornings", effectiveFrom: $from) { id } }`,
          variables: async (actor) => ({
            ids: [people.subject.id],
            from: actor === 'admin' ? '2032-02-01' : '2032-01-01',
          }),
          state: () => one(`SELECT count(*)::int AS count FROM work_schedules WHERE user_id = $1`, [people.subject.id]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'assignWorkCalendar',
          document: `mutation ($input: AssignWorkCalendarInput!) { assignWorkCalendar(input: $input) { id } }`,
          variables: async (actor) => ({
            input: {
              userIds: [people.subject.id],
              template: 'four_days',
              effectiveFrom: actor === 'admin' ? '2033-02-01' : '2033-01-01',
            },
          }),
          state: () => one(`SELECT count(*)::int AS count FROM work_schedules WHERE user_id = $1`, [people.subject.id]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'removeWorkSchedule',
          document: `mutation ($id: ID!) { removeWorkSchedule(id: $id) }`,
          // A closed period of its own for each caller, in 2030 before the ones above.
          variables: async (actor) => {
            const month = String(1 + ['a1', 'hrStaff', 'mgrA', 'lead', 'hr', 'admin'].indexOf(String(actor))).padStart(
              2,
              '0',
            );
            const [row] = await t.dataSource.query(
              `INSERT INTO work_schedules (user_id, effective_from, effective_to, weekday_hours)
               VALUES ($1, $2::date, $2::date + 1, '{0,8,8,8,0,0,0}') RETURNING id`,
              [people.subject.id, `2030-${month}-01`],
            );
            return { id: row.id };
          },
          state: (v) => one(`SELECT count(*)::int AS count FROM work_schedules WHERE id = $1`, [v.id]),
          allowed: ['hr', 'admin'],
        },
        {
          operation: 'setFullTimeHours',
          document: `mutation { setFullTimeHours(hours: 38) { fullTimeHours } }`,
          variables: async () => ({}),
          state: () => one(`SELECT full_time_hours FROM working_time_settings`, []),
          allowed: ['admin'],
        },
        {
          operation: 'updatePrivacySettings',
          document: `mutation ($months: Int) { updatePrivacySettings(retentionMonths: $months) { retentionMonths } }`,
          variables: async (actor) => ({ months: actor === 'admin' ? 25 : 24 }),
          state: () => one(`SELECT retention_months FROM privacy_settings WHERE id = 1`, []),
          allowed: ['admin'],
        },
        {
          operation: 'erasePersonalData',
          document: `mutation ($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { pseudonym } }`,
          // Each caller tries a leaver of their own (deactivated), confirmed by name.
          variables: async () => {
            const leaver = await buildUser(t, { firstName: 'Gone', lastName: 'Already', isActive: false });
            return { input: { userId: leaver.id, confirmName: 'Gone Already' } };
          },
          state: (v) =>
            one(`SELECT first_name, email FROM users WHERE id = $1`, [(v.input as { userId: string }).userId]),
          allowed: ['admin'],
        },
        {
          operation: 'deactivateUser',
          document: `mutation ($id: ID!) { deactivateUser(id: $id) { id isActive } }`,
          // HR deactivates someone of its own; the administrator the subject, whose token is tried last.
          variables: async (actor) => ({
            id: actor === 'admin' ? people.subject.id : (await buildUser(t, { firstName: 'Leaver' })).id,
          }),
          state: (v) => one(`SELECT is_active, token_version FROM users WHERE id = $1`, [v.id]),
          allowed: ['hr', 'admin'],
        },
      ];
      let subjectBalanceId: string;
      let feedbackId: string;

      beforeAll(async () => {
        subjectBalanceId = await balanceId(t, people.subject.id, currentYear());
        const sent = await gqlAs<{ submitFeedback: { id: string } }>(
          'a1',
          `mutation { submitFeedback(input: { category: BUG, message: "The calendar is slow", pagePath: "/calendar" }) { id } }`,
        );
        feedbackId = sent.data!.submitFeedback.id;
      });

      const cases: Case[] = OPERATIONS.flatMap(({ operation, allowed }) =>
        (['a1', 'hrStaff', 'mgrA', 'lead', 'hr', 'admin'] as const).map(
          (actor) =>
            ({
              actor,
              operation,
              target: 'subject',
              expected: (allowed as string[]).includes(actor) ? 'allowed' : 'FORBIDDEN',
            }) as Case,
        ),
      );

      it.each(cases)('$actor calls $operation: $expected', async (c) => {
        const op = OPERATIONS.find((o) => o.operation === c.operation)!;
        const variables = await op.variables(c.actor);
        const before = await op.state(variables);
        await expectOutcome(c, () => gqlAs(c.actor, op.document, variables), `Mutation.${c.operation}`);
        const after = await op.state(variables);
        if (c.expected === 'allowed') expect(after).not.toEqual(before);
        else expect(after).toEqual(before);
      });

      describe("HR's limits: no administrator's account, and no HR or ADMIN role given", () => {
        const refusals: {
          what: string;
          operation: string;
          document: string;
          variables: () => Record<string, unknown>;
        }[] = [
          {
            what: 'creates an administrator',
            operation: 'createUser',
            document: `mutation { createUser(input: { firstName: "Eve", lastName: "Admin", email: "eve.admin@example.test", password: "a-long-password", department: "HR", jobTitle: "Intruder", role: ADMIN }) { id } }`,
            variables: () => ({}),
          },
          {
            what: 'creates someone with the administrator flag',
            operation: 'createUser',
            document: `mutation { createUser(input: { firstName: "Eve", lastName: "Flag", email: "eve.flag@example.test", password: "a-long-password", department: "HR", jobTitle: "Intruder", isAdmin: true }) { id } }`,
            variables: () => ({}),
          },
          {
            what: 'creates another HR person',
            operation: 'createUser',
            document: `mutation { createUser(input: { firstName: "Eve", lastName: "People", email: "eve.hr@example.test", password: "a-long-password", department: "HR", jobTitle: "HR Partner", role: HR }) { id } }`,
            variables: () => ({}),
          },
          {
            what: "edits an administrator's account",
            operation: 'updateUser',
            document: `mutation ($id: ID!) { updateUser(id: $id, input: { jobTitle: "Demoted" }) { id } }`,
            variables: () => ({ id: people.admin.id }),
          },
          {
            what: "assigns an administrator's manager",
            operation: 'assignManager',
            document: `mutation ($id: ID!, $m: ID!) { assignManager(userId: $id, managerId: $m) { id } }`,
            variables: () => ({ id: people.admin.id, m: people.hr.id }),
          },
          {
            what: 'deactivates an administrator',
            operation: 'deactivateUser',
            document: `mutation ($id: ID!) { deactivateUser(id: $id) { id } }`,
            variables: () => ({ id: people.admin.id }),
          },
          {
            what: 'makes a staff member HR',
            operation: 'updateUserRole',
            document: `mutation ($id: ID!) { updateUserRole(userId: $id, input: { role: HR }) { id } }`,
            variables: () => ({ id: people.a2.id }),
          },
        ];
        const peopleState = () =>
          t.dataSource.query(
            `SELECT id, email, role, is_admin, is_active, job_title, manager_id FROM users ORDER BY email`,
          ) as Promise<unknown[]>;

        it.each(refusals)('refuses HR when it $what, and changes nothing', async (refusal) => {
          const before = await peopleState();
          await expectOutcome(
            { actor: 'hr', operation: refusal.operation, target: '-', expected: 'FORBIDDEN' },
            () => gqlAs('hr', refusal.document, refusal.variables()),
            `Mutation.${refusal.operation}`,
          );
          expect(await peopleState()).toEqual(before);
        });

        it('lets HR give the roles of the reporting line and edit a fellow HR person', async () => {
          const created = await gqlAs<{ createUser: { id: string; role: string } }>(
            'hr',
            `mutation { createUser(input: { firstName: "Tom", lastName: "Lead", email: "tom.lead@example.test", password: "a-long-password", department: "Engineering", jobTitle: "Team Lead", role: TEAM_LEAD, isManager: true, managerId: "${people.mgrA.id}" }) { id role } }`,
          );
          expect(created.errors).toBeUndefined();
          expect(
            await one(`SELECT role, is_manager, manager_id FROM users WHERE id = $1`, [created.data!.createUser.id]),
          ).toEqual({ role: 'team-lead', is_manager: true, manager_id: people.mgrA.id });
          const colleague = await buildHr(t, { firstName: 'Hedda', isManager: false });
          const edited = await gqlAs(
            'hr',
            `mutation ($id: ID!) { updateUser(id: $id, input: { jobTitle: "HR Business Partner" }) { id } }`,
            {
              id: colleague.id,
            },
          );
          expect(edited.errors).toBeUndefined();
          expect(await one(`SELECT role, job_title FROM users WHERE id = $1`, [colleague.id])).toEqual({
            role: 'hr',
            job_title: 'HR Business Partner',
          });
        });
      });

      it('refuses a staff member who tries to make themselves an administrator', async () => {
        const c: Case = { actor: 'a1', operation: 'updateUserRole', target: 'a1', expected: 'FORBIDDEN' };
        await expectOutcome(
          c,
          () =>
            gqlAs(
              'a1',
              `mutation ($id: ID!) { updateUserRole(userId: $id, input: { role: ADMIN, isAdmin: true }) { id } }`,
              { id: people.a1.id },
            ),
          'Mutation.updateUserRole',
        );
        expect(await one(`SELECT role, is_admin FROM users WHERE id = $1`, [people.a1.id])).toEqual({
          role: 'staff',
          is_admin: false,
        });
      });

      it('stops accepting the token of a person once they are deactivated', async () => {
        const result = await gqlAs('subject', `{ viewer { id } leaveRequests { totalCount } }`);
        expect(code(result)).toBe('UNAUTHENTICATED');
      });
    });

    describe("a person's push devices", () => {
      const REGISTER_DEVICE = `mutation ($input: PushDeviceInput!) { registerPushDevice(input: $input) { id } }`;
      const REMOVE_DEVICE = `mutation ($id: ID!) { removePushDevice(id: $id) }`;
      const deviceInput = (owner: string) => ({
        endpoint: `https://push.example.com/send/${owner}-${nextDay++}`,
        p256dh: Buffer.concat([Buffer.of(4), Buffer.alloc(64, 7)]).toString('base64url'),
        auth: Buffer.alloc(16, 3).toString('base64url'),
      });
      const ownerOf = async (id: string): Promise<string | undefined> =>
        (await t.dataSource.query(`SELECT user_id FROM push_subscriptions WHERE id = $1`, [id]))[0]?.user_id;

      // Everyone turns notifications on for their own device, and removes only their own: another
      // person's device (a report's, a manager's, anyone's) is not found, whatever their role.
      const cases: Case[] = ACTORS.flatMap((actor) =>
        (['a1', 'mgrA', 'admin'] as const).map(
          (owner) =>
            ({
              actor,
              operation: 'removePushDevice',
              target: owner,
              expected: actor === owner ? 'allowed' : 'NOT_FOUND',
            }) as Case,
        ),
      );

      it.each(cases)('$actor calls $operation on a device of $target: $expected', async (c) => {
        const registered = await t.gql<{ registerPushDevice: { id: string } }>(
          REGISTER_DEVICE,
          { input: deviceInput(c.target) },
          tokens[c.target as Person],
        );
        const id = registered.data!.registerPushDevice.id;
        const result = await gqlAs(c.actor, REMOVE_DEVICE, { id });
        expect(code(result)).toBe(c.expected);
        expect(await ownerOf(id)).toBe(c.expected === 'allowed' ? undefined : people[c.target as Person].id);
        const listed = await gqlAs<{ pushDevices: { id: string }[] }>(c.actor, `{ pushDevices { id } }`);
        expect(listed.data!.pushDevices.map((device) => device.id).includes(id)).toBe(false);
      });

      it.each(ACTORS)('lets %s register a device of their own and read the public key', async (actor) => {
        const registered = await gqlAs<{ registerPushDevice: { id: string } }>(actor, REGISTER_DEVICE, {
          input: deviceInput(actor),
        });
        expect(code(registered)).toBe('allowed');
        expect(await ownerOf(registered.data!.registerPushDevice.id)).toBe(people[actor].id);
        expect(code(await gqlAs(actor, `{ pushPublicKey }`))).toBe('allowed');
      });
    });

    describe("a person's Slack link", () => {
      const slackUserOf = (person: Person) => `U0${person.toUpperCase()}`;
      beforeAll(async () => {
        await t.dataSource.query(
          `INSERT INTO slack_app_settings (id, signing_secret, bot_token) VALUES (1, '0123456789abcdef', 'xoxb-1234567890-abcdefghij')
           ON CONFLICT (id) DO NOTHING`,
        );
      });
      afterAll(async () => {
        await t.dataSource.query(`DELETE FROM slack_app_settings`);
        await t.dataSource.query(`DELETE FROM slack_links`);
        await t.dataSource.query(`DELETE FROM slack_link_codes`);
      });
      const linkOf = async (person: Person): Promise<string | undefined> =>
        (await t.dataSource.query(`SELECT slack_user_id FROM slack_links WHERE user_id = $1`, [people[person].id]))[0]
          ?.slack_user_id;

      // Everyone reads, starts and removes only their own link: there is no argument naming anyone else.
      it.each(ACTORS)('lets %s read their link, get a code of their own and unlink only themselves', async (actor) => {
        const other: Person = actor === 'a1' ? 'a2' : 'a1';
        for (const person of [actor, other])
          await t.dataSource.query(
            `INSERT INTO slack_links (user_id, slack_user_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
            [people[person].id, slackUserOf(person)],
          );
        const read = await gqlAs<{ mySlackAccount: { slackUserId: string } }>(
          actor,
          `{ mySlackAccount { slackUserId } }`,
        );
        expect(code(read)).toBe('allowed');
        expect(read.data!.mySlackAccount.slackUserId).toBe(slackUserOf(actor));
        const started = await gqlAs(actor, `mutation { startSlackLink { code } }`);
        expect(code(started)).toBe('allowed');
        const owners = await t.dataSource.query(
          `SELECT DISTINCT user_id FROM slack_link_codes WHERE used_at IS NULL AND created_at > now() - interval '1 minute' AND user_id = $1`,
          [people[actor].id],
        );
        expect(owners).toHaveLength(1);
        expect(code(await gqlAs(actor, `mutation { unlinkSlackAccount { slackUserId } }`))).toBe('allowed');
        expect(await linkOf(actor)).toBeUndefined();
        expect(await linkOf(other)).toBe(slackUserOf(other));
      });
    });

    describe('without a valid session', () => {
      const OPERATIONS: Record<string, { document: string; variables: () => Record<string, unknown> }> = {
        leaveRequests: { document: LIST_REQUESTS, variables: () => ({}) },
        leaveRequest: { document: READ_REQUEST, variables: () => ({ id: baseRequests.n }) },
        users: { document: LIST_USERS, variables: () => ({}) },
        pendingApprovals: { document: PENDING, variables: () => ({}) },
        approveLeaveRequest: { document: APPROVE_REQUEST, variables: () => ({ id: baseRequests.n }) },
        cancelLeaveRequest: { document: CANCEL_REQUEST, variables: () => ({ id: baseRequests.n }) },
        createUser: { document: CREATE_INTRUDER, variables: () => ({}) },
        workingTime: { document: `{ workingTime { fullTimeHours } }`, variables: () => ({}) },
        workSchedules: {
          document: `query ($id: ID!) { workSchedules(userId: $id) { id } }`,
          variables: () => ({ id: people.n.id }),
        },
        pushPublicKey: { document: `{ pushPublicKey }`, variables: () => ({}) },
        pushDevices: { document: `{ pushDevices { id } }`, variables: () => ({}) },
        registerPushDevice: {
          document: `mutation { registerPushDevice(input: { endpoint: "https://push.example.com/send/intruder", p256dh: "BAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc", auth: "AwMDAwMDAwMDAwMDAwMDAw" }) { id } }`,
          variables: () => ({}),
        },
        removePushDevice: {
          document: `mutation { removePushDevice(id: "00000000-0000-4000-8000-000000000000") }`,
          variables: () => ({}),
        },
        setWorkSchedule: {
          document: `mutation ($id: ID!) { setWorkSchedule(input: { userId: $id, effectiveFrom: "2031-01-01", template: "mornings" }) { id } }`,
          variables: () => ({ id: people.n.id }),
        },
        mySlackAccount: { document: `{ mySlackAccount { slackUserId } }`, variables: () => ({}) },
        startSlackLink: { document: `mutation { startSlackLink { code } }`, variables: () => ({}) },
        unlinkSlackAccount: { document: `mutation { unlinkSlackAccount { slackUserId } }`, variables: () => ({}) },
      };
      const cases: Case[] = (['anonymous', 'garbage'] as const).flatMap((actor) =>
        Object.keys(OPERATIONS).map(
          (operation) => ({ actor, operation, target: 'n', expected: 'UNAUTHENTICATED' }) as Case,
        ),
      );

      it.each(cases)('$actor calls $operation: $expected', async (c) => {
        const before = await requestState(baseRequests.n);
        const [{ count: usersBefore }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users`);
        const result = await gqlAs(c.actor, OPERATIONS[c.operation].document, OPERATIONS[c.operation].variables());
        expect(code(result)).toBe(c.expected);
        // graphql-ws refuses the socket itself: closed with 4401 before any operation.
        if (transport === 'graphql-ws') expect(result.status).toBe(4401);
        else expect(result.errors![0].message).toBe('Authentication required');
        expect(await requestState(baseRequests.n)).toEqual(before);
        const [{ count: usersAfter }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users`);
        expect(usersAfter).toBe(usersBefore);
      });

      it.each(['anonymous', 'garbage'] as const)('answers viewer with null for a %s caller', async (actor) => {
        const result = await gqlAs<{ viewer: unknown }>(actor, `{ viewer { id } }`);
        if (transport === 'graphql-ws') {
          expect(code(result)).toBe('UNAUTHENTICATED');
          return;
        }
        expect(result.errors).toBeUndefined();
        expect(result.data).toEqual({ viewer: null });
      });
    });
    if (transport === 'graphql-ws')
      describe('request events', () => {
        const REQUEST_EVENTS = `subscription { requestEvents(filter: { kinds: [SUBMITTED] }) { request { id requester { id } } } }`;
        type RequestEvents = { requestEvents: { request: { id: string; requester: { id: string } } } };

        it('delivers to each person exactly the requests of the people they may see', async () => {
          const subscriptions = new Map(
            ACTORS.map((actor) => [actor, sockets!.socketFor(tokens[actor]).subscribe<RequestEvents>(REQUEST_EVENTS)]),
          );
          /** A request each actor may see (from beforeAll), announced again as a marker. */
          const markerOf = (actor: Person) => baseRequests[REQUESTERS.find((p) => VISIBLE[actor].includes(p))!];
          /** Announces every actor's marker until each has heard it: every subscription is live, and (events reach a subscription in order) every event before was decided. */
          const untilAllHeardMarkers = async () => {
            const pending = new Set(ACTORS);
            for (let round = 0; pending.size; round++) {
              if (round > 50) throw new Error(`no marker reached ${[...pending].join(', ')}`);
              const since = new Map(ACTORS.map((actor) => [actor, subscriptions.get(actor)!.received.length]));
              for (const marker of new Set(ACTORS.map(markerOf)))
                await t.services.events.published([
                  await t.services.events.record(t.dataSource.manager, {
                    kind: 'SUBMITTED',
                    requestId: marker,
                    actorId: null,
                  }),
                ]);
              await Promise.all(
                [...pending].map(async (actor) => {
                  const subscription = subscriptions.get(actor)!;
                  const heard = () =>
                    subscription.received
                      .slice(since.get(actor))
                      .some((r) => r.data?.requestEvents.request.id === markerOf(actor));
                  await subscription.waitFor(() => heard(), 300).catch(() => undefined);
                  if (heard()) pending.delete(actor);
                }),
              );
            }
          };

          await untilAllHeardMarkers();
          const submitted = new Map<Person, string>();
          for (const person of REQUESTERS) submitted.set(person, await submitAs(person));
          await untilAllHeardMarkers();

          const fresh = new Set(submitted.values());
          for (const actor of ACTORS) {
            const heard = subscriptions
              .get(actor)!
              .received.map((r) => r.data?.requestEvents.request.id)
              .filter((id): id is string => Boolean(id && fresh.has(id)));
            const expected = REQUESTERS.filter((p) => VISIBLE[actor].includes(p)).map((p) => submitted.get(p)!);
            expect({ actor, heard: sorted(heard) }).toEqual({ actor, heard: sorted(expected) });
          }
        });
      });
  });
}
