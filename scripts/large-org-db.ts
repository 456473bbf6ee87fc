import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/src/db/embedded';

/** Where the generator and the benchmark keep their embedded database when DATABASE_URL is unset. */
export const LARGE_ORG_DATA_DIR = process.env.LARGE_ORG_DATA_DIR ?? join(tmpdir(), 'leavewise-large-org');

/** DATABASE_URL when set, else an embedded Postgres kept in LARGE_ORG_DATA_DIR on LARGE_ORG_PORT (default 5544), shared by the scripts. */
export async function largeOrgDatabase(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  console.log(`Embedded Postgres in ${LARGE_ORG_DATA_DIR}`);
  const embedded = await startEmbeddedPostgres(LARGE_ORG_DATA_DIR, { port: Number(process.env.LARGE_ORG_PORT) || 5544 });
  return { url: embedded.url, embedded };
}
