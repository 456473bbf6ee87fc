import { RESOURCE_SCHEMAS } from '../../server/src/rest/openapi';
import type { TestApp } from '../../server/test/harness';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: {
    success: boolean;
    data: T;
    message?: string;
    code?: string;
    pagination?: { page: number; limit: number; total: number; pages: number };
    [key: string]: unknown;
  };
}

/** Calls the REST facade over HTTP. `body` is sent as JSON unless `raw` is given (sent as is). */
export async function api<T = unknown>(
  t: TestApp,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.raw !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = options.raw;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const response = await fetch(`${t.url}/api${path}`, { method, headers, body: payload });
  const text = await response.text();
  let body: ApiAnswer<T>['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { success: false, data: text as T };
  }
  return { status: response.status, body };
}

export async function count(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.dataSource.query(`SELECT count(*)::int AS count FROM (${sql}) AS q`, params);
  return row.count;
}

/** A fingerprint of a table, to show that a refused call changed nothing. */
export async function snapshot(t: TestApp, table: string): Promise<string> {
  const rows = await t.dataSource.query(
    `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM ${table} t`,
  );
  return rows[0].hash;
}

/** Asserts that a REST answer carries exactly the fields its OpenAPI schema documents, with their types. */
export function expectDocumented(schemaName: keyof typeof RESOURCE_SCHEMAS, value: unknown): void {
  const schema = RESOURCE_SCHEMAS[schemaName];
  const object = value as Record<string, unknown>;
  expect({ schemaName, fields: Object.keys(object).sort() }).toEqual({
    schemaName,
    fields: Object.keys(schema.properties).sort(),
  });
  for (const [field, definition] of Object.entries(schema.properties)) {
    const allowed = ([] as string[]).concat((definition as { type: string | string[] }).type);
    const actual =
      object[field] === null
        ? 'null'
        : Array.isArray(object[field])
          ? 'array'
          : Number.isInteger(object[field]) && allowed.includes('integer')
            ? 'integer'
            : typeof object[field];
    expect({
      field,
      type: allowed.includes(actual) || (actual === 'integer' && allowed.includes('number')) ? 'documented' : actual,
    }).toEqual({ field, type: 'documented' });
  }
}
