import { DEFAULT_MAX_TEXT_LENGTH } from '../src/lib/input-limits';
import { daysFromToday, TEST_PASSWORD } from './harness';
import { MEGABYTE, type Caller, useInputLimitsWorld } from './input-limits-fixtures';

/** Text that is too long or not text: a long email, unpaired surrogates, maximum lengths at their edge. */
describe('input limits', () => {
  const w = useInputLimitsWorld();
  const { send, gql, expectRefused } = w;

  describe('a very long email at sign-in and registration', () => {
    const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
    const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { token } }`;
    const emails = [
      `${'a'.repeat(250)}@x.io`, // 255 characters: one over
      `${'a'.repeat(10_000)}@example.com`,
      `${'a'.repeat(MEGABYTE)}@example.com`,
    ];

    it.each(emails.map((email) => [email.length, email]))(
      'refuses a %i-character email at GraphQL login before checking any password',
      async (_length, email) => {
        await expectRefused(() => gql('anonymous', LOGIN, { email, password: 'whatever-password' }), {
          code: 'BAD_USER_INPUT',
          message: /^Email must be at most 254 characters$/,
        });
      },
    );

    it.each(emails.map((email) => [email.length, email]))(
      'refuses a %i-character email at GraphQL and REST registration',
      async (_length, email) => {
        const input = { firstName: 'Long', lastName: 'Email', email, password: 'a-long-enough-password' };
        await expectRefused(() => gql('anonymous', REGISTER, { input }), {
          code: 'BAD_USER_INPUT',
          message: /^Email must be at most 254 characters$/,
        });
        await expectRefused(() => send('POST', '/api/auth/register', 'anonymous', input), {
          status: 400,
          code: 'BAD_USER_INPUT',
          message: /^Email must be at most 254 characters$/,
        });
        await expectRefused(() => send('POST', '/api/auth/login', 'anonymous', { email, password: 'x' }), {
          status: 400,
          code: 'BAD_USER_INPUT',
          message: /^Email must be at most 254 characters$/,
        });
      },
    );

    it('still signs in with an email of exactly 254 characters once the account exists', async () => {
      const email = `${'b'.repeat(254 - '@example.com'.length)}@example.com`;
      expect(email).toHaveLength(254);
      await w.t.createUser({ email });
      const answer = await gql('anonymous', LOGIN, { email, password: TEST_PASSWORD });
      expect(answer.json.errors).toBeUndefined();
    });
  });

  describe('unpaired UTF-16 surrogates, wherever text is accepted', () => {
    const LONE = ['\ud800', 'before \udbff after', '\udc00', 'x\udfff', '\udc00\ud800'];

    const graphqlCases: {
      name: string;
      caller: Caller;
      query: string;
      variables: (s: string) => Record<string, unknown>;
    }[] = [
      {
        name: 'the email at login',
        caller: 'anonymous',
        query: `mutation ($v: String!) { login(email: $v, password: "whatever-password") { token } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a first name at registration',
        caller: 'anonymous',
        query: `mutation ($v: String!) { register(input: { firstName: $v, lastName: "Doe", email: "s@example.test", password: "a-long-password" }) { token } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a job title in the profile',
        caller: 'staff',
        query: `mutation ($v: String) { updateProfile(input: { jobTitle: $v }) { id } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'the notes of a request',
        caller: 'staff',
        query: `mutation ($v: String) { submitLeaveRequest(input: { type: "pto", startDate: "${daysFromToday(40)}", endDate: "${daysFromToday(41)}", notes: $v }) { id } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a team name',
        caller: 'admin',
        query: `mutation ($v: String!) { createTeam(input: { name: $v, description: "A team" }) { id } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a search filter',
        caller: 'admin',
        query: `query ($v: String) { users(filter: { search: $v }) { totalCount } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'an id',
        caller: 'staff',
        query: `query ($v: ID!) { leaveRequest(id: $v) { id } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'an item of a list of request types',
        caller: 'staff',
        query: `query ($v: String!) { leaveRequests(filter: { type: ["pto", $v] }) { totalCount } }`,
        variables: (v) => ({ v }),
      },
      {
        name: 'a rejection reason',
        caller: 'manager',
        query: `mutation ($id: ID!, $v: String!) { rejectLeaveRequest(id: $id, reason: $v) { id } }`,
        variables: (v) => ({ v, id: w.pendingId }),
      },
    ];

    it.each(graphqlCases.flatMap((c) => LONE.map((lone) => [c.name, JSON.stringify(lone), c, lone] as const)))(
      'refuses %s holding %s over GraphQL',
      async (_name, _shown, c, lone) => {
        const answer = await expectRefused(() => gql(c.caller, c.query, c.variables(lone)), {
          code: 'BAD_USER_INPUT',
          message: /contains an invalid character \(an unpaired UTF-16 surrogate\)$/,
        });
        expect(answer.json.errors?.[0].extensions?.field).toBeDefined();
      },
    );

    it('refuses a surrogate escape written in the document itself', async () => {
      await expectRefused(() => gql('admin', `{ users(filter: { search: "\\ud800" }) { totalCount } }`), {
        code: 'GRAPHQL_PARSE_FAILED',
        message: /Invalid Unicode escape sequence/,
      });
    });

    const restCases: {
      name: string;
      method: string;
      path: () => string;
      caller: Caller;
      body: (v: string) => object;
    }[] = [
      {
        name: 'the email at login',
        method: 'POST',
        path: () => '/api/auth/login',
        caller: 'anonymous',
        body: (v) => ({ email: v, password: 'whatever-password' }),
      },
      {
        name: 'a first name in the profile',
        method: 'PUT',
        path: () => '/api/auth/profile',
        caller: 'staff',
        body: (v) => ({ first_name: v }),
      },
      {
        name: 'the notes of a request',
        method: 'POST',
        path: () => '/api/pto/requests',
        caller: 'staff',
        body: (v) => ({ type: 'pto', start_date: daysFromToday(50), end_date: daysFromToday(50), notes: v }),
      },
      {
        name: 'a team description',
        method: 'PUT',
        path: () => `/api/admin/teams/${w.teamId}`,
        caller: 'admin',
        body: (v) => ({ description: v }),
      },
      {
        name: 'a nested blackout reason',
        method: 'PUT',
        path: () => '/api/admin/pto-settings',
        caller: 'admin',
        body: (v) => ({ blackoutDateRanges: [{ start: '2030-01-01', end: '2030-01-02', reason: v }] }),
      },
    ];

    it.each(restCases.map((c) => [c.name, c] as const))(
      'refuses %s holding a lone surrogate over REST',
      async (_n, c) => {
        for (const lone of LONE) {
          const answer = await expectRefused(() => send(c.method, c.path(), c.caller, c.body(lone)), {
            status: 400,
            code: 'BAD_USER_INPUT',
            message: /contains an invalid character \(an unpaired UTF-16 surrogate\)$/,
          });
          expect(answer.json.success).toBe(false);
        }
      },
    );

    it('refuses a path parameter that is not UTF-8', async () => {
      for (const segment of ['%ED%A0%80', '%E0%A4%A', '%FF']) {
        await expectRefused(() => send('GET', `/api/admin/users/${segment}`, 'admin'), {
          status: 400,
          code: 'BAD_USER_INPUT',
          message: /./,
        });
      }
    });

    it('accepts paired surrogates (emoji) and other Unicode', async () => {
      const answer = await gql(
        'staff',
        `mutation ($v: String) { updateProfile(input: { jobTitle: $v }) { jobTitle } }`,
        {
          v: 'Développeuse 😀 开发',
        },
      );
      expect(answer.json).toEqual({
        data: { updateProfile: { jobTitle: 'Développeuse 😀 开发' } },
        extensions: expect.anything(),
      });
    });
  });

  describe('maximum lengths at their edge', () => {
    it('takes a field at its maximum and refuses one character more', async () => {
      const notes = 'n'.repeat(2000);
      const submit = (text: string, day: number) =>
        gql('staff', `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id } }`, {
          input: { type: 'pto', startDate: daysFromToday(day), endDate: daysFromToday(day), notes: text },
        });
      expect((await submit(notes, 100)).json.errors).toBeUndefined();
      await expectRefused(() => submit(`${notes}n`, 101), {
        code: 'BAD_USER_INPUT',
        message: /^Notes must be at most 2000 characters$/,
      });
      const search = (text: string) =>
        gql('admin', `query ($v: String) { users(filter: { search: $v }) { totalCount } }`, { v: text });
      expect((await search('s'.repeat(200))).json.errors).toBeUndefined();
      await expectRefused(() => search('s'.repeat(201)), {
        code: 'BAD_USER_INPUT',
        message: /^Search must be at most 200 characters$/,
      });
    });

    it('limits text without a maximum of its own to the default', async () => {
      const report = (department: string) =>
        gql(
          'admin',
          `query ($d: String!) { customReport(input: { startDate: "2024-01-01", endDate: "2024-01-31", departments: [$d] }) { title } }`,
          {
            d: department,
          },
        );
      expect((await report('d'.repeat(DEFAULT_MAX_TEXT_LENGTH))).json.errors).toBeUndefined();
      await expectRefused(() => report('d'.repeat(DEFAULT_MAX_TEXT_LENGTH + 1)), {
        code: 'BAD_USER_INPUT',
        message: new RegExp(`^Departments must be at most ${DEFAULT_MAX_TEXT_LENGTH} characters$`),
      });
    });

    it('refuses NUL characters in GraphQL and REST text', async () => {
      await expectRefused(
        () =>
          gql('staff', `mutation ($v: String) { updateProfile(input: { jobTitle: $v }) { id } }`, {
            v: 'Head\u0000 of',
          }),
        {
          code: 'BAD_USER_INPUT',
          message: /^Text must not contain NUL/,
        },
      );
      await expectRefused(() => send('PUT', '/api/auth/profile', 'staff', { jobTitle: 'Head\u0000 of' }), {
        status: 400,
        code: 'BAD_USER_INPUT',
        message: /^Text must not contain NUL/,
      });
    });
  });
});
