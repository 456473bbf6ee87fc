import { QueryFailedError, type DataSource } from 'typeorm';
import { createTestDatabase, recordStatements } from '../../test/harness';
import { createDataSource } from '../database';
import { pipelinedReadsOf, shortRead } from './pipelined-reads';

describe('short reads on pipelined connections', () => {
  let dataSource: DataSource;
  let url: string;
  const backends = async (name: string) =>
    (
      await dataSource.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
        [name],
      )
    ).map((row: { pid: number }) => row.pid) as number[];

  beforeAll(async () => {
    url = await createTestDatabase();
    dataSource = createDataSource(url, { poolSize: 4, readPipelines: 2, applicationName: 'pipelined-test' });
    await dataSource.initialize();
  });
  afterAll(() => dataSource.destroy());

  it('answers many concurrent reads on two connections, each with its own rows', async () => {
    const values = Array.from({ length: 300 }, (_, i) => i);
    const answers = await Promise.all(
      values.map((i) =>
        shortRead<{ n: number; s: string }>(dataSource, `SELECT $1::int AS n, repeat('x', $1::int) AS s`, [i]),
      ),
    );
    expect(answers.map(([row]) => row.n)).toEqual(values);
    expect(answers.every(([row]) => row.s.length === row.n)).toBe(true);
    // Two pipelined connections and the pool's (at most 4): not one connection per read.
    expect(pipelinedReadsOf(dataSource)!.stats()).toEqual({ inFlight: 0, connections: 2 });
    expect((await backends('pipelined-test')).length).toBeLessThanOrEqual(2 + 4);
  });

  it('fails only the statement that failed, as TypeORM reports it, and the reads around it succeed', async () => {
    const [before, failed, after] = await Promise.allSettled([
      shortRead(dataSource, `SELECT 1 AS one`),
      shortRead(dataSource, `SELECT $1::uuid AS id`, ['not-a-uuid']),
      shortRead(dataSource, `SELECT 2 AS two`),
    ]);
    expect(before).toEqual({ status: 'fulfilled', value: [{ one: 1 }] });
    expect(after).toEqual({ status: 'fulfilled', value: [{ two: 2 }] });
    expect(failed.status).toBe('rejected');
    const error = (failed as PromiseRejectedResult).reason as QueryFailedError & { code?: string };
    expect(error).toBeInstanceOf(QueryFailedError);
    expect(error.code).toBe('22P02');
  });

  it('reads inside a transaction on the transaction itself, so it sees what the transaction wrote', async () => {
    await dataSource.query(`CREATE TABLE pipelined_probe (id int PRIMARY KEY)`);
    await dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO pipelined_probe VALUES (1)`);
      expect(await shortRead(manager, `SELECT count(*)::int AS n FROM pipelined_probe`)).toEqual([{ n: 1 }]);
      // Outside the transaction nothing is visible yet: the pipelined connections are other sessions.
      expect(await shortRead(dataSource, `SELECT count(*)::int AS n FROM pipelined_probe`)).toEqual([{ n: 0 }]);
      expect(await shortRead(dataSource.manager, `SELECT count(*)::int AS n FROM pipelined_probe`)).toEqual([{ n: 0 }]);
    });
    expect(await shortRead(dataSource, `SELECT count(*)::int AS n FROM pipelined_probe`)).toEqual([{ n: 1 }]);
  });

  it('opens a new connection after one is cut, failing only the reads that were on it', async () => {
    await Promise.all([shortRead(dataSource, `SELECT 1`), shortRead(dataSource, `SELECT 1`)]);
    const before = await backends('pipelined-test');
    // Cut every pipelined backend while reads are in flight on them.
    const inFlight = Array.from({ length: 6 }, () =>
      shortRead(dataSource, `SELECT pg_sleep(0.2), 1 AS one`).then(
        () => 'answered',
        () => 'failed',
      ),
    );
    const sleeping = `FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'pipelined-test'
        AND state = 'active' AND query LIKE 'SELECT pg_sleep(0.2)%'`;
    // Waits (in database round trips) until a sleeping read is running, then cuts its connection.
    while (!(await dataSource.query(`SELECT count(*)::int AS n ${sleeping}`))[0].n);
    await dataSource.query(`SELECT pg_terminate_backend(pid) ${sleeping}`);
    expect(await Promise.all(inFlight)).toContain('failed');
    // The next reads open fresh connections and are answered.
    expect(await Promise.all([shortRead(dataSource, `SELECT 3 AS n`), shortRead(dataSource, `SELECT 4 AS n`)])).toEqual(
      [[{ n: 3 }], [{ n: 4 }]],
    );
    const after = await backends('pipelined-test');
    expect(after.some((pid) => !before.includes(pid))).toBe(true);
  });

  it('tells the data source logger about every statement, as the pool does', async () => {
    const logged: string[] = [];
    const restore = recordStatements(dataSource, (query) => void logged.push(query));
    try {
      await Promise.all([shortRead(dataSource, `SELECT 'a' AS a`), shortRead(dataSource, `SELECT 'b' AS b`)]);
    } finally {
      restore();
    }
    expect(logged).toEqual([`SELECT 'a' AS a`, `SELECT 'b' AS b`]);
  });

  it('uses the pool when pipelines are off, and closes its connections with the data source', async () => {
    const plain = createDataSource(url, { poolSize: 2, readPipelines: 0, applicationName: 'pipelined-off' });
    await plain.initialize();
    expect(pipelinedReadsOf(plain)).toBeUndefined();
    expect(await shortRead(plain, `SELECT 5 AS n`)).toEqual([{ n: 5 }]);
    await plain.destroy();

    const other = createDataSource(url, { poolSize: 1, readPipelines: 3, applicationName: 'pipelined-closing' });
    await other.initialize();
    await Promise.all(Array.from({ length: 9 }, () => shortRead(other, `SELECT 1`)));
    expect(pipelinedReadsOf(other)!.stats().connections).toBe(3);
    await other.destroy();
    for (let i = 0; i < 50 && (await backends('pipelined-closing')).length; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await backends('pipelined-closing')).toEqual([]);
    await expect(shortRead(other, `SELECT 1`)).rejects.toThrow();
  });
});
