import { buildUser } from '../factories';
import type { Caller, Matrix } from './organisation';

/** One administrative mutation of the matrix: its document, its variables and what it changes. */
export interface AdminOperation {
  operation: string;
  document: string;
  /** The call's variables; HR and administrators each change something of their own, so both changes show. */
  variables: (actor: Caller) => Promise<Record<string, unknown>>;
  /** What the mutation would change, read from Postgres. */
  state: (variables: Record<string, unknown>) => Promise<unknown>;
  /** Who may: HR and administrators (HR's work), or administrators only. */
  allowed: Administrator[];
}
type Administrator = 'hr' | 'admin';

/** Rows made in the administration block's beforeAll that some operations act on. */
export interface AdminFixtures {
  subjectBalanceId: string;
  feedbackId: string;
}

/** The first row of a query, or null. */
export const firstRow =
  (m: Matrix) =>
  async (sql: string, params: unknown[]): Promise<Record<string, unknown> | null> =>
    (await m.t.dataSource.query(sql, params))[0] ?? null;

export function adminOperations(m: Matrix, fixtures: AdminFixtures): AdminOperation[] {
  const { people } = m;
  const one = firstRow(m);
  /** A word per caller, so each allowed caller's change differs from the one before. */
  const tag = (actor: Caller) => String(actor).toLowerCase();
  return [
    {
      operation: 'createUser',
      document: `mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }`,
      variables: async (actor) => ({
        input: {
          firstName: 'Nora',
          lastName: 'Newhire',
          email: `nora.newhire.${tag(actor)}@example.test`,
          password: 'a-long-password',
          department: 'Engineering',
          jobTitle: 'Engineer',
        },
      }),
      state: (v) =>
        one(`SELECT count(*)::int AS count FROM users WHERE lower(email) = $1`, [(v.input as { email: string }).email]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'applyImport',
      document: `mutation ($input: ImportFileInput!) { applyImport(input: $input) { created } }`,
      variables: async (actor) => ({
        input: {
          kind: 'PEOPLE',
          fileName: 'people.csv',
          csvText: `email,first name,last name\nimported.${tag(actor)}@example.test,Ida,Imported`,
        },
      }),
      state: (v) =>
        one(`SELECT count(*)::int AS count FROM users WHERE lower(email) = $1`, [
          (v.input as { csvText: string }).csvText.split('\n')[1].split(',')[0],
        ]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'updateUser',
      document: `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }`,
      variables: async (actor) => ({ id: people.subject.id, input: { jobTitle: `Accountant ${tag(actor)}` } }),
      state: () => one(`SELECT job_title FROM users WHERE id = $1`, [people.subject.id]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'assignManager',
      document: `mutation ($userId: ID!, $managerId: ID) { assignManager(userId: $userId, managerId: $managerId) { id } }`,
      variables: async (actor) => ({
        userId: people.subject.id,
        managerId: actor === 'admin' ? people.mgrA.id : people.mgrB.id,
      }),
      state: () => one(`SELECT manager_id FROM users WHERE id = $1`, [people.subject.id]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'updateUserRole',
      document: `mutation ($userId: ID!) { updateUserRole(userId: $userId, input: { role: TEAM_LEAD, isManager: true }) { id } }`,
      variables: async () => ({ userId: people.subject.id }),
      state: () => one(`SELECT role, is_admin, is_manager FROM users WHERE id = $1`, [people.subject.id]),
      allowed: ['admin'],
    },
    {
      operation: 'createTeam',
      document: `mutation ($name: String!) { createTeam(input: { name: $name, description: "Experiments" }) { id } }`,
      variables: async (actor) => ({ name: `Skunkworks ${tag(actor)}` }),
      state: (v) => one(`SELECT count(*)::int AS count FROM teams WHERE name = $1`, [v.name]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'createRequestType',
      document: `mutation ($name: String!) { createRequestType(input: { name: $name, displayName: "Sabbatical", maxDaysPerYear: 10, accrualRate: 0 }) { id } }`,
      variables: async (actor) => ({ name: `sabbatical${tag(actor)}` }),
      state: (v) => one(`SELECT count(*)::int AS count FROM request_types WHERE name = $1`, [v.name]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'updateBalance',
      document: `mutation ($id: ID!, $total: Float!) { updateBalance(id: $id, input: { totalDays: $total, usedDays: 3, reason: "Contract change" }) { id } }`,
      variables: async (actor) => ({ id: fixtures.subjectBalanceId, total: actor === 'admin' ? 41 : 40 }),
      state: () =>
        one(`SELECT total_days::float AS total, used_days::float AS used FROM leave_balances WHERE id = $1`, [
          fixtures.subjectBalanceId,
        ]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'setAllowanceOverride',
      document: `mutation ($userId: ID!, $days: Float!) { setAllowanceOverride(input: { userId: $userId, type: "pto", days: $days, reason: "Contract" }) { id } }`,
      variables: async (actor) => ({ userId: people.subject.id, days: actor === 'admin' ? 31 : 30 }),
      state: () => one(`SELECT days::float AS days FROM allowance_overrides WHERE user_id = $1`, [people.subject.id]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'updatePolicySettings',
      document: `mutation ($days: Float!) { updatePolicySettings(input: { notifyOnRejection: false, defaultPtoDays: $days }) { defaultPtoDays } }`,
      variables: async (actor) => ({ days: actor === 'admin' ? 31 : 30 }),
      state: () => one(`SELECT settings FROM policy_settings WHERE id = 1`, []),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'changeLeaveYearStart',
      document: `mutation ($month: Int!) { changeLeaveYearStart(startMonth: $month) { applied } }`,
      // HR moves the leave year to April, the administrator back to January.
      variables: async (actor) => ({ month: actor === 'admin' ? 1 : 4 }),
      state: () => one(`SELECT settings->'leaveYearStartMonth' AS month FROM policy_settings WHERE id = 1`, []),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'addHoliday',
      document: `mutation ($date: Date!) { addHoliday(input: { date: $date, name: "Boxing Day" }) { id } }`,
      variables: async (actor) => ({ date: actor === 'admin' ? '2031-12-26' : '2031-12-27' }),
      state: (v) => one(`SELECT count(*)::int AS count FROM holidays WHERE date = $1`, [v.date]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'setUserPassword',
      document: `mutation ($userId: ID!) { setUserPassword(userId: $userId, password: "another-long-password") { id } }`,
      variables: async () => ({ userId: people.subject.id }),
      state: () => one(`SELECT password_hash FROM users WHERE id = $1`, [people.subject.id]),
      allowed: ['admin'],
    },
    {
      operation: 'createWebhook',
      document: `mutation { createWebhook(input: { url: "https://hooks.example.com/leavewise", events: [APPROVED] }) { webhook { id } } }`,
      variables: async () => ({}),
      state: () => one(`SELECT count(*)::int AS count FROM notification_channels WHERE type = 'http'`, []),
      allowed: ['admin'],
    },
    {
      operation: 'configureSlackApp',
      document: `mutation { configureSlackApp(input: { signingSecret: "0123456789abcdef0123456789abcdef", botToken: "xoxb-1234567890-abcdefghij" }) { configured } }`,
      variables: async () => ({}),
      state: () => one(`SELECT count(*)::int AS count FROM slack_app_settings`, []),
      allowed: ['admin'],
    },
    {
      operation: 'removeSlackApp',
      document: `mutation { removeSlackApp { configured } }`,
      variables: async () => ({}),
      state: () => one(`SELECT count(*)::int AS count FROM slack_app_settings`, []),
      allowed: ['admin'],
    },
    {
      operation: 'createNotificationChannel',
      document: `mutation { createNotificationChannel(input: { name: "People ops", type: EMAIL, recipients: ["ops@example.test"] }) { channel { id } } }`,
      variables: async () => ({}),
      state: () => one(`SELECT count(*)::int AS count FROM notification_channels`, []),
      allowed: ['admin'],
    },
    {
      operation: 'updateFeedbackStatus',
      document: `mutation ($id: ID!) { updateFeedbackStatus(id: $id, status: RESOLVED) { id } }`,
      variables: async () => ({ id: fixtures.feedbackId }),
      state: () => one(`SELECT status FROM feedback WHERE id = $1`, [fixtures.feedbackId]),
      allowed: ['admin'],
    },
    {
      operation: 'setWorkSchedule',
      document: `mutation ($input: SetWorkScheduleInput!) { setWorkSchedule(input: $input) { id } }`,
      variables: async (actor) => ({
        input: {
          userId: people.subject.id,
          effectiveFrom: actor === 'admin' ? '2031-02-01' : '2031-01-01',
          template: 'four_days',
        },
      }),
      state: () => one(`SELECT count(*)::int AS count FROM work_schedules WHERE user_id = $1`, [people.subject.id]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'assignScheduleTemplate',
      document: `mutation ($ids: [ID!]!, $from: Date!) { assignScheduleTemplate(userIds: $ids, template: "mornings", effectiveFrom: $from) { id } }`,
      variables: async (actor) => ({
        ids: [people.subject.id],
        from: actor === 'admin' ? '2032-02-01' : '2032-01-01',
      }),
      state: () => one(`SELECT count(*)::int AS count FROM work_schedules WHERE user_id = $1`, [people.subject.id]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'assignWorkCalendar',
      document: `mutation ($input: AssignWorkCalendarInput!) { assignWorkCalendar(input: $input) { id } }`,
      variables: async (actor) => ({
        input: {
          userIds: [people.subject.id],
          template: 'four_days',
          effectiveFrom: actor === 'admin' ? '2033-02-01' : '2033-01-01',
        },
      }),
      state: () => one(`SELECT count(*)::int AS count FROM work_schedules WHERE user_id = $1`, [people.subject.id]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'removeWorkSchedule',
      document: `mutation ($id: ID!) { removeWorkSchedule(id: $id) }`,
      // A closed period of its own for each caller, in 2030 before the ones above.
      variables: async (actor) => {
        const month = String(1 + ['a1', 'hrStaff', 'mgrA', 'lead', 'hr', 'admin'].indexOf(String(actor))).padStart(
          2,
          '0',
        );
        const [row] = await m.t.dataSource.query(
          `INSERT INTO work_schedules (user_id, effective_from, effective_to, weekday_hours)
               VALUES ($1, $2::date, $2::date + 1, '{0,8,8,8,0,0,0}') RETURNING id`,
          [people.subject.id, `2030-${month}-01`],
        );
        return { id: row.id };
      },
      state: (v) => one(`SELECT count(*)::int AS count FROM work_schedules WHERE id = $1`, [v.id]),
      allowed: ['hr', 'admin'],
    },
    {
      operation: 'setFullTimeHours',
      document: `mutation { setFullTimeHours(hours: 38) { fullTimeHours } }`,
      variables: async () => ({}),
      state: () => one(`SELECT full_time_hours FROM working_time_settings`, []),
      allowed: ['admin'],
    },
    {
      operation: 'updatePrivacySettings',
      document: `mutation ($months: Int) { updatePrivacySettings(retentionMonths: $months) { retentionMonths } }`,
      variables: async (actor) => ({ months: actor === 'admin' ? 25 : 24 }),
      state: () => one(`SELECT retention_months FROM privacy_settings WHERE id = 1`, []),
      allowed: ['admin'],
    },
    {
      operation: 'erasePersonalData',
      document: `mutation ($input: ErasePersonalDataInput!) { erasePersonalData(input: $input) { pseudonym } }`,
      // Each caller tries a leaver of their own (deactivated), confirmed by name.
      variables: async () => {
        const leaver = await buildUser(m.t, { firstName: 'Gone', lastName: 'Already', isActive: false });
        return { input: { userId: leaver.id, confirmName: 'Gone Already' } };
      },
      state: (v) => one(`SELECT first_name, email FROM users WHERE id = $1`, [(v.input as { userId: string }).userId]),
      allowed: ['admin'],
    },
    {
      operation: 'deactivateUser',
      document: `mutation ($id: ID!) { deactivateUser(id: $id) { id isActive } }`,
      // HR deactivates someone of its own; the administrator the subject, whose token is tried last.
      variables: async (actor) => ({
        id: actor === 'admin' ? people.subject.id : (await buildUser(m.t, { firstName: 'Leaver' })).id,
      }),
      state: (v) => one(`SELECT is_active, token_version FROM users WHERE id = $1`, [v.id]),
      allowed: ['hr', 'admin'],
    },
  ];
}
