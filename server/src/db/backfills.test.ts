import { daysAgo, insertRequest } from '../../test/leave-fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { BACKFILLS, runBackfills, type Backfill } from './backfills';

/**
 * The processing target comes from configuration: the server writes PROCESSING_TARGET_HOURS into
 * analytics_settings at start and recomputes the summaries when it changed; backfills run once each.
 */
describe('data backfills and the configured processing target', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestApp({ config: { processingTargetHours: 24 } });
    const admin = await t.createUser({ isAdmin: true, role: 'admin' });
    adminToken = await t.tokenFor(admin);
    const person = await t.createUser();
    for (const [index, hours] of [2, 30, 60].entries())
      await insertRequest(t, {
        userId: person.id,
        status: 'approved',
        startDate: `2030-01-1${index}`,
        endDate: `2030-01-1${index}`,
        days: 1,
        createdAt: daysAgo(5 + hours / 24),
        decidedAfterHours: hours,
      });
  });
  afterAll(() => t.close());

  const withinTarget = async () =>
    Number(
      (await t.dataSource.query(`SELECT coalesce(sum(within_target), 0) AS n FROM leave_request_created_stats`))[0].n,
    );

  it('recomputes the summaries once when the target changes, and counts new decisions with it', async () => {
    expect(await withinTarget()).toBe(2); // 2 h and 30 h are within the default 48 h
    expect(await runBackfills(t.dataSource, { processingTargetHours: 24 }, [])).toEqual([
      'processing target 48 h → 24 h',
    ]);
    expect(await withinTarget()).toBe(1);
    expect(await runBackfills(t.dataSource, { processingTargetHours: 24 }, [])).toEqual([]);
    await insertRequest(t, {
      userId: (await t.dataSource.query(`SELECT id FROM users WHERE NOT is_admin LIMIT 1`))[0].id,
      status: 'rejected',
      startDate: '2030-02-10',
      endDate: '2030-02-10',
      days: 1,
      createdAt: daysAgo(2),
      decidedAfterHours: 12,
    });
    expect(await withinTarget()).toBe(2);
    expect(await runBackfills(t.dataSource, { processingTargetHours: 72 }, [])).toEqual([
      'processing target 24 h → 72 h',
    ]);
    expect(await withinTarget()).toBe(4);
    await runBackfills(t.dataSource, { processingTargetHours: 24 }, []);
  });

  it('reports and the approvers report name the configured target', async () => {
    const report = await t.gql<{ ptoReport: { processingTargetHours: number } }>(
      `{ ptoReport(range: LAST_30_DAYS) { processingTargetHours } }`,
      {},
      adminToken,
    );
    expect(report.data?.ptoReport.processingTargetHours).toBe(24);
    const custom = await t.gql<{ customReport: { columns: { label: string }[] } }>(
      `{ customReport(input: { reportType: APPROVAL_PERFORMANCE, startDate: "2020-01-01", endDate: "2020-12-31" }) { columns { label } } }`,
      {},
      adminToken,
    );
    expect(custom.errors).toBeUndefined();
    expect(custom.data!.customReport.columns.map((column) => column.label)).toContain('Within 24 h');
  });

  it('runs each backfill once, in its own transaction', async () => {
    let runs = 0;
    const backfill: Backfill = {
      name: 'test: count people',
      run: async (manager) => {
        runs += 1;
        return { people: Number((await manager.query(`SELECT count(*) AS n FROM users`))[0].n) };
      },
    };
    expect(await runBackfills(t.dataSource, { processingTargetHours: 24 }, [backfill])).toEqual(['test: count people']);
    expect(await runBackfills(t.dataSource, { processingTargetHours: 24 }, [backfill])).toEqual([]);
    expect(runs).toBe(1);
    const [record] = await t.dataSource.query(`SELECT details FROM data_backfills WHERE name = $1`, [backfill.name]);
    expect(record.details.people).toBeGreaterThan(0);
    const failing: Backfill = {
      name: 'test: fails',
      run: async (manager) => {
        await manager.query(`UPDATE users SET job_title = 'changed'`);
        throw new Error('no');
      },
    };
    await expect(runBackfills(t.dataSource, { processingTargetHours: 24 }, [failing])).rejects.toThrow('no');
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE job_title = 'changed'`)).toEqual([]);
    expect(await t.dataSource.query(`SELECT 1 FROM data_backfills WHERE name = 'test: fails'`)).toEqual([]);
  });
});

describe('the HR role backfill', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("moves the HR department's managers and team leads to the HR role, keeping their manager flag, and no one else", async () => {
    // People as the department rule knew them: HR's powers came from the HR department and a manager role.
    const hrManager = await t.createUser({ department: 'HR', role: 'manager', isManager: true });
    const hrLead = await t.createUser({ department: ' hr ', role: 'team-lead' });
    const hrStaff = await t.createUser({ department: 'HR' });
    const hrAdmin = await t.createUser({ department: 'HR', role: 'admin', isAdmin: true });
    const salesManager = await t.createUser({ department: 'Sales', role: 'manager', isManager: true });
    const hrRole = BACKFILLS.find((backfill) => backfill.name === 'hr role')!;
    expect(await runBackfills(t.dataSource, { processingTargetHours: 48 }, [hrRole])).toEqual(['hr role']);
    const roles = async () =>
      Object.fromEntries(
        (
          (await t.dataSource.query(`SELECT id, role, is_manager, is_admin FROM users WHERE id = ANY($1)`, [
            [hrManager.id, hrLead.id, hrStaff.id, hrAdmin.id, salesManager.id],
          ])) as { id: string; role: string; is_manager: boolean; is_admin: boolean }[]
        ).map(({ id, ...rest }) => [id, rest]),
      );
    expect(await roles()).toEqual({
      [hrManager.id]: { role: 'hr', is_manager: true, is_admin: false },
      [hrLead.id]: { role: 'hr', is_manager: false, is_admin: false },
      [hrStaff.id]: { role: 'staff', is_manager: false, is_admin: false },
      [hrAdmin.id]: { role: 'admin', is_manager: false, is_admin: true },
      [salesManager.id]: { role: 'manager', is_manager: true, is_admin: false },
    });
    const viewer = await t.gql<{ viewer: { isHr: boolean; capabilities: string[] } }>(
      `{ viewer { isHr capabilities } }`,
      {},
      await t.tokenFor(hrManager),
    );
    expect(viewer.data!.viewer.isHr).toBe(true);
    expect(viewer.data!.viewer.capabilities).toContain('MANAGE_USERS');
  });
});
