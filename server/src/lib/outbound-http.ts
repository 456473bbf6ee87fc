import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { formatIp, nonPublicReason, parseIp } from './ip-ranges';
import { inSeconds } from './seconds';

/** What a resolver answers for a host name (dns.lookup with `all: true` by default). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface OutboundOptions {
  /** Hosts (names or IP addresses) that may be called although they are not public (WEBHOOK_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Replaces DNS (tests use one that answers differently on each call). */
  resolve?: Resolver;
  /** The deadline of a call that names none (OUTBOUND_TIMEOUT_MS; default 10 s). */
  timeoutMs?: number;
  /**
   * Any address may be called: only for destinations the operator configured (the identity provider,
   * which may well sit on the company network), never for URLs people type in.
   */
  anyAddress?: boolean;
}

export interface OutboundRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * The deadline of the whole call, however the receiver paces itself: resolving, connecting, sending,
   * the answer's headers and as much of its body as is read, redirects included.
   */
  timeoutMs?: number;
  /** Redirects to follow (each target checked like the first); default 0: a 3xx is the answer. */
  maxRedirects?: number;
  /**
   * The most of the response body read (default 64 KiB): past it the connection is closed and the
   * answer has `truncated` set; 0 reads none of it (the status and headers are the answer).
   */
  maxBodyBytes?: number;
  /** Cancels the call (a job that ran out of time, a caller's own deadline). */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The receiver sent more than `maxBodyBytes`: `body` is its start, and the rest was never read. */
  truncated: boolean;
  /** The address actually connected to (after the check), for logs. */
  address: string;
  url: string;
}

/** A refused target: the message says why and is safe to show to an administrator. */
export class OutboundRefused extends Error {}

/** The call did not finish within its deadline (the connection is closed); the message is for an administrator. */
export class OutboundTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The receiver did not answer within ${inSeconds(timeoutMs)}`);
  }
}

export const DEFAULT_OUTBOUND_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const defaultResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

interface CheckedTarget {
  url: URL;
  hostname: string;
  /** The address the connection must use (the one checked). */
  address: string;
  family: 4 | 6;
}

/**
 * Every outgoing HTTP call of the server (webhooks, notification channels, identity-provider metadata
 * not configured by an administrator) goes through here, so one rule holds for all of them:
 *   1. the URL must be http(s), without credentials;
 *   2. the host is resolved once; every address it resolves to must be public (ip-ranges.ts), unless
 *      the host is on the allow-list;
 *   3. the connection is made to the checked address itself (a custom `lookup` pins it), so a DNS
 *      answer that changes between the check and the connection (rebinding) cannot redirect it;
 *   4. redirects are not followed unless asked, and then each target passes 1–3 again;
 *   5. the whole call has one deadline and reads at most `maxBodyBytes` of the answer, so a receiver
 *      that trickles or never stops answering costs neither a waiting job nor a spinning core.
 */
export class OutboundHttp {
  private readonly allowed: Set<string>;
  private readonly resolve: Resolver;
  readonly timeoutMs: number;
  private readonly anyAddress: boolean;

  constructor(options: OutboundOptions = {}) {
    this.allowed = new Set((options.allowedHosts ?? []).map(canonicalHost).filter(Boolean));
    this.resolve = options.resolve ?? defaultResolver;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS;
    this.anyAddress = options.anyAddress ?? false;
  }

  /**
   * Checks a URL without calling it: the syntax and, for an IP literal (or with `resolve`), the
   * addresses. Returns the reason it is refused, or null. Registration uses it; calls check again.
   */
  async problem(url: string, options: { resolve?: boolean } = {}): Promise<string | null> {
    try {
      const parsed = parseTarget(url);
      const host = canonicalHost(parsed.hostname);
      if (options.resolve || parseIp(host) || isLocalhostName(host)) await this.checkTarget(parsed);
      return null;
    } catch (error) {
      if (error instanceof OutboundRefused) return error.message;
      throw error;
    }
  }

  /**
   * Sends one request to a checked, pinned address. Throws OutboundRefused for a forbidden target,
   * OutboundTimeout when the deadline passes first, and the signal's reason when it is cancelled.
   */
  async request(url: string, options: OutboundRequest = {}): Promise<OutboundResponse> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new OutboundTimeout(timeoutMs)), timeoutMs);
    const signal = options.signal ? AbortSignal.any([deadline.signal, options.signal]) : deadline.signal;
    try {
      let target = await untilAborted(this.checkTarget(parseTarget(url)), signal);
      let method = options.method ?? 'GET';
      let body = options.body;
      for (let redirects = 0; ; redirects++) {
        const response = await send(target, { ...options, method, body }, signal);
        const location = response.headers.location;
        if (response.status < 300 || response.status >= 400 || !location || redirects >= (options.maxRedirects ?? 0))
          return response;
        let next: URL;
        try {
          next = new URL(location, target.url);
        } catch {
          return response;
        }
        target = await untilAborted(this.checkTarget(parseTarget(next.toString())), signal);
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
      }
    } catch (error) {
      // Whatever broke first, a passed deadline or a cancellation is the reason the caller needs.
      if (signal.aborted) throw signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A `fetch` for libraries that take one (openid-client, jose): the same deadline, and an answer
   * larger than `maxBodyBytes` is an error rather than a partial document.
   */
  fetch(limits: { timeoutMs?: number; maxBodyBytes: number }): BoundedFetch {
    return async (url, init = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'POST' && method !== 'PUT')
        throw new TypeError(`Unsupported method ${method}`);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      let body: string | undefined;
      if (init.body instanceof URLSearchParams) {
        body = init.body.toString();
        headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
      } else if (typeof init.body === 'string') body = init.body;
      else if (init.body != null) throw new TypeError('Unsupported request body');
      const answer = await this.request(url, {
        method,
        headers,
        body,
        timeoutMs: limits.timeoutMs,
        maxBodyBytes: limits.maxBodyBytes,
        signal: init.signal ?? undefined,
      });
      if (answer.truncated)
        throw new Error(`${new URL(url).host} answered more than ${limits.maxBodyBytes} bytes; the rest was not read`);
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers))
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
          responseHeaders.append(name, item);
      const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
      return new Response(empty ? null : answer.body, { status: answer.status, headers: responseHeaders });
    };
  }

  private async checkTarget(url: URL): Promise<CheckedTarget> {
    const hostname = canonicalHost(url.hostname);
    if (isLocalhostName(hostname) && !this.allowed.has(hostname))
      throw new OutboundRefused(`${hostname} is not a public address: loopback`);
    const literal = parseIp(hostname);
    const answers = literal
      ? [{ address: formatIp(literal), family: literal.length === 4 ? 4 : 6 }]
      : await this.resolve(hostname).catch(() => {
          throw new OutboundRefused(`Cannot resolve ${hostname}`);
        });
    if (!answers.length) throw new OutboundRefused(`Cannot resolve ${hostname}`);
    const checked = answers.map(({ address }) => {
      const bytes = parseIp(address);
      if (!bytes) throw new OutboundRefused(`${hostname} resolved to an unusable address`);
      return { bytes, address: formatIp(bytes) };
    });
    if (!this.anyAddress && !this.allowed.has(hostname)) {
      for (const { bytes, address } of checked) {
        const reason = nonPublicReason(bytes);
        if (reason)
          throw new OutboundRefused(
            `${hostname === address ? address : `${hostname} (${address})`} is not a public address: ${reason}`,
          );
      }
    }
    const [first] = checked;
    return { url, hostname, address: first.address, family: first.bytes.length === 4 ? 4 : 6 };
  }
}

function parseTarget(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundRefused('Not a valid URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new OutboundRefused('Only http and https URLs');
  if (parsed.username || parsed.password) throw new OutboundRefused('The URL must not contain credentials');
  if (!parsed.hostname) throw new OutboundRefused('The URL has no host');
  return parsed;
}

/** `localhost` and every name under it, with or without trailing dots: loopback by definition (RFC 6761), whatever DNS says. */
function isLocalhostName(host: string): boolean {
  const name = host.replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Lower case, no brackets, no trailing dot; IP literals in one canonical form. */
function canonicalHost(host: string): string {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  const bytes = parseIp(bare);
  return bytes ? formatIp(bytes) : bare;
}

/** Settles like `work`, or rejects with the signal's reason as soon as it is aborted. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function send(target: CheckedTarget, options: OutboundRequest, signal: AbortSignal): Promise<OutboundResponse> {
  // Whatever name the HTTP stack asks about, the answer is the address that was checked.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all)
      (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      outcome();
    };
    const req = request(
      target.url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        lookup: pinned,
        agent: false,
        servername: parseIp(target.hostname) ? undefined : target.hostname,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = (truncated: boolean) =>
          settle(() =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              truncated,
              address: target.address,
              url: target.url.toString(),
            }),
          );
        if (maxBody === 0) {
          // The status is the answer: close the connection rather than read a body nobody looks at.
          answer(false);
          req.destroy();
          return;
        }
        res.on('data', (chunk: Buffer) => {
          if (size + chunk.length > maxBody) {
            chunks.push(chunk.subarray(0, maxBody - size));
            size = maxBody;
            answer(true);
            req.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => answer(false));
        res.on('error', (error) => settle(() => reject(error)));
        res.on('close', () => settle(() => reject(new Error('The connection closed before the answer ended'))));
      },
    );
    req.on('error', (error) => settle(() => reject(error)));
    // The deadline (or a cancellation) closes the connection in whatever state it is.
    const abort = () => {
      settle(() => reject(signal.reason));
      req.destroy();
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    req.end(options.body);
  });
}

/** What OutboundHttp.fetch answers: a fetch-compatible function with the call's limits built in. */
export type BoundedFetch = (
  url: string,
  init?: {
    method?: string;
    headers?: ConstructorParameters<typeof Headers>[0];
    body?: unknown;
    signal?: AbortSignal | null;
  },
) => Promise<Response>;
