import type { Client, ClientConfig } from 'pg';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';

/**
 * Short reads on the hot paths (sign-in lookups, the per-request loaders, one person's requests and
 * unread count) share a few connections in pipeline mode: a statement is written without waiting for
 * the answers to the ones before it, so concurrent requests' reads reach Postgres together and one
 * backend answers them in a row. Through the pool each read takes a connection, a round trip and a
 * wake-up of its own backend, and on a host where the API and Postgres share the cores those
 * switches cost more than the statements (the dashboard benchmark measures both).
 *
 * Only autocommit reads that are short by construction come here (an id lookup, one person's rows):
 * a slow statement would hold up those written behind it on its connection. Each read goes to the
 * connection with the fewest statements in flight. Transactions, writes, reports and exports keep the
 * pool. A connection that fails is dropped (its statements fail with the error) and the next read
 * opens a new one.
 */
/** Pipelined connections a data source keeps for its short reads unless told otherwise (DATABASE_READ_PIPELINES). */
export const DEFAULT_READ_PIPELINES = 4;

export class PipelinedReads {
  private readonly slots: { client: Promise<Client> | null; inFlight: number }[];
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    connections: number,
  ) {
    this.slots = Array.from({ length: connections }, () => ({ client: null, inFlight: 0 }));
  }

  /** The rows of one read-only statement, as `dataSource.query` returns them. */
  async query<T = Record<string, unknown>>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    const slot = this.slots.reduce((best, candidate) => (candidate.inFlight < best.inFlight ? candidate : best));
    this.dataSource.logger.logQuery(sql, parameters);
    slot.inFlight++;
    try {
      const client = await this.clientOf(slot);
      return (await client.query(sql, parameters)).rows as T[];
    } catch (error) {
      this.dataSource.logger.logQueryError(error as Error, sql, parameters);
      throw error instanceof Error && 'code' in error ? new QueryFailedError(sql, parameters, error) : error;
    } finally {
      slot.inFlight--;
    }
  }

  /** Statements in flight and open connections, for the metrics. */
  stats(): { inFlight: number; connections: number } {
    return {
      inFlight: this.slots.reduce((sum, slot) => sum + slot.inFlight, 0),
      connections: this.slots.filter((slot) => slot.client).length,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const open = this.slots.map((slot) => slot.client);
    for (const slot of this.slots) slot.client = null;
    await Promise.all(open.map((client) => client?.then((c) => c.end()).catch(() => undefined)));
  }

  private clientOf(slot: { client: Promise<Client> | null }): Promise<Client> {
    if (slot.client) return slot.client;
    if (this.closed) return Promise.reject(new Error('The database connection is closed'));
    // The same pg module and connection settings as TypeORM's pool (its type parsers included).
    const driver = this.dataSource.driver as unknown as {
      postgres: { Client: new (config: ClientConfig & { pipeline: boolean }) => Client };
      master?: { options: ClientConfig };
    };
    if (!driver.master) return Promise.reject(new Error('The data source is not initialised'));
    const client = new driver.postgres.Client({ ...driver.master.options, pipeline: true });
    const drop = () => {
      if (slot.client === opening) slot.client = null;
    };
    client.on('error', drop);
    client.on('end', drop);
    const opening = client.connect().then(
      () => client,
      (error: unknown) => {
        drop();
        throw error;
      },
    );
    slot.client = opening;
    return opening;
  }
}

const pipelines = new WeakMap<DataSource, PipelinedReads>();

/** Gives a data source `connections` pipelined connections for its short reads (see PipelinedReads). */
export function attachPipelinedReads(dataSource: DataSource, connections: number): PipelinedReads {
  const reads = new PipelinedReads(dataSource, connections);
  pipelines.set(dataSource, reads);
  return reads;
}

export const pipelinedReadsOf = (dataSource: DataSource): PipelinedReads | undefined => pipelines.get(dataSource);

/**
 * Runs a short read-only statement: on the data source's pipelined connections when it has them and
 * `db` is not a transaction's manager (a transaction reads on its own connection), else as
 * `db.query` would.
 */
export function shortRead<T = Record<string, unknown>>(
  db: DataSource | EntityManager,
  sql: string,
  parameters: unknown[] = [],
): Promise<T[]> {
  const inTransaction = 'queryRunner' in db && db.queryRunner !== undefined;
  const reads = inTransaction ? undefined : pipelines.get('manager' in db ? db : db.connection);
  return reads ? reads.query<T>(sql, parameters) : (db.query(sql, parameters) as Promise<T[]>);
}
