// Creates the migrated template database every test file clones.
import { Client } from 'pg';
import { createDataSource } from '../src/database';

export const TEMPLATE_DB = 'leavewise_template';

async function main(): Promise<void> {
  const adminUrl = process.env.LEAVEWISE_TEST_ADMIN_URL!;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const dataSource = createDataSource(url.toString(), { poolSize: 2 });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
