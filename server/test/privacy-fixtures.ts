import { approveRequest, buildOrganisation, buildStaff, submitRequest } from './factories';
import { daysFromToday, type TestApp } from './harness';
import type { UserEntity } from '../src/modules/users';

/** A weekday at least `days` from today, YYYY-MM-DD (requests need a working day in them). */
function weekdayFromToday(days: number): string {
  let offset = days;
  while ([0, 6].includes(new Date(`${daysFromToday(offset)}T00:00:00Z`).getUTCDay())) offset += 1;
  return daysFromToday(offset);
}

/** Names no other fixture uses, so a scan of the database for them finds only this person. */
export const LEAVER = { firstName: 'Ingrid', lastName: 'Quistorp', email: 'ingrid.quistorp@example.test' };

export interface LeaverWorld {
  admin: UserEntity;
  hr: UserEntity;
  manager: UserEntity;
  leaver: UserEntity;
  colleague: UserEntity;
  tokens: { admin: string; hr: string; manager: string; leaver: string; colleague: string };
}

/**
 * A person with data in every corner of the product: requests (one approved, one pending) with reasons,
 * balances and the ledger, notifications and emails about them, audit entries by and about them, an API
 * token, a calendar feed, a delegation, feedback, notification preferences, a single sign-on link, a saved
 * search, a reset link, a profile picture, a webhook delivery naming them, an email channel sending to them, and a colleague's request whose
 * reason mentions them. They are still employed: `deactivate` makes them a leaver.
 */
export async function buildLeaverWorld(t: TestApp): Promise<LeaverWorld> {
  const org = await buildOrganisation(t, { admin: {}, hr: {}, manager: {}, staff: LEAVER });
  const leaver = org.staff;
  const colleague = await buildStaff(t, org.manager, { firstName: 'Colm', lastName: 'Bystander' });
  const tokens = { ...org.tokens, leaver: org.tokens.staff, colleague: await t.tokenFor(colleague) };

  const approved = await submitRequest(t, tokens.leaver, {
    startDate: weekdayFromToday(20),
    notes: 'Hospital check-up, Ingrid Quistorp',
  });
  await approveRequest(t, tokens.manager, approved.id);
  await submitRequest(t, tokens.leaver, { startDate: weekdayFromToday(30), notes: 'Family matters' });
  await submitRequest(t, tokens.colleague, {
    startDate: weekdayFromToday(40),
    notes: 'Covering for Ingrid Quistorp (ingrid.quistorp@example.test) is arranged',
  });

  const q = (sql: string, params: unknown[]) => t.dataSource.query(sql, params);
  await q(
    `INSERT INTO api_tokens (user_id, name, token_hash, token_prefix, scopes) VALUES ($1, 'Ingrid Quistorp script', 'hash-of-token', 'lw_abc', '{read:requests}')`,
    [leaver.id],
  );
  await q(
    `INSERT INTO calendar_feeds (user_id, kind, secret_hash, secret_prefix) VALUES ($1, 'mine', 'feed-hash', 'cal')`,
    [leaver.id],
  );
  await q(
    `INSERT INTO approval_delegations (delegator_id, delegate_id, start_date, end_date, note, created_by) VALUES ($1, $2, $3, $4, 'While Ingrid Quistorp is away', $1)`,
    [org.manager.id, leaver.id, daysFromToday(-30), daysFromToday(-25)],
  );
  await q(
    `INSERT INTO feedback (user_id, category, message, page_path, user_agent) VALUES ($1, 'idea', 'Signed, Ingrid Quistorp', '/calendar', 'Mozilla/5.0')`,
    [leaver.id],
  );
  await q(`INSERT INTO notification_preferences (user_id, email_muted_types) VALUES ($1, '{other}')`, [leaver.id]);
  await q(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) VALUES ($1, 'https://push.example.test/send/ingrid', 'BKey', 'auth', 'Mozilla/5.0 (Android 14)')`,
    [leaver.id],
  );
  await q(
    `INSERT INTO user_sso_identities (user_id, issuer, subject, email, directory_profile) VALUES ($1, 'https://idp.example.test', 'subject-ingrid', $2, $3)`,
    [leaver.id, LEAVER.email, JSON.stringify({ displayName: 'Ingrid Quistorp', mail: LEAVER.email })],
  );
  await q(`INSERT INTO saved_searches (user_id, name, criteria) VALUES ($1, 'Mine', $2)`, [
    leaver.id,
    JSON.stringify({ text: 'Quistorp' }),
  ]);
  await q(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, requested_from) VALUES ($1, 'reset-hash', now() + interval '1 hour', '203.0.113.9')`,
    [leaver.id],
  );
  const [image] = await q(
    `INSERT INTO profile_images (user_id, content_type, data) VALUES ($1, 'image/png', '\\x89504e47') RETURNING id`,
    [leaver.id],
  );
  await q(`UPDATE users SET profile_image_id = $2 WHERE id = $1`, [leaver.id, image.id]);
  const [webhook] = await q(
    `INSERT INTO notification_channels (name, type, webhook_url, secret, event_kinds, created_by) VALUES ('Webhook', 'http', 'https://hooks.example.test/leave', 'secret', '{leave_request.submitted}', $1) RETURNING id`,
    [org.admin.id],
  );
  await q(
    `INSERT INTO channel_deliveries (channel_id, event, subject_user_id, title, payload) VALUES ($1, 'leave_request.submitted', $2, 'Request submitted', $3)`,
    [webhook.id, leaver.id, JSON.stringify({ requester: { name: 'Ingrid Quistorp', email: LEAVER.email } })],
  );
  await q(
    `INSERT INTO notification_channels (name, type, recipients, created_by) VALUES ('People ops', 'email', $1, $2)`,
    [['ops@example.test', LEAVER.email], org.admin.id],
  );
  await q(
    `INSERT INTO audit_logs (actor_id, action, resource_type, resource_id, details, ip_address) VALUES ($1, 'user.updated', 'user', $2, $3, '198.51.100.7')`,
    [org.admin.id, leaver.id, JSON.stringify({ changes: { lastName: { from: 'Quistorp-Old', to: 'Quistorp' } } })],
  );
  return { admin: org.admin, hr: org.hr, manager: org.manager, leaver, colleague, tokens };
}

/** Deactivates the person through the API, as HR does when someone leaves. */
export async function deactivate(t: TestApp, adminToken: string, userId: string): Promise<void> {
  const result = await t.gql(`mutation ($id: ID!) { deactivateUser(id: $id) { id } }`, { id: userId }, adminToken);
  if (result.errors) throw new Error(`deactivateUser failed: ${JSON.stringify(result.errors)}`);
}

/** Every column referencing users (id), from information_schema (independently of the code under test). */
export async function userForeignKeys(t: TestApp): Promise<{ table: string; column: string }[]> {
  return t.dataSource.query(
    `SELECT kcu.table_name AS "table", kcu.column_name AS "column"
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu
         ON kcu.constraint_name = tc.constraint_name AND kcu.constraint_schema = tc.constraint_schema
       JOIN information_schema.constraint_column_usage ccu
         ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'users' AND ccu.column_name = 'id'
        AND tc.table_schema = current_schema()
      ORDER BY 1, 2`,
  );
}
