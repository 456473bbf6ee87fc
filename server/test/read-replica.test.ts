import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database';
import { migrate } from '../src/db/migrate';
import { buildAdmin, buildManager, buildStaff, submitRequest } from './factories';
import { daysFromToday, startTestApp, type TestApp } from './harness';
import { startStreamingPair, streamingPairSupported, type StreamingPair } from './streaming-replica';

const support = streamingPairSupported();

const AGGREGATES = `{ leaveAggregates(groupBy: [STATUS]) { status count } }`;
const REPORT = `{ ptoReport(range: LAST_30_DAYS) { totalRequests } }`;
const SEARCH = `{ search(criteria: { statuses: [PENDING] }) { totalCount requests { id } } }`;
const OWN = `query ($userId: ID!) { leaveRequests(filter: { userId: $userId }) { totalCount } viewer { balances { type pendingDays } } }`;

/**
 * DATABASE_REPLICA_URL against a real streaming replica: replay is paused on the replica, a request
 * is submitted, and the person sees it at once (primary) while analysts' figures stay as the replica
 * last replayed them, until replay resumes.
 */
describe('analysts read from the streaming replica; writes and own reads stay on the primary', () => {
  if (!support.ok) {
    it.skip(`is skipped: ${support.reason}`, () => undefined);
    return;
  }
  let pair: StreamingPair;
  let replica: DataSource;
  let t: TestApp;
  let adminToken: string;
  let staffToken: string;
  let staffId: string;

  beforeAll(async () => {
    pair = await startStreamingPair();
    const client = new Client({ connectionString: pair.primaryUrl('postgres') });
    await client.connect();
    await client.query('CREATE DATABASE leavewise');
    await client.end();
    const migrating = createDataSource(pair.primaryUrl('leavewise'), { poolSize: 2 });
    await migrating.initialize();
    await migrate(migrating);
    await migrating.destroy();
    await pair.caughtUp();
    replica = createDataSource(pair.replicaUrl('leavewise'), { poolSize: 4, applicationName: 'leavewise-replica' });
    await replica.initialize();
    t = await startTestApp({
      databaseUrl: pair.primaryUrl('leavewise'),
      replica,
      config: { databaseReplicaUrl: pair.replicaUrl('leavewise') },
    });
    const manager = await buildManager(t);
    const staff = await buildStaff(t, manager);
    staffId = staff.id;
    [adminToken, staffToken] = await Promise.all([t.tokenFor(await buildAdmin(t)), t.tokenFor(staff)]);
    await submitRequest(t, staffToken, { startDate: daysFromToday(20) });
    await pair.caughtUp();
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await replica?.destroy();
    await pair?.stop();
  });

  const pending = async () => {
    const result = await t.gql<{ leaveAggregates: { status: string; count: number }[] }>(AGGREGATES, {}, adminToken);
    expect(result.errors).toBeUndefined();
    return result.data!.leaveAggregates.find((group) => group.status === 'PENDING')?.count ?? 0;
  };
  const reported = async () => {
    const result = await t.gql<{ ptoReport: { totalRequests: number } }>(REPORT, {}, adminToken);
    expect(result.errors).toBeUndefined();
    return result.data!.ptoReport.totalRequests;
  };

  const searched = async () => {
    const result = await t.gql<{ search: { totalCount: number } }>(SEARCH, {}, adminToken);
    expect(result.errors).toBeUndefined();
    return result.data!.search.totalCount;
  };

  it('shows a request to its requester at once and to analysts once the replica has replayed it', async () => {
    expect(await pending()).toBe(1);
    expect(await reported()).toBe(1);
    expect(await searched()).toBe(1);

    await pair.pauseReplay();
    try {
      // A write while the replica stands still: it goes to the primary.
      await submitRequest(t, staffToken, { startDate: daysFromToday(30) });
      const own = await t.gql<{
        leaveRequests: { totalCount: number };
        viewer: { balances: { type: string; pendingDays: number }[] };
      }>(OWN, { userId: staffId }, staffToken);
      expect(own.errors).toBeUndefined();
      expect(own.data!.leaveRequests.totalCount).toBe(2);
      expect(own.data!.viewer.balances.find((balance) => balance.type === 'pto')?.pendingDays).toBe(2);
      // The analysts' figures come from the paused replica.
      expect(await pending()).toBe(1);
      expect(await reported()).toBe(1);
      expect(await searched()).toBe(1);
      const csv = await fetch(`${t.url}/api/analytics/reports/export.csv?reportType=PTO_UTILIZATION`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(csv.status).toBe(200);
    } finally {
      await pair.resumeReplay();
    }
    await pair.caughtUp();
    expect(await pending()).toBe(2);
    expect(await reported()).toBe(2);
    expect(await searched()).toBe(2);

    const [{ connections }] = await replica.query(
      `SELECT count(*)::int AS connections FROM pg_stat_activity WHERE application_name = 'leavewise-replica'`,
    );
    expect(connections).toBeGreaterThan(0);
  });

  it('reports the replica and its lag in readiness without making it a reason to refuse traffic', async () => {
    const response = await fetch(`${t.url}/api/health/ready`);
    const body = (await response.json()) as { data: { ready: boolean; checks: Record<string, unknown> } };
    expect(response.status).toBe(200);
    expect(body.data.checks).toMatchObject({ replica: 'ok', replicaLagSeconds: expect.any(Number) });
  });

  it('refuses analytics to the unauthenticated and to staff, on the replica as on the primary', async () => {
    expect((await t.gql(AGGREGATES, {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(REPORT, {}, staffToken)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
