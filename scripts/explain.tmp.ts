import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { createDataSource } from '../server/src/db/data-source';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
async function main() {
  const embedded = await startEmbeddedPostgres('/tmp/screens-large-org', { port: 4790 });
  const ds = createDataSource(embedded.url, { poolSize: 2 });
  await ds.initialize();
  for (const sql of readFileSync('/tmp/screens-q.sql', 'utf8')
    .split(';;')
    .filter((s) => s.trim())) {
    const t = Date.now();
    const rows = await ds.query('EXPLAIN (ANALYZE) ' + sql);
    console.log(`--- ${Date.now() - t} ms\n` + rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
  }
  await ds.destroy();
  await embedded.stop();
}
void main();
