import type { EntityManager } from 'typeorm';
import { returnedRows } from '../lib/ids';

/**
 * Ends every way a person is signed in, inside the caller's transaction: sign-in sessions (the token
 * version moves on, so older tokens are refused and open sockets close), API tokens (revoked for good:
 * reactivating the person does not bring them back), calendar feed URLs (revokeCalendarFeedUrls) and
 * outstanding password-reset links.
 * Used on deactivation, password change, password reset and when an administrator sets a password.
 */
export async function revokeAllCredentials(
  manager: EntityManager,
  userId: string,
): Promise<{ tokenVersion: number; apiTokensRevoked: number; calendarFeedsRevoked: number }> {
  const [user] = returnedRows<{ token_version: number }>(
    await manager.query(`UPDATE users SET token_version = token_version + 1 WHERE id = $1 RETURNING token_version`, [
      userId,
    ]),
  );
  const revoked = returnedRows<{ id: string }>(
    await manager.query(
      `UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id`,
      [userId],
    ),
  );
  await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
    userId,
  ]);
  const calendarFeedsRevoked = await revokeCalendarFeedUrls(manager, userId);
  return { tokenVersion: user?.token_version ?? 0, apiTokensRevoked: revoked.length, calendarFeedsRevoked };
}

/**
 * Turns off the person's calendar feed URLs, inside the caller's transaction: the secret in a URL is a
 * credential, so it ends with the others (and with "sign out everywhere"). The feeds' settings and
 * fetch history stay; the person makes a new URL. Returns how many URLs were turned off.
 */
export async function revokeCalendarFeedUrls(manager: EntityManager, userId: string): Promise<number> {
  const revoked = returnedRows<{ id: string }>(
    await manager.query(
      `UPDATE calendar_feeds SET secret_hash = NULL, secret_prefix = NULL, secret_created_at = NULL, updated_at = now()
       WHERE user_id = $1 AND secret_hash IS NOT NULL RETURNING id`,
      [userId],
    ),
  );
  return revoked.length;
}
