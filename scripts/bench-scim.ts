/**
 * SCIM provisioning at a directory's pace: provisions an organisation over /scim/v2 (POST /Users), then
 * times, in alternating rounds of the same run, what a sync repeats: a `userName eq` lookup, the first
 * and the last page of a full listing (100 a page), a PATCH, against GET /ServiceProviderConfig (the
 * token check and throttle alone) as the baseline. Prints milliseconds and ratios; a last page costing
 * about what the first one does shows the database pages. In its own embedded Postgres (or DATABASE_URL).
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-scim.ts [--users 1000] [--rounds 5]
 */
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/src/app';
import type { AppConfig } from '../server/src/config';
import { createDataSource } from '../server/src/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/src/db/embedded';
import { UserEntity } from '../server/src/modules/users/user.entity';
import { createServices } from '../server/src/services';
import { BENCH_JWT_SECRET } from './bench-server';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const USERS = arg('users', 1000);
const ROUNDS = Math.max(1, arg('rounds', 5));
const PER_ROUND = 20;
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

async function main() {
  let dataDir: string | undefined;
  let embedded: EmbeddedDatabase | undefined;
  let url = process.env.DATABASE_URL;
  if (!url) {
    dataDir = mkdtempSync(join(tmpdir(), 'leavewise-scim-bench-'));
    embedded = await startEmbeddedPostgres(dataDir);
    url = embedded.url;
  }
  const dataSource = createDataSource(url, { poolSize: 10 });
  await dataSource.initialize();
  await dataSource.runMigrations();
  const config = { jwtSecret: BENCH_JWT_SECRET, tokenTtlSeconds: 3600, runJobs: false, version: 'bench', port: 0 };
  const services = createServices(dataSource, { ...config, webDistDir: '/nonexistent' } as AppConfig);
  const app = await createApp(services);
  const port = await app.listen(0, '127.0.0.1');
  try {
    const admin = await dataSource.manager.save(
      UserEntity,
      dataSource.manager.create(UserEntity, {
        email: `bench-admin-${Date.now()}@example.test`,
        firstName: 'Bench',
        lastName: 'Admin',
        role: 'admin',
        isAdmin: true,
      }),
    );
    const { token } = await services.apiTokens.create(
      { user: admin, ip: null },
      { name: 'bench', scopes: ['scim:provision'] },
    );
    const scim = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`http://127.0.0.1:${port}/scim/v2${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<{ id: string }>;
    };

    const started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < USERS; i++)
      ids.push(
        (
          await scim('POST', '/Users', {
            schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
            userName: `person${i}@bench.test`,
            externalId: `ext-${i}`,
            name: { givenName: 'Person', familyName: String(i) },
          })
        ).id,
      );
    const createMs = (performance.now() - started) / USERS;

    const cases: Record<string, (i: number) => Promise<unknown>> = {
      'GET /ServiceProviderConfig (baseline)': () => scim('GET', '/ServiceProviderConfig'),
      'userName eq lookup': (i) =>
        scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "person${(i * 37) % USERS}@bench.test"`)}`),
      'first page of 100': () => scim('GET', '/Users?startIndex=1&count=100'),
      'last page of 100': () => scim('GET', `/Users?startIndex=${Math.max(1, USERS - 99)}&count=100`),
      'PATCH title': (i) =>
        scim('PATCH', `/Users/${ids[i % ids.length]}`, {
          schemas: [PATCH],
          Operations: [{ op: 'Replace', path: 'title', value: `Title ${i}` }],
        }),
    };
    const totals = new Map<string, number>(Object.keys(cases).map((name) => [name, 0]));
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, run] of Object.entries(cases)) {
        const start = performance.now();
        for (let i = 0; i < PER_ROUND; i++) await run(round * PER_ROUND + i);
        totals.set(name, totals.get(name)! + performance.now() - start);
      }
    const mean = (name: string) => totals.get(name)! / (ROUNDS * PER_ROUND);
    const baseline = mean('GET /ServiceProviderConfig (baseline)');
    console.log(`${USERS} people provisioned: ${createMs.toFixed(1)} ms per POST /Users`);
    for (const name of Object.keys(cases))
      console.log(
        `${name.padEnd(40)} ${mean(name).toFixed(2).padStart(8)} ms   ×${(mean(name) / baseline).toFixed(2)} baseline`,
      );
    console.log(`last page / first page: ×${(mean('last page of 100') / mean('first page of 100')).toFixed(2)}`);
  } finally {
    await app.close();
    await dataSource.destroy();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

// One log line per request would be most of what this prints: without LOG_LEVEL, run again quieter
// (the logger reads its level when the server's modules load).
if (!process.env.LOG_LEVEL) {
  const quiet = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  process.exit(quiet.status ?? 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
