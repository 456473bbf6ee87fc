import { print } from 'graphql';
import { TeamOverviewDocument } from '../../../web/src/__generated__/graphql';
import { buildAdmin, buildUser, submitRequest } from '../../test/factories';
import { daysFromToday, startTestApp, type GraphQLResult, type TestApp } from '../../test/harness';
import { openSocket, untilLive, type TestResult, type TestSocket } from '../../test/ws';
import { TeamEntity } from '../modules/teams/team.entity';
import { UserEntity } from '../modules/users/user.entity';
import { MAX_QUERY_COST } from './cost';
import { OPERATION_LIMITS } from './limits';
import type { ListSizes } from '../kernel/organisation-sizes';

/** The red team's query: members of each member's team, twice over. */
const NESTED = `query ($id: ID!) { team(id: $id) { members { team { members { team { members { id } } } } } } }`;
/** Their other one: eight aliases of every team's members' team's members. */
const ALIASED = `{ ${Array.from({ length: 8 }, (_, i) => `t${i}: teams { members { team { members { id firstName } } } }`).join(' ')} }`;
/** Twenty copies of a 1,000-character field for each of 625 people: about 12.5 MB in 626 objects. */
const WIDE = `query ($id: ID!) { team(id: $id) { members { ${Array.from({ length: 20 }, (_, i) => `a${i}: workAddress`).join(' ')} } } }`;
const TEAM_SIZE = 625;
const WORK_ADDRESS = `1 Long Road, ${'x'.repeat(986)}`;

type Errors = NonNullable<GraphQLResult['errors']>;

const costRefusal = expect.objectContaining({
  message: expect.stringMatching(new RegExp(`^Query cost \\d+ exceeds the limit of ${MAX_QUERY_COST}`)),
  extensions: expect.objectContaining({
    code: 'BAD_USER_INPUT',
    cost: expect.objectContaining({ limit: MAX_QUERY_COST }),
  }),
});
const objectsStop = expect.objectContaining({
  message: expect.stringMatching(new RegExp(`^The operation resolved more than ${OPERATION_LIMITS.objects} objects`)),
  extensions: {
    code: 'BAD_USER_INPUT',
    limit: { name: 'objects', max: OPERATION_LIMITS.objects, actual: expect.any(Number) },
  },
});
const bytesStop = expect.objectContaining({
  message: expect.stringMatching(
    new RegExp(`^The response would take more than ${OPERATION_LIMITS.responseBytes} bytes`),
  ),
  extensions: {
    code: 'BAD_USER_INPUT',
    limit: { name: 'responseBytes', max: OPERATION_LIMITS.responseBytes, actual: expect.any(Number) },
  },
});

describe('the work one operation may do', () => {
  let t: TestApp;
  let adminToken: string;
  /** A person who registered themselves: signed in, no rights beyond that. */
  let selfRegistered: string;
  let teamId: string;
  let member: UserEntity;
  /** The counts read before the large team was added, for operations costed on out-of-date counts. */
  let countsBefore: ListSizes;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    adminToken = await t.tokenFor(await buildAdmin(t));
    const registered = await t.gql<{ register: { token: string } }>(
      `mutation ($input: RegisterInput!) { register(input: $input) { token } }`,
      {
        input: {
          firstName: 'Red',
          lastName: 'Team',
          email: 'red.team@example.test',
          password: 'a long enough passphrase',
        },
      },
    );
    selfRegistered = registered.data!.register.token;
    countsBefore = await t.services.organisationSizes.refresh();
    // 625 people in one team, written in bulk; one of them signs in and asks for leave.
    const team = await t.dataSource.manager.save(TeamEntity, { name: 'Everyone', description: 'The whole company' });
    teamId = team.id;
    member = await buildUser(t, { teamId, workAddress: WORK_ADDRESS });
    await t.dataSource
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values(
        Array.from({ length: TEAM_SIZE - 1 }, (_, i) => ({
          email: `member-${i}@big.example`,
          firstName: 'Member',
          lastName: `Number ${i}`,
          passwordHash: null,
          role: 'staff' as const,
          department: 'Engineering',
          teamId,
          workAddress: WORK_ADDRESS,
        })),
      )
      .execute();
    // Their balances, as everyone has them: copies of the first member's rows and ledger entries.
    await t.dataSource.query(
      `WITH copies AS (
         INSERT INTO leave_balances (user_id, request_type_id, year, total_days, used_days, pending_days, rules, baseline_pending)
         SELECT u.id, b.request_type_id, b.year, b.total_days, b.used_days, b.pending_days, b.rules, b.baseline_pending
         FROM users u JOIN leave_balances b ON b.user_id = $2 WHERE u.team_id = $1 AND u.id <> $2
         RETURNING id, user_id, request_type_id, year)
       INSERT INTO leave_ledger_entries (balance_id, user_id, request_type_id, year, kind, bucket, days, effective_on, rule_key, reason, details)
       SELECT c.id, c.user_id, e.request_type_id, e.year, e.kind, e.bucket, e.days, e.effective_on, e.rule_key, e.reason, e.details
       FROM copies c JOIN leave_ledger_entries e ON e.user_id = $2 AND e.request_type_id = c.request_type_id AND e.year = c.year`,
      [teamId, member.id],
    );
    await t.services.organisationSizes.refresh();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
  });
  afterAll(() => t.close());

  /** As if the counts had been read before the team grew: the estimate is too low, the count of objects is not. */
  const withOutdatedCounts = () => jest.spyOn(t.services.organisationSizes, 'current').mockReturnValue(countsBefore);

  async function stillAnswers(token: string) {
    const plain = await t.gql<{ viewer: { id: string } }>(`{ viewer { id } }`, {}, token);
    expect(plain.errors).toBeUndefined();
    expect(plain.data?.viewer.id).toEqual(expect.any(String));
  }

  describe('over HTTP', () => {
    it('refuses the nested team{members{team{members…}}} query against a team of 625 before it runs', async () => {
      const result = await t.gql(NESTED, { id: teamId }, selfRegistered);
      expect(result.status).toBe(400);
      expect(result.data).toBeUndefined();
      expect(result.errors).toEqual([costRefusal]);
      // 1 team, 625 members, their 625 teams and 625 × 625 members: refused on that alone.
      expect((result.errors![0].extensions!.cost as { requested: number }).requested).toBe(1 + 625 + 625 + 625 * 625);
      await stillAnswers(selfRegistered);
    });

    it('stops the same query as its objects resolve when it was costed on out-of-date counts', async () => {
      withOutdatedCounts();
      const response = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${selfRegistered}` },
        body: JSON.stringify({ query: NESTED, variables: { id: teamId } }),
      });
      const body = await response.text();
      const result = JSON.parse(body) as GraphQLResult & { extensions?: { cost?: { requested: number } } };
      expect(result.extensions?.cost?.requested).toBeLessThan(MAX_QUERY_COST);
      expect(result.data).toBeNull();
      expect(result.errors).toEqual([objectsStop]);
      // It stopped within one list of the limit: 626 members' lists of 625 would have been 391,876 objects.
      const { actual } = result.errors![0].extensions!.limit as { actual: number };
      expect(actual).toBeGreaterThan(OPERATION_LIMITS.objects);
      expect(actual).toBeLessThanOrEqual(OPERATION_LIMITS.objects + TEAM_SIZE);
      expect(body.length).toBeLessThan(2000);
      await stillAnswers(selfRegistered);
    });

    it('refuses eight aliases of teams{members{team{members{id firstName}}}}, and stops them on out-of-date counts', async () => {
      const refused = await t.gql(ALIASED, {}, selfRegistered);
      expect(refused.status).toBe(400);
      expect(refused.errors).toEqual([costRefusal]);
      withOutdatedCounts();
      const stopped = await t.gql(ALIASED, {}, selfRegistered);
      expect(stopped.data).toBeNull();
      expect(stopped.errors).toEqual([objectsStop]);
      await stillAnswers(selfRegistered);
    });

    it('answers a body over the size limit with that limit’s error instead', async () => {
      const result = await t.gql(WIDE, { id: teamId }, adminToken);
      expect(result.data).toBeNull();
      expect(result.errors).toEqual([bytesStop]);
      expect((result.errors![0].extensions!.limit as { actual: number }).actual).toBeGreaterThan(
        OPERATION_LIMITS.responseBytes,
      );
      // Half the fields fit.
      const half = await t.gql<{ team: { members: Record<string, string>[] } }>(
        WIDE.replace(/ a1\d: workAddress/g, ''),
        { id: teamId },
        adminToken,
      );
      expect(half.errors).toBeUndefined();
      expect(half.data?.team.members).toHaveLength(TEAM_SIZE);
    });

    it('still answers what the web client sends for a large organisation: the Team Overview of 500 people', async () => {
      const result = await t.gql<{ teamOverview: { teamSize: number; members: { user: { balances: unknown[] } }[] } }>(
        print(TeamOverviewDocument),
        { from: daysFromToday(0), to: daysFromToday(30) },
        adminToken,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.teamOverview.members).toHaveLength(500);
      expect(result.data?.teamOverview.members[0].user.balances.length).toBeGreaterThan(0);
    });
  });

  describe('over graphql-ws', () => {
    function socketFor(token: string): TestSocket {
      const socket = openSocket(t.url, token);
      sockets.push(socket);
      return socket;
    }

    /** The errors an operation ends with: refused at subscribe (an error message) or in its result. */
    function errorsOf(socket: TestSocket, query: string, variables: Record<string, unknown>): Promise<Errors> {
      return new Promise((resolve, reject) => {
        socket.client.subscribe(
          { query, variables },
          {
            next: (result) => (result.errors ? resolve(result.errors as Errors) : reject(new Error('answered'))),
            error: (error) => (Array.isArray(error) ? resolve(error as Errors) : reject(error)),
            complete: () => undefined,
          },
        );
      });
    }

    it('refuses the nested query when it is sent, and stops it on out-of-date counts', async () => {
      const socket = socketFor(selfRegistered);
      expect(await errorsOf(socket, NESTED, { id: teamId })).toEqual([costRefusal]);
      withOutdatedCounts();
      expect(await errorsOf(socket, NESTED, { id: teamId })).toEqual([objectsStop]);
      expect(await errorsOf(socket, ALIASED, {})).toEqual([objectsStop]);
      await stillAnswers(selfRegistered);
    });

    it('answers a result over the size limit with that limit’s error instead', async () => {
      expect(await errorsOf(socketFor(adminToken), WIDE, { id: teamId })).toEqual([bytesStop]);
    });

    /** An administrator's live requestEvents subscription selecting `selection` under each request's requester. */
    async function requestEvents(selection: string) {
      const socket = socketFor(adminToken);
      const notifications = socket.subscribe<{ notificationAdded: { id: string; title: string } }>(
        `subscription { notificationAdded { id title } }`,
      );
      const events = socket.subscribe<{ requestEvents: { request: { id: string } } }>(
        `subscription { requestEvents { request { id requester { ${selection} } } } }`,
      );
      return { notifications, events };
    }

    let nextDay = 40;
    async function submitOne(token: string) {
      nextDay += 2;
      return submitRequest(t, token, { startDate: daysFromToday(nextDay), endDate: daysFromToday(nextDay) });
    }

    it('counts each event of a subscription afresh, and stops one event that resolves too much', async () => {
      const adminId = (await t.gql<{ viewer: { id: string } }>(`{ viewer { id } }`, {}, adminToken)).data!.viewer.id;
      const memberToken = await t.tokenFor(member);
      // The event, its request and requester, then twice their team, its 625 members and their teams:
      // 2,505 objects an event, and nine events more than the limit in all.
      const fitting = await requestEvents(`a: team { members { team { id } } } b: team { members { team { id } } }`);
      await untilLive(t.dataSource, fitting.notifications, adminId);
      const submitted: string[] = [];
      for (let i = 0; i < 9; i++) submitted.push((await submitOne(memberToken)).id);
      const last = await fitting.events.waitFor((data) => data.requestEvents.request.id === submitted[8]);
      expect(last.requestEvents.request.id).toBe(submitted[8]);
      expect(fitting.events.received.filter((result: TestResult<unknown>) => result.errors)).toEqual([]);

      // One level more is 625 × 625 objects an event: refused when subscribing, stopped per event on out-of-date counts.
      const deeper = `team { members { team { members { id } } } }`;
      const socket = socketFor(adminToken);
      expect(
        await errorsOf(socket, `subscription { requestEvents { request { requester { ${deeper} } } } }`, {}),
      ).toEqual([costRefusal]);
      withOutdatedCounts();
      const stopped = await requestEvents(deeper);
      await untilLive(t.dataSource, stopped.notifications, adminId);
      await submitOne(memberToken);
      const result = await stopped.events.waitForResult((received) => Boolean(received.errors), 15_000);
      expect(result.data).toBeNull();
      expect(result.errors).toEqual([objectsStop]);
      // The subscription goes on: the next event is counted afresh (and stopped again).
      await submitOne(memberToken);
      const next = await stopped.events.waitForResult((received) => received !== result, 15_000);
      expect(next.errors).toEqual([objectsStop]);
    });
  });
});
