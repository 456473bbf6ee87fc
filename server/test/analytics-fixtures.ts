import { buildHr, buildLead, buildManager, buildStaff } from './factories';
import { daysFromToday, startTestApp } from './harness';
import { daysAgo, hoursAgo, insertRequest, setPtoBalance } from './leave-fixtures';

export const REPORT = `query ($range: ReportRange!, $department: String) { ptoReport(range: $range, department: $department) {
  totalRequests approvedRequests rejectedRequests pendingRequests cancelledRequests approvalRate rejectionRate pendingRate
  averageProcessingTime processingTargetHours responseRate decidedRequests periodStart periodEnd monthlyStats { month requests approvals approvalRate } } }`;

/**
 * Hand-built data set. Manager M manages A and B (Engineering) and C (Sales); manager N manages D.
 * In the last 30 days M's team submitted A1 (approved after 24 h, 2.5 PTO days with a half day),
 * A2 (rejected after 72 h), A3 (pending, half a day), B1 (sickness, approved after 12 h, 2 days)
 * and C1 (cancelled); B2 is 40 days old. D1 (N's team, approved after 6 h) counts only for HR.
 */
export async function buildAnalyticsWorld() {
  const t = await startTestApp();
  const m = await buildManager(t, { jobTitle: 'Engineering Manager' });
  const n = await buildManager(t, { jobTitle: 'Sales Manager', department: 'Sales' });
  const hr = await buildHr(t);
  const a = await buildStaff(t, m);
  const b = await buildStaff(t, m);
  const c = await buildStaff(t, m, { department: 'Sales' });
  const d = await buildStaff(t, n, { department: 'Sales' });
  const staff = await buildStaff(t, n);
  const lead = await buildLead(t);
  const ids: Record<string, string> = {};
  ids.A1 = await insertRequest(t, {
    userId: a.id,
    status: 'approved',
    startDate: daysFromToday(10),
    endDate: daysFromToday(12),
    startHalfDay: true,
    days: 2.5,
    createdAt: daysAgo(2),
    decidedAfterHours: 24,
    approverId: m.id,
  });
  ids.A2 = await insertRequest(t, {
    userId: a.id,
    status: 'rejected',
    startDate: daysFromToday(20),
    endDate: daysFromToday(20),
    days: 1,
    createdAt: daysAgo(5),
    decidedAfterHours: 72,
    approverId: m.id,
  });
  ids.A3 = await insertRequest(t, {
    userId: a.id,
    status: 'pending',
    startDate: daysFromToday(30),
    endDate: daysFromToday(30),
    startHalfDay: true,
    days: 0.5,
    createdAt: daysAgo(10),
  });
  ids.B1 = await insertRequest(t, {
    userId: b.id,
    type: 'sickness',
    status: 'approved',
    startDate: daysFromToday(-3),
    endDate: daysFromToday(-2),
    days: 2,
    createdAt: daysAgo(3),
    decidedAfterHours: 12,
    approverId: m.id,
  });
  ids.B2 = await insertRequest(t, {
    userId: b.id,
    status: 'approved',
    startDate: daysFromToday(-38),
    endDate: daysFromToday(-37),
    days: 2,
    createdAt: daysAgo(40),
    decidedAfterHours: 1,
    approverId: m.id,
  });
  ids.C1 = await insertRequest(t, {
    userId: c.id,
    status: 'cancelled',
    startDate: daysFromToday(15),
    endDate: daysFromToday(16),
    days: 2,
    createdAt: hoursAgo(20),
  });
  ids.D1 = await insertRequest(t, {
    userId: d.id,
    status: 'approved',
    startDate: daysFromToday(5),
    endDate: daysFromToday(5),
    days: 1,
    createdAt: hoursAgo(30),
    decidedAfterHours: 6,
    approverId: n.id,
  });
  await setPtoBalance(t, a.id, 25, 20, 2); // 3 left: LOW
  await setPtoBalance(t, b.id, 25, 19.5, 0.5); // 5 left: WARNING
  await setPtoBalance(t, c.id, 25, 0, 0);
  const tokens: Record<string, string> = {};
  for (const [key, user] of Object.entries({ m, n, hr, staff, lead })) tokens[key] = await t.tokenFor(user);
  return { t, m, n, a, b, c, d, hr, staff, lead, ids, tokens };
}

export type AnalyticsWorld = Awaited<ReturnType<typeof buildAnalyticsWorld>>;
