import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import bcrypt from 'bcryptjs';
import { passwordHashCostFromEnv } from '../config';

let cost: number | undefined;
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;

let commonPasswords: Set<string> | undefined;

/** The breached-password list shipped with the product (common-passwords.txt), read once. */
function commonPasswordList(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(join(__dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords;
}

export const isCommonPassword = (password: string): boolean => commonPasswordList().has(password.trim().toLowerCase());

/**
 * bcrypt reads only the first 72 bytes. Pre-hashing with SHA-256 (base64, 44 bytes) makes every
 * byte of a long password count instead of being silently dropped.
 */
function prehash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('base64');
}

/**
 * The one password rule, for registration, reset, change and passwords an administrator sets: at least
 * 10 characters and not one of the common breached passwords. No composition rules (NIST SP 800-63B).
 * Returns the message to show, or null when the password is acceptable.
 */
export function validatePasswordStrength(password: string): string | null {
  if (typeof password !== 'string' || [...password].length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (isCommonPassword(password))
    return 'This password is too common: it appears in lists of breached passwords. Please choose another.';
  return null;
}

/** A new hash at PASSWORD_HASH_COST (read once; the server's start has already refused a bad value). */
export function hashPassword(password: string): Promise<string> {
  cost ??= passwordHashCostFromEnv();
  return bcrypt.hash(prehash(password), cost);
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
