import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { formatIp, nonPublicReason, parseIp } from './ip-ranges';

/** What a resolver answers for a host name (dns.lookup with `all: true` by default). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface OutboundOptions {
  /** Hosts (names or IP addresses) that may be called although they are not public (WEBHOOK_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Replaces DNS (tests use one that answers differently on each call). */
  resolve?: Resolver;
}

export interface OutboundRequest {
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  /** Redirects to follow (each target checked like the first); default 0: a 3xx is the answer. */
  maxRedirects?: number;
  /** The most of the response body kept (default 64 KiB); the rest is discarded. */
  maxBodyBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The address actually connected to (after the check), for logs. */
  address: string;
  url: string;
}

/** A refused target: the message says why and is safe to show to an administrator. */
export class OutboundRefused extends Error {}

const DEFAULT_TIMEOUT_MS = 10_000;

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
 *   4. redirects are not followed unless asked, and then each target passes 1–3 again.
 */
export class OutboundHttp {
  private readonly allowed: Set<string>;
  private readonly resolve: Resolver;

  constructor(options: OutboundOptions = {}) {
    this.allowed = new Set((options.allowedHosts ?? []).map(canonicalHost).filter(Boolean));
    this.resolve = options.resolve ?? defaultResolver;
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

  /** Sends one request to a checked, pinned address. Throws OutboundRefused for a forbidden target. */
  async request(url: string, options: OutboundRequest = {}): Promise<OutboundResponse> {
    let target = await this.checkTarget(parseTarget(url));
    let method = options.method ?? 'GET';
    let body = options.body;
    for (let redirects = 0; ; redirects++) {
      const response = await send(target, { ...options, method, body });
      const location = response.headers.location;
      if (response.status < 300 || response.status >= 400 || !location || redirects >= (options.maxRedirects ?? 0))
        return response;
      let next: URL;
      try {
        next = new URL(location, target.url);
      } catch {
        return response;
      }
      target = await this.checkTarget(parseTarget(next.toString()));
      if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
    }
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
    if (!this.allowed.has(hostname)) {
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

function send(target: CheckedTarget, options: OutboundRequest): Promise<OutboundResponse> {
  // Whatever name the HTTP stack asks about, the answer is the address that was checked.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all)
      (callback as unknown as (e: null, list: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  const request = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const maxBody = options.maxBodyBytes ?? 64 * 1024;
  return new Promise((resolve, reject) => {
    const req = request(
      target.url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        lookup: pinned,
        agent: false,
        servername: parseIp(target.hostname) ? undefined : target.hostname,
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < maxBody) chunks.push(chunk.subarray(0, maxBody - size));
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            address: target.address,
            url: target.url.toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(options.body);
  });
}
