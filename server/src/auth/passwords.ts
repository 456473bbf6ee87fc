import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 12;
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 1024;

/**
 * bcrypt reads only the first 72 bytes. Pre-hashing with SHA-256 (base64, 44 bytes) makes every
 * byte of a long password count instead of being silently dropped.
 */
function prehash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('base64');
}

export function validatePasswordStrength(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(prehash(password), BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(prehash(password), hash);
}

let dummyHash: Promise<string> | undefined;

/** Spend the same bcrypt work as a real check, so an unknown email cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('leavewise-timing-equaliser');
  await verifyPassword(password, await dummyHash);
  return false;
}
