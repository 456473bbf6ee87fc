import { allowsOperation } from '../../src/auth/policy';
import { ALL_REST_RULES } from '../../src/rules';
import type { UserEntity } from '../../src/modules/users/user.entity';
import { buildAdmin, buildManager, buildStaff, buildTeam, issueToken, submitRequest } from '../factories';
import { daysFromToday, startTestApp, type TestApp } from '../harness';
import { responseChecker, type OpenApiDocument } from '../openapi-validator';
import {
  fetchUnlessReset,
  FuzzTally,
  HOSTILE_JSON_VALUE,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_VALUES,
  runAll,
  seededRandom,
  seededUuid,
  uniqueEmail,
} from './fuzz-support';

/**
 * Every path and method of the OpenAPI document the server publishes, called with hostile path
 * parameters, query parameters and bodies (one field at a time, and whole-body oddities: not JSON,
 * not an object, too large, nested 100,000 deep), as an anonymous caller, a staff member and an
 * administrator. Not one answer may be a 5xx or an unmasked error, and every answer must be one the
 * document lists, in the shape it documents.
 */

type Caller = 'anonymous' | 'staff' | 'admin';
const random = seededRandom();
const REFUSED_SAMPLE = 3;

/** Plausible values of documented body fields, so one hostile field meets code past the required ones. */
function plausibleBody(fields: string[]): Record<string, unknown> {
  const byName: Record<string, () => unknown> = {
    email: uniqueEmail,
    password: () => 'correct-horse-battery-staple',
    firstName: () => 'Fuzzy',
    first_name: () => 'Fuzzy',
    lastName: () => 'Value',
    last_name: () => 'Value',
    type: () => 'pto',
    start_date: () => daysFromToday(70),
    startDate: () => daysFromToday(70),
    end_date: () => daysFromToday(71),
    endDate: () => daysFromToday(71),
    name: () => `fuzz${Math.floor(random() * 1e9)}`,
    display_name: () => 'Fuzz',
    description: () => 'A fuzzed value',
    department: () => 'Engineering',
    job_title: () => 'Engineer',
    max_days_per_year: () => 5,
    accrual_rate: () => 0,
    total_days: () => 10,
    used_days: () => 0,
    action: () => 'approve',
    rejectionReason: () => 'Because',
    reportType: () => 'pto_utilization',
  };
  return Object.fromEntries(fields.filter((field) => byName[field]).map((field) => [field, byName[field]()]));
}

describe('REST fuzz', () => {
  let t: TestApp;
  let document: OpenApiDocument & {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: { name: string; in: string }[]; requestBody?: { content: Record<string, unknown> } }
      >
    >;
  };
  const tokens: Record<Caller, string | null> = { anonymous: null, staff: null, admin: null };
  const users: Record<Caller, UserEntity | null> = { anonymous: null, staff: null, admin: null };
  /**
   * Routes that end every session of their caller (POST /auth/logout) are called with the token of a
   * second person of the same role, so the concurrent calls of the others keep theirs.
   */
  const sessionEnders: Record<Caller, string | null> = { anonymous: null, staff: null, admin: null };
  const SESSION_ENDING = new Set(['post /api/auth/logout']);
  /** Successful answers made of text people wrote (the release notes), not checked for leak patterns. */
  const AUTHORED_CONTENT = new Set(['get /api/changelog']);
  /** Real objects for path parameters, by the first segment after /api. */
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await buildAdmin(t, { department: 'Operations' });
    const manager = await buildManager(t, { jobTitle: 'Engineering Manager' });
    const staff = await buildStaff(t, manager);
    const target = await buildStaff(t, manager);
    const adminToken = await issueToken(t, admin);
    tokens.admin = adminToken;
    tokens.staff = await issueToken(t, staff);
    Object.assign(users, { admin, staff });
    sessionEnders.admin = await issueToken(t, await buildAdmin(t, { department: 'Operations' }));
    sessionEnders.staff = await issueToken(t, await buildStaff(t, manager));
    const submitted = await submitRequest(t, await issueToken(t, target), {
      startDate: daysFromToday(60),
      endDate: daysFromToday(61),
    });
    const team = await buildTeam(t, adminToken, { name: 'Fuzz team', description: 'A team to fuzz' });
    const [{ id: balanceId }] = await t.dataSource.query(`SELECT id FROM leave_balances WHERE user_id = $1 LIMIT 1`, [
      target.id,
    ]);
    const [{ id: auditId }] = await t.dataSource.query(`SELECT id FROM audit_logs LIMIT 1`);
    const [{ id: typeId }] = await t.dataSource.query(`SELECT id FROM request_types WHERE name = 'other'`);
    Object.assign(ids, {
      user: target.id,
      request: submitted.id,
      team,
      balance: balanceId,
      audit: auditId,
      requestType: typeId,
    });
    document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as typeof document;
  });
  afterAll(() => t.close());

  /** A real id for a path parameter, chosen by the route (a UUID that matches nothing otherwise). */
  function plausibleParam(method: string, path: string): string {
    if (path.startsWith('/api/pto/requests/{id}')) return ids.request;
    if (path === '/api/pto/balances/{id}') return method === 'put' ? ids.balance : ids.user;
    if (path.startsWith('/api/admin/teams')) return ids.team;
    if (path.startsWith('/api/audit')) return ids.audit;
    if (path.startsWith('/api/request-types')) return ids.requestType;
    if (/\/api\/(admin\/users|admin\/roles|pto\/requests\/\{userId\})/.test(path)) return ids.user;
    return seededUuid(random);
  }

  it('answers every path and method with hostile input without a 5xx, an unmasked error or an undocumented answer', async () => {
    const tally = new FuzzTally();
    const check = responseChecker(document);
    const contractFindings: string[] = [];
    const tasks: (() => Promise<void>)[] = [];
    let operations = 0;
    let jsonRoutes = 0;

    interface Call {
      caller: Caller;
      method: string;
      template: string;
      url: string;
      body?: string;
      contentType?: string;
    }
    const send = (call: Call) => async () => {
      const token = (SESSION_ENDING.has(`${call.method} ${call.template}`) ? sessionEnders : tokens)[call.caller];
      const response = await fetchUnlessReset(`${t.url}${call.url}`, {
        redirect: 'manual',
        method: call.method.toUpperCase(),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(call.body !== undefined ? { 'content-type': call.contentType ?? 'application/json' } : {}),
        },
        body: call.body,
      });
      const text = await response.text();
      const contentType = response.headers.get('content-type') ?? '';
      let json: { success?: boolean; code?: string } | undefined;
      try {
        json = contentType.includes('json') ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const request = `${call.caller} ${call.method.toUpperCase()} ${call.url.slice(0, 300)} ${call.body?.slice(0, 300) ?? ''}`;
      // The changelog's answer is the release notes: written prose, which may name anything.
      const authored = response.ok && AUTHORED_CONTENT.has(`${call.method} ${call.template}`);
      tally.record(
        request,
        response.status,
        authored ? '' : text,
        response.status >= 400 ? [json?.code ?? 'MISSING_CODE'] : [],
      );
      const problem = check(call.method, call.template, response.status, json ?? text, contentType);
      if (problem && contractFindings.length < 20) contractFindings.push(`${problem} ← ${request}`);
    };

    for (const [template, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (template === '/api/openapi.json') continue;
        operations += 1;
        const express = template.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1');
        const rule = ALL_REST_RULES[`${method.toUpperCase()} ${express}`];
        const callers: Caller[] = ['anonymous', 'staff', 'admin'];
        const reached = callers.filter((caller) => allowsOperation(rule, users[caller]));
        const pick = () => (reached.length ? reached[Math.floor(random() * reached.length)] : 'anonymous');
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const json = operation.requestBody?.content['application/json'] as
          { schema: { properties: Record<string, unknown> } } | undefined;
        const bodyFields = Object.keys(json?.schema.properties ?? {});
        const urlWith = (segment?: { name: string; value: string }, query = '') =>
          template.replace(/\{(\w+)\}/g, (_m, name: string) =>
            segment?.name === name ? segment.value : plausibleParam(method, template),
          ) + (query ? `?${query}` : '');
        const plain = (caller: Caller): Call => ({
          caller,
          method,
          template,
          url: urlWith(),
          ...(json ? { body: JSON.stringify(plausibleBody(bodyFields)) } : {}),
        });

        const hostile: Omit<Call, 'caller'>[] = [];
        for (const name of pathParams)
          for (const value of HOSTILE_PATH_SEGMENTS) hostile.push({ method, template, url: urlWith({ name, value }) });
        for (const name of queryParams) {
          for (const value of HOSTILE_QUERY_VALUES)
            hostile.push({ method, template, url: urlWith(undefined, `${name}=${encodeURIComponent(value)}`) });
          hostile.push({ method, template, url: urlWith(undefined, `${name}=1&${name}=2&${name}[a]=3`) });
        }
        if (queryParams.length)
          hostile.push({
            method,
            template,
            url: urlWith(undefined, queryParams.map((name) => `${name}=%ED%A0%80`).join('&')),
          });
        if (json) {
          for (const field of bodyFields)
            for (const value of HOSTILE_JSON_VALUE)
              hostile.push({
                method,
                template,
                url: urlWith(),
                body: JSON.stringify({ ...plausibleBody(bodyFields), [field]: value }),
              });
          const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
          for (const raw of [
            '[]',
            '"text"',
            'null',
            '{"a":',
            '{"__proto__": {"isAdmin": true}}',
            '{"\\ud800": 1}',
            deep,
          ])
            hostile.push({ method, template, url: urlWith(), body: raw });
          hostile.push({ method, template, url: urlWith(), body: 'email=a@b.c', contentType: 'text/plain' });
          hostile.push({
            method,
            template,
            url: urlWith(),
            body: 'email=a@b.c',
            contentType: 'application/x-www-form-urlencoded',
          });
          // Too large: every fifth route that reads JSON (the contract test sends one to every route).
          if ((jsonRoutes += 1) % 5 === 1)
            hostile.push({ method, template, url: urlWith(), body: JSON.stringify({ name: 'x'.repeat(1_100_000) }) });
        }

        for (const caller of callers) tasks.push(send(plain(caller)));
        for (const call of hostile) tasks.push(send({ ...call, caller: pick() }));
        for (const caller of callers.filter((c) => !reached.includes(c)))
          for (let i = 0; i < REFUSED_SAMPLE && hostile.length; i++)
            tasks.push(send({ ...hostile[Math.floor(random() * hostile.length)], caller }));
      }
    }

    for (let i = tasks.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [tasks[i], tasks[j]] = [tasks[j], tasks[i]];
    }
    const started = Date.now();
    const cpu = process.cpuUsage();
    await runAll(tasks);
    const used = process.cpuUsage(cpu);
    console.log(
      `REST fuzz (seed ${process.env.FUZZ_SEED ?? 'default'}): ${operations} paths and methods fuzzed as anonymous, staff and admin; ` +
        `${tally.summary()} in ${((Date.now() - started) / 1000).toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} s CPU)`,
    );
    expect(operations).toBeGreaterThan(60);
    expect(tally.requests).toBe(tasks.length);
    tally.assertClean();
    expect(contractFindings).toEqual([]);
  }, 600_000);
});
