import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The server's VAPID identity (RFC 8292): the keys push services check our signed requests against. */
export interface VapidSettings {
  /** Uncompressed P-256 point, base64url (65 bytes): the browser subscribes with it. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
  /** A mailto: or https: contact for the push services' operators. */
  subject: string;
}

const decodedLength = (value: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;

/** Why a key pair or subject is unusable, or null. */
export function vapidProblem(settings: VapidSettings): string | null {
  const publicKey = decodedLength(settings.publicKey);
  if (!publicKey || publicKey.length !== 65 || publicKey[0] !== 4)
    return 'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes)';
  const privateKey = decodedLength(settings.privateKey);
  if (!privateKey || privateKey.length !== 32)
    return 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)';
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/.test(settings.subject))
    return 'VAPID_SUBJECT must be a mailto: address or an https: URL';
  return null;
}

export function generateVapidKeys(): Pick<VapidSettings, 'publicKey' | 'privateKey'> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither), VAPID_SUBJECT (default: mailto: of
 * MAIL_FROM's address). Without keys, a pair is generated once and kept in DATA_DIR/vapid-keys.json
 * (0600), like the JWT secret, so browsers' subscriptions survive restarts.
 */
export function vapidSettingsFromEnv(env: NodeJS.ProcessEnv, dataDir: string, mailFrom: string): VapidSettings {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const subject = env.VAPID_SUBJECT || `mailto:${address}`;
  const given = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY].filter(Boolean).length;
  if (given === 1) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  const keys = given ? { publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! } : keptKeys(dataDir);
  const settings = { ...keys, subject };
  const problem = vapidProblem(settings);
  if (problem) throw new Error(problem);
  return settings;
}

function keptKeys(dataDir: string): Pick<VapidSettings, 'publicKey' | 'privateKey'> {
  const path = join(dataDir, 'vapid-keys.json');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, JSON.stringify(generateVapidKeys()) + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (statSync(path).mode & 0o077) chmodSync(path, 0o600);
  }
  return JSON.parse(readFileSync(path, 'utf8')) as Pick<VapidSettings, 'publicKey' | 'privateKey'>;
}
