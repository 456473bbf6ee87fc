/**
 * Work calendars: the dashboard (which reads the person's balance figures) and the nightly balance
 * figures for everyone, with the organisation at its one default location (as before locations) and
 * with 50 locations (countries and regions of the holiday library, their time zones and weekends) and
 * everyone spread over them. Alternating rounds of both, in the same run, on a generated organisation
 * in its own embedded Postgres (or DATABASE_URL, which the generator wipes first).
 * Prints SQL statements per dashboard and per nightly refresh, dashboards per second (in process,
 * 20 at once) and the nightly refresh's time, and the ratios. Target: within 10% of one location.
 * With --schedules, both sides have the 50 locations and the second gives everyone a working schedule
 * (full time, four days, Monday to Wednesday, mornings or 90%, from the first of the year): target
 * within 10% of the same organisation without schedules.
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-locations.ts [--schedules] [--users 500] [--requests 20000] [--seconds 12] [--rounds 3]
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute, parse } from 'graphql';
import type { Logger } from 'typeorm';
import type { AppConfig } from '../server/src/config';
import { buildContext } from '../server/src/graphql/request-context';
import { createDataSource } from '../server/src/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/src/db/embedded';
import { buildSchema } from '../server/src/graphql/schema';
import { isLibraryCountry, isLibraryRegion } from '../server/src/modules/locations/public-holidays';
import { canonicalTimeZone } from '../server/src/modules/locations/time-zone';
import { createServices } from '../server/src/services';
import { BENCH_JWT_SECRET } from './bench-server';
import { DASHBOARD } from './dashboard-query';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const USERS = arg('users', 500);
const REQUESTS = arg('requests', 20_000);
const SECONDS = arg('seconds', 12);
const ROUNDS = Math.max(1, arg('rounds', 3));
const CONCURRENCY = 20;
const PEOPLE = 100;
const SCHEDULES = process.argv.includes('--schedules');

/** Country, region, zone and weekend (0 = Sunday) of 49 locations beside the default one. */
const PLACES: [string, string | null, string, number[]][] = [
  ['DE', 'BY', 'Europe/Berlin', [6, 0]],
  ['DE', 'BE', 'Europe/Berlin', [6, 0]],
  ['GB', 'ENG', 'Europe/London', [6, 0]],
  ['GB', 'SCT', 'Europe/London', [6, 0]],
  ['IE', null, 'Europe/Dublin', [6, 0]],
  ['FR', null, 'Europe/Paris', [6, 0]],
  ['ES', 'MD', 'Europe/Madrid', [6, 0]],
  ['IT', null, 'Europe/Rome', [6, 0]],
  ['NL', null, 'Europe/Amsterdam', [6, 0]],
  ['BE', null, 'Europe/Brussels', [6, 0]],
  ['CH', 'ZH', 'Europe/Zurich', [6, 0]],
  ['AT', null, 'Europe/Vienna', [6, 0]],
  ['PL', null, 'Europe/Warsaw', [6, 0]],
  ['CZ', null, 'Europe/Prague', [6, 0]],
  ['SE', null, 'Europe/Stockholm', [6, 0]],
  ['NO', null, 'Europe/Oslo', [6, 0]],
  ['DK', null, 'Europe/Copenhagen', [6, 0]],
  ['FI', null, 'Europe/Helsinki', [6, 0]],
  ['PT', null, 'Europe/Lisbon', [6, 0]],
  ['GR', null, 'Europe/Athens', [6, 0]],
  ['RO', null, 'Europe/Bucharest', [6, 0]],
  ['UA', null, 'Europe/Kyiv', [6, 0]],
  ['TR', null, 'Europe/Istanbul', [6, 0]],
  ['US', 'CA', 'America/Los_Angeles', [6, 0]],
  ['US', 'NY', 'America/New_York', [6, 0]],
  ['US', 'TX', 'America/Chicago', [6, 0]],
  ['CA', 'ON', 'America/Toronto', [6, 0]],
  ['CA', 'BC', 'America/Vancouver', [6, 0]],
  ['MX', null, 'America/Mexico_City', [6, 0]],
  ['BR', null, 'America/Sao_Paulo', [6, 0]],
  ['AR', null, 'America/Argentina/Buenos_Aires', [6, 0]],
  ['CL', null, 'America/Santiago', [6, 0]],
  ['CO', null, 'America/Bogota', [6, 0]],
  ['AE', null, 'Asia/Dubai', [5, 6]],
  ['SA', null, 'Asia/Riyadh', [5, 6]],
  ['IL', null, 'Asia/Jerusalem', [5, 6]],
  ['EG', null, 'Africa/Cairo', [5, 6]],
  ['IN', null, 'Asia/Kolkata', [0]],
  ['SG', null, 'Asia/Singapore', [6, 0]],
  ['JP', null, 'Asia/Tokyo', [6, 0]],
  ['KR', null, 'Asia/Seoul', [6, 0]],
  ['CN', null, 'Asia/Shanghai', [6, 0]],
  ['PH', null, 'Asia/Manila', [6, 0]],
  ['AU', 'NSW', 'Australia/Sydney', [6, 0]],
  ['AU', 'WA', 'Australia/Perth', [6, 0]],
  ['NZ', null, 'Pacific/Auckland', [6, 0]],
  ['ZA', null, 'Africa/Johannesburg', [6, 0]],
  ['KE', null, 'Africa/Nairobi', [6, 0]],
  ['NG', null, 'Africa/Lagos', [6, 0]],
];

interface Figures {
  label: string;
  statements: number;
  nightlyStatements: number;
  dashboards: number;
  seconds: number;
  nightlySeconds: number;
}

async function main(): Promise<void> {
  for (const [country, region, zone] of PLACES)
    if (!isLibraryCountry(country) || (region && !isLibraryRegion(country, region)) || !canonicalTimeZone(zone))
      throw new Error(`not a library place: ${country} ${region} ${zone}`);

  let dataDir: string | undefined;
  let embedded: EmbeddedDatabase | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) dataDir = mkdtempSync(join(tmpdir(), 'leavewise-locations-bench-'));
  const generated = spawnSync(
    'npx',
    [
      'tsx',
      '--tsconfig',
      'server/tsconfig.json',
      'scripts/generate-large-org.ts',
      '--users',
      String(USERS),
      '--requests',
      String(REQUESTS),
    ],
    { stdio: 'inherit', env: { ...process.env, ...(dataDir ? { LARGE_ORG_DATA_DIR: dataDir } : {}) } },
  );
  if (generated.status !== 0) throw new Error('generating the organisation failed');
  if (!url) {
    embedded = await startEmbeddedPostgres(dataDir!);
    url = embedded.url;
  }

  let statements = 0;
  const counter: Logger = {
    logQuery: () => void (statements += 1),
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  const dataSource = createDataSource(url, { poolSize: CONCURRENCY });
  await dataSource.initialize();
  await dataSource.runMigrations();
  // Working days: the count that reads each person's weekend and holidays.
  await dataSource.query(
    `UPDATE policy_settings SET settings = jsonb_set(settings, '{dayCounting}', '"working_days"') WHERE id = 1`,
  );
  const config = { jwtSecret: BENCH_JWT_SECRET, tokenTtlSeconds: 3600, runJobs: false, version: 'bench', port: 0 };
  const services = createServices(dataSource, config as AppConfig);
  try {
    const chosen: { id: string; token_version: number }[] = await dataSource.query(
      `SELECT u.id, u.token_version FROM users u WHERE u.is_active AND NOT u.is_admin
         AND EXISTS (SELECT 1 FROM leave_requests r WHERE r.user_id = u.id)
       ORDER BY md5(u.id::text) LIMIT $1`,
      [PEOPLE],
    );
    const tokens = await Promise.all(
      chosen.map(
        async (person) =>
          (await services.tokens.issue({ userId: person.id, tokenVersion: person.token_version })).token,
      ),
    );
    for (const [i, [country, region, zone, weekend]] of PLACES.entries())
      await dataSource.query(
        `INSERT INTO locations (name, country_code, region_code, time_zone, weekend_days) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [`Bench ${i + 1} ${country}${region ? `-${region}` : ''}`, country, region, zone, weekend],
      );
    const fiftyLocations = `UPDATE users u SET location_id = l.id
         FROM (SELECT id, row_number() OVER (ORDER BY is_default DESC, name) - 1 AS n FROM locations) l
         WHERE l.n = abs(hashtext(u.id::text)) % 50`;
    // Five weeks of hours (index 0 = Sunday), handed out by person, from the first of the year.
    const everyoneScheduled = `INSERT INTO work_schedules (user_id, effective_from, weekday_hours)
      SELECT u.id, make_date(extract(year FROM now())::int, 1, 1), CASE abs(hashtext(u.id::text || 's')) % 5
        WHEN 0 THEN '{0,8,8,8,8,8,0}'::double precision[] WHEN 1 THEN '{0,8,8,8,8,0,0}' WHEN 2 THEN '{0,8,8,8,0,0,0}'
        WHEN 3 THEN '{0,4,4,4,4,4,0}' ELSE '{0,7.2,7.2,7.2,7.2,7.2,0}' END
      FROM users u`;
    const located: Record<string, string[]> = SCHEDULES
      ? {
          'no schedules': [`DELETE FROM work_schedules`, fiftyLocations],
          schedules: [`DELETE FROM work_schedules`, fiftyLocations, everyoneScheduled],
        }
      : { 'one location': [`UPDATE users SET location_id = NULL`], '50 locations': [fiftyLocations] };
    const [baseLabel, otherLabel] = Object.keys(located);
    const schema = buildSchema(services);
    const document = parse(DASHBOARD);
    const dashboard = async (i: number) => {
      const person = i % chosen.length;
      const contextValue = await buildContext(services, tokens[person], '127.0.0.1');
      const result = await execute({ schema, document, contextValue, variableValues: { userId: chosen[person].id } });
      if (result.errors) throw new Error(JSON.stringify(result.errors));
    };
    Object.defineProperty(dataSource, 'logger', { value: counter, configurable: true });

    const measure = async (label: string): Promise<Figures> => {
      for (const statement of located[label]) await dataSource.query(statement);
      // The nightly figures for everyone, then every chosen person's dashboard once (reads only after it).
      statements = 0;
      let began = performance.now();
      await services.balances.applyRulesToEveryone();
      const nightlySeconds = (performance.now() - began) / 1000;
      const nightlyStatements = statements;
      for (let i = 0; i < chosen.length; i++) await dashboard(i);
      statements = 0;
      for (let i = 0; i < chosen.length; i++) await dashboard(i);
      const perDashboard = statements / chosen.length;
      let dashboards = 0;
      began = performance.now();
      const until = began + (SECONDS * 1000) / ROUNDS;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, worker) => {
          for (let i = worker; performance.now() < until; i += CONCURRENCY) {
            await dashboard(i);
            dashboards += 1;
          }
        }),
      );
      const seconds = (performance.now() - began) / 1000;
      console.log(
        `  ${label}: nightly ${nightlySeconds.toFixed(1)} s, ${(dashboards / seconds).toFixed(0)} dashboards/s, ${perDashboard.toFixed(1)} statements each`,
      );
      return { label, statements: perDashboard, nightlyStatements, dashboards, seconds, nightlySeconds };
    };

    // Warm-up of both, unmeasured: the JIT, Postgres' caches, each country's holidays computed once.
    for (const label of Object.keys(located)) await measure(label);
    const runs: Record<string, Figures[]> = { [baseLabel]: [], [otherLabel]: [] };
    for (let round = 0; round < ROUNDS; round++)
      for (const label of Object.keys(located)) runs[label].push(await measure(label));

    const [people] = await dataSource.query(`SELECT count(*)::int AS n FROM users`);
    console.log(
      `\n${people.n} people, ${PLACES.length + 1} locations, ${chosen.length} people's dashboards, ${CONCURRENCY} at once, ${ROUNDS} alternating rounds`,
    );
    const summary = Object.entries(runs).map(([label, list]) => ({
      label,
      statements: list[list.length - 1].statements,
      nightlyStatements: list[list.length - 1].nightlyStatements,
      perSecond: list.reduce((sum, run) => sum + run.dashboards, 0) / list.reduce((sum, run) => sum + run.seconds, 0),
      nightlySeconds: list.reduce((sum, run) => sum + run.nightlySeconds, 0) / list.length,
    }));
    for (const run of summary)
      console.log(
        `  ${run.label.padEnd(14)} ${run.statements.toFixed(1).padStart(5)} statements per dashboard, ${run.perSecond.toFixed(0).padStart(5)} dashboards/s; nightly figures for everyone: ${run.nightlyStatements} statements, ${run.nightlySeconds.toFixed(2)} s`,
      );
    const [one, fifty] = summary;
    // Costs may not grow by more than 10%, throughput may not fall by more than 10%.
    const ratios: [string, number, boolean][] = [
      ['statements per dashboard', fifty.statements / one.statements, false],
      ['dashboard throughput', fifty.perSecond / one.perSecond, true],
      ['nightly statements', fifty.nightlyStatements / one.nightlyStatements, false],
      ['nightly time', fifty.nightlySeconds / one.nightlySeconds, false],
    ];
    for (const [what, ratio, higherIsBetter] of ratios) {
      const met = higherIsBetter ? ratio >= 0.9 : ratio <= 1.1;
      console.log(
        `  ${what}, ${otherLabel} / ${baseLabel}: ${(ratio * 100).toFixed(0)}% (target within 10%: ${met ? 'met' : 'MISSED'})`,
      );
    }
  } finally {
    await services.events.close();
    await dataSource.destroy();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
