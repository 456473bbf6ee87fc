import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';

/**
 * A random secret kept in a file only this user may read (0600), generated the first time it is
 * asked for: the JWT secret and the embedded database's passwords live in DATA_DIR this way. A file
 * others could read (written by hand, or by an older version) is made private again.
 */
export function secretFile(path: string, bytes = 48): string {
  try {
    writeFileSync(path, randomBytes(bytes).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (statSync(path).mode & 0o077) chmodSync(path, 0o600);
  }
  return readFileSync(path, 'utf8').trim();
}
