import { randomUUID } from 'node:crypto';
import { log as graphqlLog } from '../src/graphql/errors';
import { LEAKS, type Caller, SUBMIT, NOT_A_UUID, useBadInputWorld } from './bad-input-fixtures';

/** Ids that name nothing, documents of the wrong shape, and failures nobody expected. */
describe('bad input', () => {
  const w = useBadInputWorld();
  const { tokens, post, footprint, expectRefused } = w;

  describe('unknown ids', () => {
    const MUTATIONS: { operation: string; actor: Caller; query: string; message: RegExp }[] = [
      {
        operation: 'approveLeaveRequest',
        actor: 'manager',
        query: `mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }`,
        message: /^Leave request not found$/,
      },
      {
        operation: 'rejectLeaveRequest',
        actor: 'manager',
        query: `mutation ($id: ID!) { rejectLeaveRequest(id: $id, reason: "No") { id } }`,
        message: /^Leave request not found$/,
      },
      {
        operation: 'cancelLeaveRequest',
        actor: 'staff',
        query: `mutation ($id: ID!) { cancelLeaveRequest(id: $id) { id } }`,
        message: /^Leave request not found$/,
      },
      {
        operation: 'updateUser',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateUser(id: $id, input: { jobTitle: "Engineer" }) { id } }`,
        message: /^User not found$/,
      },
      {
        operation: 'deactivateUser',
        actor: 'admin',
        query: `mutation ($id: ID!) { deactivateUser(id: $id) { id } }`,
        message: /^User not found$/,
      },
      {
        operation: 'assignManager',
        actor: 'admin',
        query: `mutation ($id: ID!) { assignManager(userId: $id, managerId: null) { id } }`,
        message: /^User not found$/,
      },
      {
        operation: 'updateUserRole',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateUserRole(userId: $id, input: { role: STAFF }) { id } }`,
        message: /^User not found$/,
      },
      {
        operation: 'updateBalance',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateBalance(id: $id, input: { totalDays: 10 }) { id } }`,
        message: /^Balance not found$/,
      },
      {
        operation: 'updateTeam',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateTeam(id: $id, input: { name: "Renamed" }) { id } }`,
        message: /^Team not found$/,
      },
      {
        operation: 'deleteTeam',
        actor: 'admin',
        query: `mutation ($id: ID!) { deleteTeam(id: $id) }`,
        message: /^Team not found$/,
      },
      {
        operation: 'updateRequestType',
        actor: 'admin',
        query: `mutation ($id: ID!) { updateRequestType(id: $id, input: { displayName: "Renamed" }) { id } }`,
        message: /^Request type not found$/,
      },
      {
        operation: 'deleteRequestType',
        actor: 'admin',
        query: `mutation ($id: ID!) { deleteRequestType(id: $id) }`,
        message: /^Request type not found$/,
      },
      {
        operation: 'deleteHoliday',
        actor: 'admin',
        query: `mutation ($id: ID!) { deleteHoliday(id: $id) }`,
        message: /^Holiday not found$/,
      },
    ];
    const cases = MUTATIONS.flatMap((m) => [
      { ...m, kind: 'a random UUID', id: randomUUID() },
      { ...m, kind: 'a non-UUID', id: NOT_A_UUID },
    ]);

    it.each(cases)('answers $operation of $kind with NOT_FOUND', async (c) => {
      await expectRefused(c.actor, JSON.stringify({ query: c.query, variables: { id: c.id } }), 'NOT_FOUND', c.message);
    });

    it('answers an unknown manager in an assignment with NOT_FOUND', async () => {
      for (const managerId of [randomUUID(), NOT_A_UUID]) {
        await expectRefused(
          'admin',
          JSON.stringify({
            query: `mutation ($u: ID!, $m: ID) { assignManager(userId: $u, managerId: $m) { id } }`,
            variables: { u: w.staff.id, m: managerId },
          }),
          'NOT_FOUND',
          /^Manager not found$/,
        );
      }
    });

    it('answers reads of unknown ids with null rather than an error', async () => {
      for (const id of [randomUUID(), NOT_A_UUID]) {
        const answer = await post(
          'admin',
          JSON.stringify({
            query: `query ($id: ID!) { user(id: $id) { id } leaveRequest(id: $id) { id } team(id: $id) { id } }`,
            variables: { id },
          }),
        );
        expect(answer.json).toMatchObject({ data: { user: null, leaveRequest: null, team: null } });
        expect(answer.json).not.toHaveProperty('errors');
      }
    });
  });

  describe('in the shape of the document', () => {
    it('refuses a document nested deeper than the depth limit', async () => {
      const deep = `{ viewer { ${'manager { '.repeat(10)}id${' }'.repeat(10)} } }`;
      const answer = await expectRefused(
        'staff',
        JSON.stringify({ query: deep }),
        'GRAPHQL_VALIDATION_FAILED',
        /^Query depth 11 exceeds the limit of 10$/,
      );
      expect(answer.status).toBe(400);
    });

    it('accepts a document exactly at the depth limit', async () => {
      const atLimit = `{ viewer { ${'manager { '.repeat(9)}id${' }'.repeat(9)} } }`;
      const answer = await post('staff', JSON.stringify({ query: atLimit }));
      expect(answer.json.errors).toBeUndefined();
    });

    it('refuses more aliases than the limit', async () => {
      const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: viewer { id }`).join(' ');
      const answer = await expectRefused(
        'staff',
        JSON.stringify({ query: `{ ${aliases} }` }),
        'GRAPHQL_VALIDATION_FAILED',
        /^The document uses 21 aliases; the limit is 20$/,
      );
      expect(answer.status).toBe(400);
    });

    it('refuses two sign-in fields in one document, before trying either password', async () => {
      const twice = `mutation { a: login(email: "${w.staff.email}", password: "wrong-password-1") { token } b: login(email: "${w.staff.email}", password: "wrong-password-2") { token } }`;
      const answer = await expectRefused(
        null,
        JSON.stringify({ query: twice }),
        'GRAPHQL_VALIDATION_FAILED',
        /^`login` may appear only once per request$/,
      );
      expect(answer.status).toBe(400);
    });

    it('refuses a syntax error', async () => {
      const answer = await expectRefused(
        'staff',
        JSON.stringify({ query: `{ viewer { id }` }),
        'GRAPHQL_PARSE_FAILED',
        /^Syntax Error/,
      );
      expect(answer.status).toBe(400);
    });

    it('refuses a batch of operations, so sign-in attempts cannot be multiplied that way either', async () => {
      const login = { query: `mutation { login(email: "${w.staff.email}", password: "wrong-password") { token } }` };
      const answer = await post(null, JSON.stringify([login, login]));
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(LEAKS);
      const [{ count }] = await w.t.dataSource.query(`SELECT count(*)::int AS count FROM login_failures`);
      expect(count).toBe(0);
    });

    it('refuses variables that are not an object', async () => {
      const before = await footprint();
      const answer = await post('staff', JSON.stringify({ query: SUBMIT, variables: 'startDate=2026-01-01' }));
      expect(answer.status).toBe(400);
      expect(answer.text).not.toMatch(LEAKS);
      expect(await footprint()).toEqual(before);
    });

    it('refuses a body that is not JSON', async () => {
      const before = await footprint();
      const answer = await fetch(`${w.t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.staff}` },
        body: '{"query": "{ viewer { id } }"',
      });
      const text = await answer.text();
      expect(answer.status).toBe(400);
      expect(text).not.toMatch(LEAKS);
      expect(await footprint()).toEqual(before);
    });
  });

  describe('unexpected failures', () => {
    it('masks an unexpected server error behind a correlation id', async () => {
      const logged = jest.spyOn(graphqlLog, 'error').mockImplementation(() => undefined);
      jest.spyOn(w.t.services.users, 'managers').mockRejectedValueOnce(new Error('boom SELECT * FROM users'));
      try {
        const answer = await post('staff', JSON.stringify({ query: `{ managers { id } }` }));
        expect(answer.text).not.toMatch(/SELECT|boom/);
        expect(answer.text).not.toMatch(LEAKS);
        const [error] = answer.json.errors!;
        expect(error.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
        expect(error.extensions?.correlationId).toMatch(/^[0-9a-f-]{36}$/);
        expect(error.message).toBe(`Internal server error (reference ${error.extensions!.correlationId})`);
        // The real error stays in the server log, under the same reference.
        expect(
          logged.mock.calls.some((call) => {
            const entry = call[0] as unknown as { err?: Error; correlationId?: string };
            return entry.correlationId === error.extensions!.correlationId && /boom/.test(entry.err?.message ?? '');
          }),
        ).toBe(true);
      } finally {
        logged.mockRestore();
        jest.restoreAllMocks();
      }
      const again = await post('staff', JSON.stringify({ query: `{ managers { id } }` }));
      expect(again.json.errors).toBeUndefined();
    });
  });
});
