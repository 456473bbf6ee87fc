/**
 * Shared pieces of the fuzz suites: a seeded random source (FUZZ_SEED, default fixed, so a run can
 * be repeated), hostile values per kind of input, a bounded-concurrency runner and the checks every
 * answer must pass (no 5xx, no unmasked error, nothing that looks like a stack or SQL).
 */

export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20240613);

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed = FUZZ_SEED): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A UUID from the seeded source (so runs repeat), version 4 shaped. */
export function seededUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Text: empty, huge, lone surrogates, NUL, SQL and markup that must stay inert. */
export const HOSTILE_TEXT: unknown[] = [
  '',
  'x'.repeat(5000),
  '\ud800',
  'lone \udfff low',
  'a\u0000b',
  "'; DROP TABLE users; --",
];

/** Ids: empty, malformed, nil and upper-case UUIDs, too long, surrogates, NUL, a number. */
export const HOSTILE_ID: unknown[] = [
  '',
  'abc',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(101),
  '\ud800',
  'a\u0000b',
  12345,
];

export const HOSTILE_INT: unknown[] = [0, -1, -2147483648, 2147483647, 2147483648, 1.5];
export const HOSTILE_FLOAT: unknown[] = [-1, 1e308, -1e308, 1e-9, 'ten'];
export const HOSTILE_BOOLEAN: unknown[] = ['true', 0];
/** Dates: empty, 0 and -1, the ends of the calendar, impossible and expanded-year dates. */
export const HOSTILE_DATE: unknown[] = ['', '0', -1, '0001-01-01', '9999-12-31', '2024-02-30', '+010000-01-01'];
export const HOSTILE_DATE_TIME: unknown[] = [
  '0',
  '-1',
  0,
  -1,
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '-000001-01-01T00:00:00Z',
  'yesterday',
];
export const HOSTILE_ENUM: unknown[] = ['NOT_A_VALUE', 0];
export const HOSTILE_OBJECT: unknown[] = [{}, [], 'text'];
export const HOSTILE_JSON_VALUE: unknown[] = [
  {},
  [],
  null,
  -1,
  1e308,
  true,
  '',
  'x'.repeat(5000),
  '\ud800',
  'a\u0000b',
  { nested: { deeper: ['\udc00'] } },
];

/** Path segments: each is put into a route's parameter as it is (already URL-encoded where needed). */
export const HOSTILE_PATH_SEGMENTS: string[] = [
  'abc',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(300),
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'%3D'1",
  '%20',
];

/** Query-string values (encoded by the runner). */
export const HOSTILE_QUERY_VALUES: string[] = [
  '-1',
  '1e309',
  'abc',
  'x'.repeat(3000),
  '\u0000',
  '9999-12-31',
  '-000001-01-01',
  "'; DROP TABLE users; --",
];

/** Codes a client may be answered with (INTERNAL_SERVER_ERROR is not one of them). */
export const CLIENT_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'SSO_NOT_CONFIGURED',
  'CURSOR_EXPIRED',
]);

/** What must never reach a client: stacks, SQL, driver errors, source paths. */
export const LEAKS =
  /stacktrace|\bSELECT\b|\bINSERT INTO\b|\bDELETE FROM\b|\bUPDATE "?\w+"? SET\b|QueryFailedError|invalid input syntax|violates|node_modules|\.[jt]s:\d+|at Object\.|Internal server error/;

export interface FuzzFinding {
  request: string;
  status: number;
  body: string;
}

/** Tallies of a fuzz run, printed and asserted by the suites. */
export class FuzzTally {
  requests = 0;
  serverErrors = 0;
  unmasked = 0;
  statuses = new Map<number, number>();
  findings: FuzzFinding[] = [];

  /**
   * `status`: the HTTP status, or over a socket 200 for an answer and the close code for a close.
   * `serverError`: whether the server failed (by default a 5xx other than 501 and 503).
   */
  record(
    request: string,
    status: number,
    body: string,
    codes: (string | undefined)[],
    serverError = status >= 500 && status !== 501 && status !== 503,
  ): void {
    this.requests += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const leaking = LEAKS.test(body) || codes.some((code) => code !== undefined && !CLIENT_CODES.has(code));
    if (serverError) this.serverErrors += 1;
    if (leaking) this.unmasked += 1;
    if ((serverError || leaking) && this.findings.length < 50)
      this.findings.push({ request: request.slice(0, 600), status, body: body.slice(0, 600) });
  }

  summary(): string {
    const statuses = [...this.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return `${this.requests} requests, ${this.serverErrors} server errors, ${this.unmasked} unmasked errors (statuses: ${statuses})`;
  }

  /** Fails with the first findings in full, so a failure says what to fix. */
  assertClean(): void {
    expect({ serverErrors: this.serverErrors, unmasked: this.unmasked, findings: this.findings.slice(0, 10) }).toEqual({
      serverErrors: 0,
      unmasked: 0,
      findings: [],
    });
  }
}

/**
 * `fetch`, sent again (up to twice) when the connection closed before any answer came back: the server
 * closes a connection whose body it refused unread (413), and a client still sending meets a reset
 * instead of the status; and a keep-alive connection the server closed after its idle timeout looks
 * alive to a client whose own timers run late on a loaded machine, so a request sent on it meets a
 * closed socket. A request that meets a closed connection three times in a row is a finding.
 */
export async function fetchUnlessReset(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= 3 || !CLOSED_BEFORE_ANSWER.has(causeCode(error))) throw named(error, url, init);
    }
  }
}

/** Connection closed or reset, or never accepted in time (nothing reached the server): safe to send again. */
const CLOSED_BEFORE_ANSWER = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

const causeCode = (error: unknown) => ((error as { cause?: { code?: string } }).cause ?? {}).code ?? '';

/** `fetch failed` says nothing: the request and the cause's code, with the cause kept. */
const named = (error: unknown, url: string, init: RequestInit) =>
  new Error(
    `${init.method ?? 'GET'} ${url}${typeof init.body === 'string' ? ` (a body of ${init.body.length} characters)` : ''} failed: ${causeCode(error) || (error as Error).message}`,
    { cause: error },
  );

/** Runs `tasks` with at most `concurrency` in flight. */
export async function runAll(tasks: (() => Promise<void>)[], concurrency = 6): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

let emails = 0;
/** A fresh, valid email for a baseline value (register and createUser refuse duplicates). */
export const uniqueEmail = (): string => `fuzz-${process.pid}-${(emails += 1)}@example.test`;
