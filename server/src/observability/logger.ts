import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/** Keys whose values never reach a log line, at any depth (passwords, tokens, secrets, credentials). */
const SECRET_KEY =
  /pass(word|wd|phrase)?$|password|secret|token|authori[sz]ation|cookie|api[-_]?key|credential|signature|private[-_]?key/i;
const REDACTED = '[redacted]';

/**
 * Removes what looks like a credential from free text (error messages, URLs, request paths, SQL
 * errors): bearer tokens, JWTs, the product's own secrets by their prefix (API tokens `lw_`, calendar
 * feed URLs `lwcal_`, signing secrets `whsec_`), token/password parameters, the sign-in parameters of
 * an address (single sign-on codes, state, bindings, ID tokens) and passwords in URLs.
 */
export function scrubText(text: string): string {
  return text
    .replace(/\b(Bearer|Basic)\s+[^\s"',;]+/gi, `$1 ${REDACTED}`)
    .replace(/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g, REDACTED)
    .replace(/\b(lw_|lwcal_|whsec_)[A-Za-z0-9_-]{8,}/g, `$1${REDACTED}`)
    .replace(
      /((?:^|[?&#\s"'(,;])(?:token|access_token|refresh_token|id_token|password|passwd|secret|api_key|key)=)[^&\s"'#,;)]+/gi,
      `$1${REDACTED}`,
    )
    .replace(/([?&#](?:code|state|sso|binding|nonce)=)[^&\s"'#,;)]+/gi, `$1${REDACTED}`)
    .replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s"']*:)[^@\s"']+@/gi, `$1${REDACTED}@`);
}

function scrubError(error: Error, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    type: error.name,
    message: scrubText(error.message ?? ''),
    stack: error.stack ? scrubText(error.stack) : undefined,
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (error.cause !== undefined && depth < 4) out.cause = scrubValue(error.cause, depth + 1);
  return out;
}

/** A copy of `value` without secrets: secret-named keys redacted, free text scrubbed, errors flattened. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return scrubError(value, depth);
  if (value instanceof Date) return value;
  if (depth >= 6) return '[depth]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && inner !== null && inner !== undefined ? REDACTED : scrubValue(inner, depth + 1);
  }
  return out;
}

type LogFormat = 'json' | 'pretty';

const COLOURS: Record<string, string> = {
  trace: '\x1b[90m',
  debug: '\x1b[90m',
  info: '\x1b[32m',
  warn: '\x1b[33m',
  error: '\x1b[31m',
  fatal: '\x1b[35m',
};
const OMITTED_IN_PRETTY = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'component', 'service']);

/** One readable line per JSON log line, for people running the product in a terminal. */
export function prettyLine(json: string, colour: boolean): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = String(entry.level ?? 'info');
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const paint = (text: string) => (colour ? `${COLOURS[level] ?? ''}${text}\x1b[0m` : text);
  const component = entry.component ? `[${String(entry.component)}] ` : '';
  const extras = Object.entries(entry)
    .filter(([key, value]) => !OMITTED_IN_PRETTY.has(key) && value !== undefined && key !== 'err')
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const errText = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `${time} ${paint(level.toUpperCase().padEnd(5))} ${component}${String(entry.msg ?? '')}${extras.length ? `  ${extras.join(' ')}` : ''}${errText}\n`;
}

function prettyStream(target: NodeJS.WritableStream & { isTTY?: boolean }): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) if (line) target.write(prettyLine(line, Boolean(target.isTTY)));
      done();
    },
  });
}

function chosenFormat(): LogFormat {
  const configured = process.env.LOG_FORMAT?.toLowerCase();
  if (configured === 'json' || configured === 'pretty') return configured;
  return process.env.NODE_ENV !== 'production' && process.stdout.isTTY ? 'pretty' : 'json';
}

function defaultLevel(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  // Tests assert on behaviour, not on log lines; warnings and errors still show.
  return process.env.JEST_WORKER_ID ? 'warn' : 'info';
}

/**
 * The process's logger: one JSON object per line (pino) with ISO time and level names, every argument
 * scrubbed of secrets first; `LOG_FORMAT=pretty` (the default in a terminal outside production) prints
 * readable lines instead. `LOG_LEVEL` sets the level (default info).
 */
export function createLogger(
  options: { format?: LogFormat; level?: string; destination?: NodeJS.WritableStream } = {},
): Logger {
  const format = options.format ?? chosenFormat();
  // JSON to stdout goes through pino's asynchronous destination: under load, lines written while one
  // write is in flight leave together (stdout to a pipe is otherwise one blocking write per line).
  // pino flushes it when the process exits.
  const destination =
    options.destination ??
    (format === 'json'
      ? (pino.destination({ dest: 1, sync: false }) as unknown as NodeJS.WritableStream)
      : process.stdout);
  return pino(
    {
      level: options.level ?? defaultLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          const scrubbedFirst =
            first instanceof Error ? { err: scrubValue(first) } : (scrubValue(first) as Record<string, unknown>);
          method.apply(this, [scrubbedFirst, ...rest.map((arg) => scrubValue(arg))] as never);
        },
      },
    },
    format === 'pretty' ? prettyStream(destination) : (destination as never),
  );
}

/** The root logger of this process; modules take a child with their component name. */
export const logger: Logger = createLogger();

export const componentLogger = (component: string): Logger => logger.child({ component });
