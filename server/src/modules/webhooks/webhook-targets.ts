import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** Loopback, private, link-local and unspecified addresses: never contacted unless explicitly allowed. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
  return (
    lower === '::' || lower === '::1' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80')
  );
}

/**
 * Refuses targets on the server's own networks (so a webhook cannot probe internal services), unless
 * the host is on the allow-list (WEBHOOK_ALLOWED_HOSTS). Returns an error message, or null when allowed.
 * Checked on registration for IP literals and before every attempt against what DNS answers then.
 */
export async function targetProblem(
  url: string,
  allowedHosts: readonly string[],
  resolve = true,
): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The webhook URL is not a valid URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The webhook URL must use http or https';
  if (parsed.username || parsed.password) return 'The webhook URL must not contain credentials';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (allowedHosts.includes(host.toLowerCase())) return null;
  if (host.toLowerCase() === 'localhost') return "The webhook URL points at this server's own network";
  const addresses = isIP(host)
    ? [host]
    : resolve
      ? (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address)
      : [];
  if (resolve && !addresses.length) return `Cannot resolve ${host}`;
  if (addresses.some(isPrivateAddress)) return "The webhook URL points at this server's own network";
  return null;
}
