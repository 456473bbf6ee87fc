import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: the keys the test made, as the Push API would. */
export interface TestBrowser {
  endpoint: string;
  p256dh: string;
  auth: string;
  decrypt: (body: Buffer) => string;
}

export interface ReceivedPush {
  path: string;
  /** The VAPID JWT verified with the server's public key (ES256), its audience and expiry checked. */
  vapidValid: boolean;
  claims: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** Decrypts an RFC 8291 (aes128gcm, RFC 8188) message with the browser's private key and auth secret. */
function decryptAes128gcm(body: Buffer, browser: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), serverPublic, Buffer.of(1)]);
  const ikm = hmac(hmac(authSecret, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('No last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

function checkVapid(header: string, vapidPublicKey: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match || match[2] !== vapidPublicKey) return { valid: false, claims: {} };
  const [head, payload, signature] = match[1].split('.');
  const point = Buffer.from(vapidPublicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const alg = JSON.parse(Buffer.from(head, 'base64url').toString()).alg;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const valid =
    signed && alg === 'ES256' && claims.aud === origin && Number(claims.exp) > Date.now() / 1000 && !!claims.sub;
  return { valid, claims };
}

/**
 * A push service on loopback: checks each message's VAPID signature, keeps it, and answers 201 — or
 * what `answerNext` queued for a path (410, 503…).
 */
export async function startPushReceiver(vapidPublicKey: string) {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  let origin = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const { valid, claims } = checkVapid(String(req.headers.authorization ?? ''), vapidPublicKey, origin);
      received.push({ path, vapidValid: valid, claims, headers: req.headers, body: Buffer.concat(chunks) });
      const status = answers.get(path)?.shift() ?? (valid ? 201 : 403);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    /** A new browser subscribed at this push service. */
    browser(): TestBrowser {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      return {
        endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
        p256dh: keys.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
        decrypt: (body) => decryptAes128gcm(body, keys, auth),
      };
    },
    answerNext: (endpoint: string, ...statuses: number[]) => answers.set(new URL(endpoint).pathname, statuses),
    to: (endpoint: string) => received.filter((push) => push.path === new URL(endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
