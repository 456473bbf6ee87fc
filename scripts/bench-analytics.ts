/**
 * Times every analytics query, report and audit page on the large organisation written by
 * generate-large-org.ts (warm: one run discarded, then the median of several), beside a baseline
 * measured in the same run: `SELECT count(*) FROM leave_requests`.
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-analytics.ts [--runs 7]
 *
 * Uses DATABASE_URL, or the generator's embedded Postgres in $LARGE_ORG_DATA_DIR.
 */
import 'reflect-metadata';
import type { Actor } from '../server/src/auth/policy';
import type { AppConfig } from '../server/src/config';
import { createDataSource } from '../server/src/database';
import { encodeKeysetCursor } from '../server/src/lib/connection';
import { UserEntity } from '../server/src/modules/users/user.entity';
import { createServices } from '../server/src/services';
import { largeOrgDatabase } from './large-org-db';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 7;

/** Targets on a 2-core machine (ms). */
const TARGETS: Record<string, number> = {
  'analytics.overview': 250,
  'analytics.trends': 250,
  'analytics.departments': 250,
  'audit page 1': 50,
};

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function main(): Promise<void> {
  const { url, embedded } = await largeOrgDatabase();
  const dataSource = createDataSource(url, { poolSize: 10 });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    const config = {
      jwtSecret: 'bench-secret-that-is-long-enough-for-hs256',
      tokenTtlSeconds: 3600,
      runJobs: false,
      version: 'bench',
    } as AppConfig;
    const services = createServices(dataSource, config);
    const admin = await dataSource.manager.findOneOrFail(UserEntity, { where: { isAdmin: true } });
    const [{ id: managerId }] = await dataSource.query(
      `SELECT manager_id AS id FROM users WHERE manager_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const manager = await dataSource.manager.findOneOrFail(UserEntity, { where: { id: managerId } });
    const asAdmin: Actor = { user: admin, ip: null };
    const asManager: Actor = { user: manager, ip: null };
    const [{ requests, people, audits }] = await dataSource.query(
      `SELECT (SELECT count(*) FROM leave_requests)::int AS requests, (SELECT count(*) FROM users)::int AS people, (SELECT count(*) FROM audit_logs)::int AS audits`,
    );
    // A keyset cursor a million entries deep, for the audit connection's deep page.
    const [deep] = await dataSource.query(
      `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS key FROM audit_logs ORDER BY created_at DESC, id DESC OFFSET 1000000 LIMIT 1`,
    );
    const deepCursor = deep ? encodeKeysetCursor({ key: deep.key, id: deep.id }) : undefined;
    const year = new Date().getUTCFullYear() - 1;
    const lastYear = { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
    const request = services.analytics.request(asAdmin, 365);
    const managerRequest = services.analytics.request(asManager, 365);
    const cases: [string, () => Promise<unknown>][] = [
      ['baseline: SELECT count(*) FROM leave_requests', () => dataSource.query(`SELECT count(*) FROM leave_requests`)],
      ['analytics.overview', () => services.analytics.overview(asAdmin, request)],
      ['analytics.trends', () => services.analytics.trends(asAdmin, request)],
      ['analytics.departments', () => services.analytics.departments(asAdmin, request)],
      ['analytics.performance', () => services.analytics.performance(asAdmin, request)],
      ['analytics.predictions', () => services.analytics.predictions(asAdmin, request)],
      ['analytics.overview (manager)', () => services.analytics.overview(asManager, managerRequest)],
      ['ptoReport LAST_YEAR', () => services.reports.ptoReport(asAdmin, 'LAST_YEAR')],
      ['ptoReport LAST_30_DAYS (manager)', () => services.reports.ptoReport(asManager, 'LAST_30_DAYS')],
      ['teamOverview (manager)', () => services.teamOverview.standings(asManager)],
      [
        'customReport pto_utilization (a year)',
        () => services.customReports.generate(asAdmin, { ...lastYear, reportType: 'PTO_UTILIZATION' }),
      ],
      [
        'customReport approval_performance',
        () => services.customReports.generate(asAdmin, { ...lastYear, reportType: 'APPROVAL_PERFORMANCE' }),
      ],
      [
        'customReport department_comparison',
        () => services.customReports.generate(asAdmin, { ...lastYear, reportType: 'DEPARTMENT_COMPARISON' }),
      ],
      [
        'customReport monthly_summary',
        () => services.customReports.generate(asAdmin, { ...lastYear, reportType: 'MONTHLY_SUMMARY' }),
      ],
      ['audit page 1', () => services.audit.page(asAdmin, 1, {})],
      ['audit page 1 (action filter)', () => services.audit.page(asAdmin, 1, { action: 'leave_request.rejected' })],
      ['audit page 2000 (numbered, offset)', () => services.audit.page(asAdmin, 2000, {})],
      [
        'auditLogs connection 1M entries deep (keyset)',
        () => services.audit.connection(asAdmin, {}, { first: 50, after: deepCursor }),
      ],
      ['auditStats', () => services.audit.stats(asAdmin)],
      ['auditActions', () => services.audit.actions(asAdmin)],
      ['leaveRequests first 50', () => services.leaveRequests.connection(asAdmin, {}, undefined, { first: 50 })],
      ['leaveAggregates by status, month', () => services.leaveAggregates.aggregate(asAdmin, ['STATUS', 'MONTH'])],
    ];
    console.log(
      `Large organisation: ${people} people, ${requests} leave requests, ${audits} audit entries; median of ${RUNS} warm runs\n`,
    );
    let baseline = 0;
    console.log(`${'query'.padEnd(46)} ${'ms'.padStart(9)} ${'× baseline'.padStart(11)}  target`);
    for (const [name, fn] of cases) {
      const ms = await median(fn);
      if (!baseline) baseline = ms;
      const target = TARGETS[name] ?? (name.startsWith('customReport') ? 1000 : undefined);
      const verdict = target === undefined ? '' : `${ms <= target ? 'ok' : 'OVER'} (< ${target} ms)`;
      console.log(
        `${name.padEnd(46)} ${ms.toFixed(1).padStart(9)} ${(ms / baseline).toFixed(2).padStart(11)}  ${verdict}`,
      );
    }
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
