import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { DEFAULT_POLICY } from '../modules/policy/policy-settings.defaults';
import { migrations } from './data-source';

const ROOT = join(__dirname, '../../..');

/** An empty database on the test server (no template: nothing migrated yet). */
async function emptyDatabase(): Promise<string> {
  const adminUrl = process.env.LEAVEWISE_TEST_ADMIN_URL!;
  const name = `m_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

describe('the migration job (npm run migrate)', () => {
  it('migrates an empty database and stores the default policy, mapping no table of its own', async () => {
    const databaseUrl = await emptyDatabase();
    await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'server/src/db/migrate.ts')], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, TSX_TSCONFIG_PATH: join(ROOT, 'server/tsconfig.json') },
    });

    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const applied = await client.query<{ name: string }>(`SELECT name FROM migrations ORDER BY id`);
      expect(applied.rows.map((row) => row.name).sort()).toEqual(migrations.map((migration) => migration.name).sort());
      const policy = await client.query<{ settings: unknown }>(`SELECT settings FROM policy_settings WHERE id = 1`);
      // The first migration stored the defaults of its day; they are still the policy's defaults.
      expect(policy.rows).toEqual([{ settings: DEFAULT_POLICY }]);
    } finally {
      await client.end();
    }
  });
});
