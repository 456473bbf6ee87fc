import { randomUUID } from 'node:crypto';
import { requiredHttpScope } from '../../server/src/auth/policy';
import { ALL_REST_RULES } from '../../server/src/rules';
import { openApiPath } from '../../server/src/rest/openapi';
import { ruleKey } from '../../server/src/api/route';
import { restRouter, restRoutes } from '../../server/src/rest/router';
import { TokenService } from '../../server/src/auth/tokens';
import { buildAdmin, buildUser } from '../../server/test/factories';
import { startTestApp, testConfig, type TestApp } from '../../server/test/harness';
import type { UserEntity } from '../../server/src/modules/users/user.entity';
import { api, count } from './helpers';

/** A concrete URL for a route pattern: every parameter becomes a fresh UUID. */
const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, () => randomUUID());

const routes = restRoutes();
const signedInRoutes = routes.filter((r) => ALL_REST_RULES[ruleKey(r)] !== 'anyone');
const elevatedRoutes = routes.filter((r) =>
  ['admin', 'approver', 'hrOrAdmin', 'reportReader'].includes(ALL_REST_RULES[ruleKey(r)]),
);
const bodyRoutes = routes.filter((r) => (r.method === 'post' || r.method === 'put') && !r.before?.length);

describe('REST facade contract', () => {
  let t: TestApp;
  let staff: UserEntity;
  let staffToken: string;
  let adminToken: string | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await buildUser(t);
    staffToken = await t.tokenFor(staff);
  });
  afterAll(() => t.close());

  it('declares a permission rule for every mounted route, and no rule for a route that does not exist', () => {
    const declared = new Set(routes.map(ruleKey));
    for (const key of declared) expect(ALL_REST_RULES[key]).toBeDefined();
    const stale = Object.keys(ALL_REST_RULES).filter((key) => key !== 'GET /openapi.json' && !declared.has(key));
    expect(stale).toEqual([]);
  });

  it('documents every route of the express router, with a description, in the OpenAPI document', async () => {
    const { status, body } = await api<never>(t, 'GET', '/openapi.json');
    expect(status).toBe(200);
    const document = body as unknown as {
      openapi: string;
      paths: Record<string, Record<string, { summary?: string; description?: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const router = restRouter(t.services) as unknown as {
      stack: { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: unknown[] } }[];
    };
    // Routes hidden in a nested router would escape this check and ALL_REST_RULES: declare them as RestRoutes instead.
    expect(router.stack.filter((layer) => !layer.route && layer.handle?.stack)).toHaveLength(0);
    const mounted = router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) => Object.keys(layer.route!.methods).map((method) => ({ method, path: layer.route!.path })));
    expect(mounted.length).toBeGreaterThan(40);
    for (const { method, path } of mounted) {
      const operation = document.paths[openApiPath(path)]?.[method];
      const described = Boolean(
        operation?.summary &&
        operation.summary.trim().length >= 10 &&
        operation.description?.startsWith(operation.summary),
      );
      expect({ route: `${method} ${path}`, described }).toEqual({ route: `${method} ${path}`, described: true });
    }
    const templates = Object.keys(document.paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(templates.filter((path, index) => templates.indexOf(path) !== index)).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(documented.sort()).toEqual(mounted.map((r) => `${r.method} ${openApiPath(r.path)}`).sort());
  });

  it.each(signedInRoutes.map((r) => [ruleKey(r), r] as const))(
    '%s answers 401 without a token and with an invalid one',
    async (_name, route) => {
      const path = concrete(route.path);
      const anonymous = await api(t, route.method.toUpperCase(), path, {
        body: route.method === 'get' || route.method === 'delete' ? undefined : {},
      });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({
        success: false,
        code: 'UNAUTHENTICATED',
        message: 'Authentication required',
      });
      const forged = await api(t, route.method.toUpperCase(), path, {
        token: 'not-a-real-token',
        body: route.method === 'get' || route.method === 'delete' ? undefined : {},
      });
      expect(forged.status).toBe(401);
      expect(forged.body.message).toBe('Authentication failed. Please log in again.');
    },
  );

  it.each(elevatedRoutes.map((r) => [ruleKey(r), r] as const))(
    '%s answers 403 to a staff member and audits the refusal',
    async (name, route) => {
      const before = await count(
        t,
        `SELECT 1 FROM audit_logs WHERE action = 'authorization.denied' AND actor_id = $1 AND details->>'operation' = $2`,
        [staff.id, name],
      );
      const answer = await api(t, route.method.toUpperCase(), concrete(route.path), {
        token: staffToken,
        body: route.method === 'get' || route.method === 'delete' ? undefined : { is_admin: true, role: 'admin' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      const after = await count(
        t,
        `SELECT 1 FROM audit_logs WHERE action = 'authorization.denied' AND actor_id = $1 AND details->>'operation' = $2`,
        [staff.id, name],
      );
      expect(after).toBe(before + 1);
      const [row] = await t.dataSource.query(`SELECT is_admin, role FROM users WHERE id = $1`, [staff.id]);
      expect(row).toEqual({ is_admin: false, role: 'staff' });
    },
  );

  it.each(bodyRoutes.map((r) => [ruleKey(r), r] as const))(
    '%s answers 400 with a clear message to malformed JSON',
    async (_name, route) => {
      const answer = await api(t, route.method.toUpperCase(), concrete(route.path), {
        token: staffToken,
        raw: '{"first_name": "Ann",',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'The request body is not valid JSON',
      });
    },
  );

  it.each(bodyRoutes.map((r) => [ruleKey(r), r] as const))(
    '%s never answers 500 to fields of the wrong JSON type',
    async (_name, route) => {
      adminToken ??= await t.tokenFor(await buildAdmin(t, { isManager: true }));
      const token = adminToken;
      const fields = Object.keys(route.body ?? {});
      for (const hostile of [{}, [], 12345, true, 'x'.repeat(5000), null]) {
        const body = Object.fromEntries(
          [...fields, 'first_name', 'firstName', 'email', 'action', 'role', 'type'].map((field) => [field, hostile]),
        );
        const answer = await api(t, route.method.toUpperCase(), concrete(route.path), { token, body });
        expect({ hostile, status: answer.status < 500 || answer.status === 501 }).toEqual({ hostile, status: true });
        expect(answer.body.success === false || answer.status < 300).toBe(true);
      }
    },
  );

  it.each(routes.filter((r) => r.method === 'get' && r.query).map((r) => [ruleKey(r), r] as const))(
    '%s never answers 500 to odd query strings',
    async (_name, route) => {
      adminToken ??= await t.tokenFor(await buildAdmin(t, { isManager: true }));
      const names = Object.keys(route.query ?? {});
      for (const value of [
        '',
        'x',
        '-1',
        '1e9',
        '0001-01-01',
        '9999-12-31',
        "'; DROP TABLE users; --",
        '%00',
        '[object Object]',
      ]) {
        const repeated = names.map((n) => `${n}=${encodeURIComponent(value)}&${n}=2`).join('&');
        const single = names.map((n) => `${n}=${encodeURIComponent(value)}`).join('&');
        for (const queryString of [single, repeated]) {
          const answer = await api(t, 'GET', `${concrete(route.path)}?${queryString}`, { token: adminToken });
          expect({ queryString, status: answer.status < 500 }).toEqual({ queryString, status: true });
        }
      }
      expect(await count(t, 'SELECT 1 FROM users')).toBeGreaterThan(0);
    },
  );

  it('keeps the permission table of the REST routes under review', () => {
    expect(ALL_REST_RULES).toMatchSnapshot();
  });

  it('keeps the API token scope each REST route needs under review (derived from its method and rule)', () => {
    const scopes = Object.fromEntries(
      Object.entries(ALL_REST_RULES).map(([key, rule]) => [key, requiredHttpScope(key.split(' ')[0], rule)]),
    );
    expect(scopes).toMatchSnapshot();
  });

  it('answers 401 to a token revoked by logout, one of a deactivated account and an expired one', async () => {
    const person = await buildUser(t);
    const token = await t.tokenFor(person);
    expect((await api(t, 'GET', '/auth/me', { token })).status).toBe(200);
    await t.gql(`mutation { logout }`, {}, token);
    expect((await api(t, 'GET', '/auth/me', { token })).status).toBe(401);

    const leaver = await buildUser(t);
    const leaverToken = await t.tokenFor(leaver);
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [leaver.id]);
    expect((await api(t, 'GET', '/pto/balances', { token: leaverToken })).status).toBe(401);

    const expired = await new TokenService(testConfig().jwtSecret, -60).issue({
      userId: staff.id,
      tokenVersion: staff.tokenVersion,
    });
    const answer = await api(t, 'GET', '/auth/me', { token: expired.token });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Authentication failed. Please log in again.');
  });

  it('answers 404 in the envelope for an unknown API path', async () => {
    const answer = await api(t, 'GET', '/no/such/path', { token: staffToken });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers 400 when the JSON body is not an object', async () => {
    const answer = await api(t, 'PUT', '/auth/profile', { token: staffToken, raw: '[1,2]' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The request body must be a JSON object');
  });
});
