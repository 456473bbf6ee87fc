/**
 * How long the server takes to refuse hostile GraphQL documents (fragments that each spread the one
 * before twice, long alias and directive lists, deep nesting), beside a plain small query measured in
 * the same run, over HTTP against a server started here on a throwaway embedded Postgres.
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-graphql-limits.ts [--runs 40]
 *
 * Prints each document's size, the answer (code of its first error), the median and p95 time, and the
 * ratio of the median to the plain query's median.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/src/app';
import type { AppConfig } from '../server/src/config';
import { createDataSource } from '../server/src/database';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
import { createServices } from '../server/src/services';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 40;

/** `fragment F<i>` spreads `F<i-1>` twice: n fragments expand to 2^n copies of the leaf. */
function doublingFragments(fragments: number, leaf: string, type = 'Query'): string {
  const definitions = [`fragment F0 on ${type} { ${leaf} }`];
  for (let i = 1; i < fragments; i++) definitions.push(`fragment F${i} on ${type} { ...F${i - 1} ...F${i - 1} }`);
  return `query Doubling { ...F${fragments - 1} } ${definitions.join(' ')}`;
}

const DOCUMENTS: { name: string; query: string }[] = [
  { name: 'plain small query (baseline)', query: `{ viewer { id fullName } }` },
  { name: 'doubling fragments, 25 deep, object leaf', query: doublingFragments(25, 'viewer { id }') },
  { name: 'doubling fragments, 30 deep, object leaf', query: doublingFragments(30, 'viewer { id }') },
  { name: 'doubling fragments, 25 deep, __typename leaf', query: doublingFragments(25, '__typename') },
  { name: 'doubling fragments, 60 deep (over fragment limit)', query: doublingFragments(60, 'viewer { id }') },
  {
    name: 'doubling fragments nested in fields (depth)',
    query: `{ viewer { ...U20 } } fragment U0 on User { manager { id } } ${Array.from(
      { length: 20 },
      (_, i) => `fragment U${i + 1} on User { manager { ...U${i} ...U${i} } }`,
    ).join(' ')}`,
  },
  {
    name: '500 aliases of one field',
    query: `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  },
  {
    name: '95 identical fields with a selection (190 fields, at the limit)',
    query: `{ ${Array.from({ length: 95 }, () => `viewer { id }`).join(' ')} }`,
  },
  {
    name: '600 identical fields (no aliases)',
    query: `{ ${Array.from({ length: 600 }, () => `viewer { id }`).join(' ')} }`,
  },
  {
    name: '400 directives on one field',
    query: `{ __typename ${Array.from({ length: 400 }, () => `@skip(if: false)`).join(' ')} }`,
  },
  {
    name: '100 directives on one field',
    query: `{ __typename ${Array.from({ length: 100 }, () => `@include(if: true)`).join(' ')} }`,
  },
  { name: '5,000 tokens of punctuation', query: `{ ${'__typename '.repeat(5000)} }` },
];

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-bench-limits-'));
  const embedded = await startEmbeddedPostgres(dataDir, { persistent: false });
  const dataSource = createDataSource(embedded.url, { poolSize: 5 });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  const config = {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: embedded.url,
    dataDir,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
    tokenTtlSeconds: 3600,
    smtpUrl: undefined,
    mailFrom: 'bench@leavewise.test',
    webDistDir: '/nonexistent',
    runJobs: false,
    version: 'bench',
  } satisfies AppConfig;
  const services = createServices(dataSource, config);
  const app = await createApp(services);
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}/graphql`;

  const send = async (query: string) => {
    const started = process.hrtime.bigint();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return {
      ms: Number(process.hrtime.bigint() - started) / 1e6,
      answer: `${response.status} ${body.errors?.[0]?.extensions?.code ?? 'data'}`,
    };
  };

  try {
    // Interleaved (every document once per round), so a busy machine slows all of them alike.
    for (const document of DOCUMENTS) for (let i = 0; i < 3; i++) await send(document.query);
    const times = DOCUMENTS.map(() => [] as number[]);
    const answers = DOCUMENTS.map(() => '');
    for (let round = 0; round < RUNS; round++) {
      for (const [index, document] of DOCUMENTS.entries()) {
        const result = await send(document.query);
        times[index].push(result.ms);
        answers[index] = result.answer;
      }
    }
    const rows = DOCUMENTS.map((document, index) => {
      const sorted = [...times[index]].sort((a, b) => a - b);
      return {
        name: document.name,
        bytes: Buffer.byteLength(document.query),
        answer: answers[index],
        median: sorted[Math.floor(sorted.length / 2)],
        p95: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))],
      };
    });
    const baseline = rows[0].median;
    console.log(
      `GraphQL document limits over HTTP, ${RUNS} runs each (median / p95 ms, ratio of medians to the baseline)`,
    );
    for (const row of rows) {
      console.log(
        `  ${row.name.padEnd(66)} ${String(row.bytes).padStart(6)} B  ${row.answer.padEnd(30)} ` +
          `${row.median.toFixed(2).padStart(7)} / ${row.p95.toFixed(2).padStart(7)} ms  x${(row.median / baseline).toFixed(2)}`,
      );
    }
    const worst = rows.slice(1).reduce((a, b) => (b.median > a.median ? b : a));
    console.log(
      `  worst refusal: "${worst.name}" ${worst.median.toFixed(2)} ms against ${baseline.toFixed(2)} ms for the plain query (x${(worst.median / baseline).toFixed(2)})`,
    );
  } finally {
    await app.close();
    await dataSource.destroy();
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
