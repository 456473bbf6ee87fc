/**
 * The attacks bench-abuse.ts sends, and what they need: the large organisation (generated when the
 * database is empty), a 625-person team with one of its staff as the attacker, an HR reader, a
 * bystander, and a calendar feed URL of that team (written idempotently).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { TokenService } from '../server/src/auth/tokens';
import { BENCH_JWT_SECRET } from './bench-server';
import { largeOrgDatabase } from './large-org-db';

export const TEAM_SIZE = 625;
const FEED_SECRET = 'lwcal_bench-abuse-feed-secret-0000000000000000000000';

/** The generated organisation, or a new one when the database has nobody in it. */
export async function organisation(): Promise<{ url: string; stop: () => Promise<void> }> {
  let { url, embedded } = await largeOrgDatabase();
  const db = new Client({ connectionString: url });
  await db.connect();
  const [{ people }] = (
    await db.query(`SELECT count(*)::int AS people FROM users`).catch(() => ({ rows: [{ people: 0 }] }))
  ).rows;
  await db.end();
  if (people < 1000) {
    console.log('No large organisation here: generating 5,000 people and 300,000 requests (a few minutes)...');
    await embedded?.stop();
    const generated = spawnSync(
      'npx',
      [
        'tsx',
        '--tsconfig',
        'server/tsconfig.json',
        'scripts/generate-large-org.ts',
        '--users',
        '5000',
        '--requests',
        '300000',
      ],
      { cwd: join(__dirname, '..'), stdio: 'inherit' },
    );
    if (generated.status !== 0) throw new Error('generating the organisation failed');
    ({ url, embedded } = await largeOrgDatabase());
  }
  return { url, stop: async () => void (await embedded?.stop()) };
}

/** The people and data the attacks use, written idempotently. */
export async function prepare(url: string) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const [{ people, requests }] = (
      await db.query(
        `SELECT (SELECT count(*) FROM users)::int AS people, (SELECT count(*) FROM leave_requests)::int AS requests`,
      )
    ).rows;
    // A 625-person team of staff (the review's), with one of them as the attacker.
    let [team] = (await db.query(`SELECT id FROM teams WHERE name = 'Bench: 625 people'`)).rows;
    if (!team)
      [team] = (
        await db.query(`INSERT INTO teams (name, description) VALUES ('Bench: 625 people', 'bench-abuse') RETURNING id`)
      ).rows;
    await db.query(
      `UPDATE users SET team_id = $1 WHERE id IN (
         SELECT id FROM users WHERE NOT is_manager AND NOT is_admin AND is_active ORDER BY id LIMIT $2)`,
      [team.id, TEAM_SIZE],
    );
    const pick = async (where: string) =>
      (await db.query(`SELECT id, token_version FROM users WHERE ${where} AND is_active ORDER BY id LIMIT 1`)).rows[0];
    const staff = await pick(`team_id = '${team.id}'`);
    const bystander = await pick(`team_id IS DISTINCT FROM '${team.id}' AND NOT is_manager AND NOT is_admin`);
    const hr = await pick(`department = 'HR' AND is_manager AND NOT is_admin`);
    await db.query(
      `INSERT INTO calendar_feeds (user_id, kind, secret_hash, secret_prefix, secret_created_at, include_pending, include_team, include_holidays)
       VALUES ($1, 'team', $2, 'lwcal_benc', now(), false, true, false)
       ON CONFLICT (user_id, kind) DO UPDATE SET secret_hash = EXCLUDED.secret_hash`,
      [staff.id, createHash('sha256').update(FEED_SECRET).digest('hex')],
    );
    const tokens = new TokenService(BENCH_JWT_SECRET, 3600);
    const token = async (person: { id: string; token_version: number }) =>
      (await tokens.issue({ userId: person.id, tokenVersion: person.token_version })).token;
    return {
      people,
      requests,
      teamId: team.id as string,
      staff: await token(staff),
      bystander: await token(bystander),
      hr: await token(hr),
      resetThrottles: () =>
        db.query(`DELETE FROM auth_throttle WHERE bucket IN ('export.person', 'calendar_feed.fetch')`),
      close: () => db.end(),
    };
  } catch (error) {
    await db.end();
    throw error;
  }
}

export type Setup = Awaited<ReturnType<typeof prepare>>;
export interface Attack {
  name: string;
  /** Ordinary traffic of the same shape as the attacks, not an attack: what any flood does to the probe. */
  control?: boolean;
  /** The attack's requests, all sent at once. */
  requests: (setup: Setup) => { path: string; token: string; body?: string }[];
}

const gql = (token: string, query: string, variables?: Record<string, unknown>) => ({
  path: '/graphql',
  token,
  body: JSON.stringify({ query, variables }),
});
const times = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i));
const aliases = (count: number, field: string) => `{ ${times(count, (i) => `a${i}: ${field}`).join(' ')} }`;
const today = new Date().toISOString().slice(0, 10);
const yearAhead = new Date(Date.now() + 364 * 86_400_000).toISOString().slice(0, 10);
const CALENDAR_EXPORT = `calendarExport(input: { kind: TEAM, start: "${today}", end: "${yearAhead}" }) { eventCount content }`;

export const ATTACKS: Attack[] = [
  { name: "nothing (the machine's own noise)", requests: () => [] },
  {
    name: 'control: ordinary queries from another person, one at a time, each sent as soon as answered',
    control: true,
    requests: (s) => [gql(s.staff, '{ viewer { id firstName } }')],
  },
  {
    name: 'control: ordinary queries from another person, 30 at once',
    control: true,
    requests: (s) => times(30, () => gql(s.staff, '{ viewer { id firstName } }')),
  },
  {
    name: 'calendarExport ×20 aliases (team of 625, a year), 3 at once',
    requests: (s) => times(3, () => gql(s.staff, aliases(20, CALENDAR_EXPORT))),
  },
  {
    name: 'calendarExport ×2 aliases (the most allowed), 3 at once',
    requests: (s) => times(3, () => gql(s.staff, aliases(2, CALENDAR_EXPORT))),
  },
  {
    name: 'feed of the 625-person team: 30 fetches at once',
    requests: () => times(30, () => ({ path: `/api/calendar/feeds/${FEED_SECRET}.ics`, token: '' })),
  },
  {
    name: 'searchExport ×20 aliases as HR',
    requests: (s) => [gql(s.hr, aliases(20, 'searchExport(criteria: {}) { rowCount csv }'))],
  },
  {
    name: 'searchExport of everything as HR, 3 at once',
    requests: (s) => times(3, () => gql(s.hr, '{ searchExport(criteria: {}) { rowCount truncated csv } }')),
  },
  {
    name: 'search(page: 1000000, pageSize: 100) ×20 aliases as HR',
    requests: (s) => [
      gql(s.hr, aliases(20, 'search(criteria: {}, page: 1000000, pageSize: 100) { page requests { id } }')),
    ],
  },
  {
    name: 'search(page: 100, pageSize: 100) ×3 aliases as HR (the deepest page, the most aliases allowed)',
    requests: (s) => [gql(s.hr, aliases(3, 'search(criteria: {}, page: 100, pageSize: 100) { page requests { id } }'))],
  },
  {
    name: 'audit CSV as HR (everything), 3 at once',
    requests: (s) => times(3, () => ({ path: '/api/audit/export/csv', token: s.hr })),
  },
  {
    name: 'eight aliases of teams{members{team{members}}} (finding 1)',
    requests: (s) => [gql(s.staff, aliases(8, 'teams { members { team { members { id firstName } } } }'))],
  },
  {
    name: 'team(id){members{team{members{team{members}}}}} (finding 1)',
    requests: (s) => [
      gql(s.staff, 'query ($id: ID!) { team(id: $id) { members { team { members { team { members { id } } } } } } }', {
        id: s.teamId,
      }),
    ],
  },
];
