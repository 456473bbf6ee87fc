import { Client, type Notification } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { LocalEventBus, type BusMessage, type NotificationMessage } from './events';
import { componentLogger } from '../observability/logger';

const log = componentLogger('events');

export const EVENTS_CHANNEL = 'leavewise_events';
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 15_000;

/**
 * The bus across server processes: messages go out with NOTIFY and come back to every process (this
 * one included) through one dedicated connection doing LISTEN, which reconnects with backoff when it
 * drops. Listeners in this process see a message only once it went through Postgres, so every replica
 * sees the same stream. Request events do not travel here: a `log` message tells each process to read
 * them from the event log, and each (re)connection is announced to `onListening`, so what was stamped
 * while a process was reconnecting is read then.
 */
export class PgEventBus extends LocalEventBus {
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private readonly connectedListeners = new Set<() => void>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly connectionString: string,
  ) {
    super();
  }

  static forDataSource(dataSource: DataSource): PgEventBus {
    const options = dataSource.options as { url?: string };
    if (!options.url) throw new Error('PgEventBus needs a DataSource configured with a url');
    return new PgEventBus(dataSource, options.url);
  }

  async publishNotification(notification: NotificationMessage): Promise<void> {
    await this.notify({ type: 'notification', notification });
  }

  async announceLog(within: EntityManager): Promise<void> {
    await this.notify({ type: 'log' }, within);
  }

  private async notify(message: BusMessage, within: Pick<DataSource, 'query'> = this.dataSource): Promise<void> {
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error('Event payload too large for NOTIFY');
    await within.query(`SELECT pg_notify($1, $2)`, [EVENTS_CHANNEL, payload]);
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    void this.ready().catch(() => undefined); // the first subscriber starts listening
    return super.subscribe(listener);
  }

  ready(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('Event bus closed'));
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, application_name: 'leavewise-listen' });
    client.on('notification', (message: Notification) => this.receive(message));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnectDelay = RECONNECT_MIN_MS;
    for (const listener of [...this.connectedListeners]) listener();
  }

  onListening(listener: () => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  private receive(message: Notification): void {
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    let parsed: BusMessage;
    try {
      parsed = JSON.parse(message.payload) as BusMessage;
    } catch {
      return;
    }
    this.deliver(parsed);
  }

  private lost(client: Client, error?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (this.closed) return;
    log.warn({ err: error }, 'LISTEN connection lost; reconnecting');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(RECONNECT_MAX_MS, this.reconnectDelay * 2);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.emitter.listenerCount('message') > 0) void this.ready().catch(() => undefined);
    }, delay);
    this.reconnectTimer.unref();
  }

  /** Replaces the LISTEN connection with a new one. */
  async reconnect(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
    await this.ready();
  }

  /** For tests of reconnection: drops the LISTEN connection as a network failure would. */
  async dropConnectionForTest(): Promise<void> {
    const client = this.client;
    if (client) {
      await this.dataSource.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'leavewise-listen' AND pid = $1`,
        [(client as unknown as { processID: number }).processID],
      );
    }
  }

  get listening(): boolean {
    return Boolean(this.client);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
    await super.close();
  }
}
