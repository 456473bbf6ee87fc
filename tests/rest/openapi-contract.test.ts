import { randomUUID } from 'node:crypto';
import { ALL_REST_RULES } from '../../server/src/rules';
import { openApiPath, statusesOf } from '../../server/src/rest/openapi';
import { ruleKey, type RestRoute } from '../../server/src/api/route';
import { restRoutes } from '../../server/src/rest/router';
import {
  buildAdmin,
  buildManager,
  buildStaff,
  buildTeam,
  issueToken,
  submitRequest,
} from '../../server/test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../server/test/harness';
import { responseChecker, type OpenApiDocument } from '../../server/test/openapi-validator';
import type { UserEntity } from '../../server/src/modules/users/user.entity';

/**
 * The OpenAPI document against real answers: every route is called anonymously, by a staff member and
 * by an administrator, with plausible and with refused input, and each answer's status must be listed
 * for that path and method and its body must match the schema documented for that status. The
 * statuses the facade can answer (201, 400, 401, 403, 404, 409, 413, 415, 429, 501, 503) are each
 * provoked for real.
 */

const routes = restRoutes();
const JSON_BODY_ROUTES = routes.filter((r) => r.method !== 'get' && !r.before?.length);

interface Observed {
  route: string;
  status: number;
  problem: string | null;
}

describe('OpenAPI contract', () => {
  let t: TestApp;
  let check: ReturnType<typeof responseChecker>;
  let document: OpenApiDocument;
  const tokens: Record<'staff' | 'admin', string> = { staff: '', admin: '' };
  const signedIn: Record<'staff' | 'admin', UserEntity | null> = { staff: null, admin: null };
  let target: UserEntity;
  const ids: Record<string, string> = {};
  const observed: Observed[] = [];

  /** Calls a route and checks the answer against the document. */
  async function call(
    route: Pick<RestRoute, 'method' | 'path'>,
    options: {
      token?: string;
      params?: Record<string, string>;
      body?: string;
      contentType?: string;
      query?: string;
    } = {},
  ): Promise<{ status: number; body: unknown }> {
    const path = route.path.replace(/:(\w+)/g, (_m, name: string) => options.params?.[name] ?? randomUUID());
    const response = await fetch(`${t.url}/api${path}${options.query ? `?${options.query}` : ''}`, {
      method: route.method.toUpperCase(),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': options.contentType ?? 'application/json' } : {}),
      },
      body: options.body,
      redirect: 'manual',
    });
    const contentType = response.headers.get('content-type') ?? '';
    const text = await response.text();
    const body = contentType.includes('json') ? JSON.parse(text) : text;
    const problem = check(route.method, openApiPath(route.path), response.status, body, contentType);
    observed.push({ route: ruleKey(route), status: response.status, problem });
    return { status: response.status, body };
  }

  /** Real ids for a route's parameters. */
  function paramsFor(route: RestRoute): Record<string, string> {
    const id = route.path.startsWith('/pto/requests/:id')
      ? ids.request
      : route.path === '/pto/balances/:id'
        ? route.method === 'put'
          ? ids.balance
          : target.id
        : route.path.startsWith('/admin/teams')
          ? ids.team
          : route.path.startsWith('/audit')
            ? ids.audit
            : route.path.startsWith('/request-types')
              ? ids.requestType
              : route.path.startsWith('/notifications')
                ? ids.notification
                : target.id;
    return { id, userId: target.id };
  }

  /**
   * Fresh tokens for the staff member and the administrator: routes such as POST /auth/logout end the
   * session they are called with, so every route starts signed in again.
   */
  async function signIn(): Promise<void> {
    for (const name of ['admin', 'staff'] as const) {
      const [{ token_version: tokenVersion }] = await t.dataSource.query(
        `SELECT token_version FROM users WHERE id = $1`,
        [signedIn[name]!.id],
      );
      tokens[name] = (await t.services.tokens.issue({ userId: signedIn[name]!.id, tokenVersion })).token;
    }
  }

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await buildAdmin(t, { department: 'Operations' });
    const manager = await buildManager(t);
    const staff = await buildStaff(t, manager);
    target = await buildStaff(t, manager);
    for (const [name, user] of [
      ['admin', admin],
      ['staff', staff],
    ] as const)
      signedIn[name] = user;
    await signIn();
    ids.request = (
      await submitRequest(t, await issueToken(t, target), { startDate: daysFromToday(30), endDate: daysFromToday(31) })
    ).id;
    ids.team = await buildTeam(t, tokens.admin, { name: 'Contract' });
    [{ id: ids.balance }] = await t.dataSource.query(`SELECT id FROM leave_balances WHERE user_id = $1 LIMIT 1`, [
      target.id,
    ]);
    [{ id: ids.audit }] = await t.dataSource.query(`SELECT id FROM audit_logs LIMIT 1`);
    [{ id: ids.requestType }] = await t.dataSource.query(`SELECT id FROM request_types WHERE name = 'other'`);
    [{ id: ids.notification } = { id: randomUUID() }] = await t.dataSource.query(
      `SELECT id FROM notifications WHERE user_id = $1 LIMIT 1`,
      [manager.id],
    );
    document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as OpenApiDocument;
    check = responseChecker(document);
  });
  afterAll(() => t.close());

  it('documents, for every route, each status its kind of route can answer', () => {
    for (const route of routes) {
      const documented = Object.keys(document.paths[openApiPath(route.path)][route.method].responses).map(Number);
      const rule = ALL_REST_RULES[ruleKey(route)];
      expect({ route: ruleKey(route), documented }).toEqual({
        route: ruleKey(route),
        documented: statusesOf(route, rule),
      });
      expect(documented).toEqual(expect.arrayContaining([400, 403, 404, 500]));
      if (rule !== 'anyone') expect(documented).toContain(401);
      if (JSON_BODY_ROUTES.includes(route)) expect(documented).toEqual(expect.arrayContaining([413, 415]));
    }
  });

  it.each(routes.map((r) => [ruleKey(r), r] as const))('%s answers as documented', async (_name, route) => {
    await signIn();
    const body = route.method === 'get' || route.before?.length ? undefined : '{}';
    await call(route, { body });
    await call(route, { token: tokens.staff, body });
    await call(route, { token: tokens.admin, params: paramsFor(route), body });
    await call(route, { token: 'forged', body });
    if (route.path.includes(':'))
      await call(route, { token: tokens.admin, params: { id: 'x'.repeat(200), userId: ' ' } });
    if (route.query)
      await call(route, {
        token: tokens.admin,
        params: paramsFor(route),
        query: Object.keys(route.query)
          .map((name) => `${name}=-1&${name}=2`)
          .join('&'),
      });
    if (JSON_BODY_ROUTES.includes(route)) {
      await call(route, { token: tokens.admin, params: paramsFor(route), body: '{"a":' });
      await call(route, { token: tokens.admin, params: paramsFor(route), body: 'a=1', contentType: 'text/plain' });
      await call(route, {
        token: tokens.admin,
        params: paramsFor(route),
        body: JSON.stringify({ pad: 'p'.repeat(1_100_000) }),
      });
    }
    const problems = observed.filter((o) => o.route === ruleKey(route) && o.problem).map((o) => o.problem);
    expect(problems).toEqual([]);
  });

  it('documents the answers of creation, conflicts, throttling, 501 and 503 as they really come', async () => {
    await signIn();
    const team = routes.find((r) => ruleKey(r) === 'POST /admin/teams')!;
    const body = JSON.stringify({ name: 'Contract twice', description: 'A team' });
    expect((await call(team, { token: tokens.admin, body })).status).toBe(201);
    expect((await call(team, { token: tokens.admin, body })).status).toBe(409);

    const register = routes.find((r) => ruleKey(r) === 'POST /auth/register')!;
    const person = {
      firstName: 'Contract',
      lastName: 'Person',
      email: `contract-${Date.now()}@example.test`,
      password: 'a-long-password',
    };
    expect((await call(register, { body: JSON.stringify(person) })).status).toBe(201);

    const login = routes.find((r) => ruleKey(r) === 'POST /auth/login')!;
    const wrong = JSON.stringify({ email: person.email, password: 'not-the-password' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(login, { body: wrong })).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);

    const sso = routes.find((r) => ruleKey(r) === 'POST /auth/sso-login')!;
    expect((await call(sso, { body: '{}' })).status).toBe(501);

    const health = routes.find((r) => ruleKey(r) === 'GET /health')!;
    expect((await call(health)).status).toBe(200);
    const query = jest.spyOn(t.dataSource, 'query').mockRejectedValueOnce(new Error('connection refused'));
    try {
      expect((await call(health)).status).toBe(503);
    } finally {
      query.mockRestore();
    }
    expect(observed.filter((o) => o.problem).map((o) => `${o.route} ${o.status}: ${o.problem}`)).toEqual([]);
  });

  // Throttles count real sign-ins (bcrypt): a loaded machine needs more than the default minute.
  it('documents 429 on every throttled route and 413/415 on every route that takes a body, as they really come', async () => {
    await signIn();
    const route = (key: string) => routes.find((r) => ruleKey(r) === key)!;
    /** Calls until the throttle answers 429 (at most `tries` times); the statuses seen on the way. */
    async function untilThrottled(key: string, tries: number, options: Parameters<typeof call>[1]) {
      const statuses: number[] = [];
      while (statuses.at(-1) !== 429 && statuses.length < tries)
        statuses.push((await call(route(key), options)).status);
      return statuses;
    }
    const email = `throttled-${Date.now()}@example.test`;
    expect((await untilThrottled('POST /auth/forgot-password', 12, { body: JSON.stringify({ email }) })).at(-1)).toBe(
      429,
    );
    const forged = JSON.stringify({ token: 'not-a-reset-token', password: 'a-long-new-password' });
    expect((await untilThrottled('POST /auth/reset-password', 22, { body: forged })).at(-1)).toBe(429);
    const wrong = JSON.stringify({ currentPassword: 'not-the-password', newPassword: 'a-long-new-password' });
    expect((await untilThrottled('PUT /auth/password', 7, { token: tokens.staff, body: wrong })).at(-1)).toBe(429);

    const upload = route('POST /auth/upload-profile-image');
    const tooLarge = JSON.stringify({ pad: 'p'.repeat(1_100_000) });
    expect((await call(upload, { token: tokens.staff, body: tooLarge })).status).toBe(413);
    const latin1 = { token: tokens.staff, body: '{}', contentType: 'application/json; charset=latin1' };
    expect((await call(upload, latin1)).status).toBe(415);

    const keys = ['POST /auth/forgot-password', 'POST /auth/reset-password', 'PUT /auth/password', ruleKey(upload)];
    expect(observed.filter((o) => keys.includes(o.route) && o.problem).map((o) => o.problem)).toEqual([]);
  }, 180_000);

  it('catches an undocumented status and a body of the wrong shape', () => {
    expect(check('get', '/api/auth/me', 418, { success: false, message: 'x' }, 'application/json')).toMatch(
      /answered 418, which is not documented/,
    );
    expect(check('get', '/api/auth/me', 401, { success: false }, 'application/json')).toMatch(/message/);
    expect(check('get', '/api/auth/me', 200, { success: true, data: { id: 5 } }, 'application/json')).toMatch(/id/);
    expect(check('get', '/api/auth/me', 200, '<html>', 'text/html')).toMatch(/instead of JSON/);
    expect(check('get', '/api/no/such', 200, {}, 'application/json')).toMatch(/is not documented/);
  });

  it('has provoked every status the facade can answer, each matching the document', () => {
    const seen = new Set(observed.map((o) => o.status));
    for (const status of [200, 201, 400, 401, 403, 404, 409, 413, 415, 429, 501, 503])
      expect([status, seen.has(status)]).toEqual([status, true]);
    expect(seen.has(500)).toBe(false);
    expect(observed.filter((o) => o.problem)).toEqual([]);
    console.log(`OpenAPI contract: ${observed.length} answers of ${routes.length} routes checked against the document`);
  });
});
