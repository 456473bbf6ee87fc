import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Leavewise-Signature';
export const DELIVERY_HEADER = 'Leavewise-Delivery';
export const EVENT_HEADER = 'Leavewise-Event';
/** Receivers should refuse signatures older than this (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export function signWebhookBody(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** What a receiver does: recompute the HMAC over the raw body and refuse stale timestamps. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  now = Math.floor(Date.now() / 1000),
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false;
  const expected = Buffer.from(signWebhookBody(secret, body, timestamp).split('v1=')[1], 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
