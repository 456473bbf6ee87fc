import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../server/src/db/embedded';

/** Where the generator and the benchmark keep their embedded database when DATABASE_URL is unset. */
export const LARGE_ORG_DATA_DIR = process.env.LARGE_ORG_DATA_DIR ?? join(tmpdir(), 'leavewise-large-org');

/** DATABASE_URL when set, else an embedded Postgres kept in LARGE_ORG_DATA_DIR (shared by both scripts). */
export async function largeOrgDatabase(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  console.log(`Embedded Postgres in ${LARGE_ORG_DATA_DIR}`);
  // Its socket lives in its data directory: another LARGE_ORG_DATA_DIR is another database beside it.
  const embedded = await startEmbeddedPostgres(LARGE_ORG_DATA_DIR);
  return { url: embedded.url, embedded };
}

/** Notes written on about a third of the generated requests (text search has something to find). */
export const NOTES = [
  'Family holiday in Lisbon',
  'Wedding abroad',
  'Moving house',
  'Doctor appointment',
  'School half-term with the kids',
  'Conference travel, back online Monday',
  'Hiking trip in the Alps',
  'Visiting parents',
];
export const NOTE_SQL = `ARRAY[${NOTES.map((note) => `'${note.replace(/'/g, "''")}'`).join(', ')}]`;
