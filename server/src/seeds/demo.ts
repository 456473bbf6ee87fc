import type { DataSource } from 'typeorm';
import { hashPassword } from '../auth/passwords';
import { addDays, todayIso } from '../lib/dates';
import { countLeaveDays, daysPerYear } from '../modules/leave-requests/day-count';
import { LeaveRequestEntity } from '../modules/leave-requests/leave-request.entity';
import { RequestLedger } from '../modules/leave-requests/request-ledger';
import type { Services } from '../kernel/assemble';
import { UserEntity, type RoleValue } from '../modules/users/user.entity';

export const DEMO_PASSWORD = 'leavewise-demo';

interface DemoUser {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  jobTitle: string;
  role: RoleValue;
  isAdmin?: boolean;
  isManager?: boolean;
  manager?: string;
  team?: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'admin',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'admin@leavewise.local',
    department: 'Operations',
    jobTitle: 'Operations Director',
    role: 'admin',
    isAdmin: true,
    isManager: true,
  },
  {
    key: 'hr',
    firstName: 'Harper',
    lastName: 'Hughes',
    email: 'hr@leavewise.local',
    department: 'HR',
    jobTitle: 'HR Manager',
    role: 'hr',
    isManager: true,
    team: 'people',
  },
  {
    key: 'maya',
    firstName: 'Maya',
    lastName: 'Patel',
    email: 'maya.manager@leavewise.local',
    department: 'Engineering',
    jobTitle: 'Engineering Manager',
    role: 'manager',
    isManager: true,
    team: 'product',
  },
  {
    key: 'marco',
    firstName: 'Marco',
    lastName: 'Rossi',
    email: 'marco.manager@leavewise.local',
    department: 'Sales',
    jobTitle: 'Sales Manager',
    role: 'manager',
    isManager: true,
    team: 'revenue',
  },
  {
    key: 'tara',
    firstName: 'Tara',
    lastName: 'Nguyen',
    email: 'tara.lead@leavewise.local',
    department: 'Engineering',
    jobTitle: 'Platform Team Lead',
    role: 'team-lead',
    isManager: true,
    manager: 'maya',
    team: 'platform',
  },
  {
    key: 'sam',
    firstName: 'Sam',
    lastName: 'Carter',
    email: 'sam.staff@leavewise.local',
    department: 'Engineering',
    jobTitle: 'Software Engineer',
    role: 'staff',
    manager: 'tara',
    team: 'platform',
  },
  {
    key: 'emma',
    firstName: 'Emma',
    lastName: 'Schmidt',
    email: 'emma.staff@leavewise.local',
    department: 'Engineering',
    jobTitle: 'Frontend Engineer',
    role: 'staff',
    manager: 'maya',
    team: 'product',
  },
  {
    key: 'noah',
    firstName: 'Noah',
    lastName: 'Kim',
    email: 'noah.staff@leavewise.local',
    department: 'Design',
    jobTitle: 'Product Designer',
    role: 'staff',
    manager: 'maya',
    team: 'product',
  },
  {
    key: 'liam',
    firstName: 'Liam',
    lastName: "O'Brien",
    email: 'liam.staff@leavewise.local',
    department: 'Sales',
    jobTitle: 'Account Executive',
    role: 'staff',
    manager: 'marco',
    team: 'revenue',
  },
  {
    key: 'olivia',
    firstName: 'Olivia',
    lastName: 'Silva',
    email: 'olivia.staff@leavewise.local',
    department: 'Marketing',
    jobTitle: 'Marketing Specialist',
    role: 'staff',
    manager: 'marco',
    team: 'revenue',
  },
  {
    key: 'ava',
    firstName: 'Ava',
    lastName: 'Johansson',
    email: 'ava.staff@leavewise.local',
    department: 'Finance',
    jobTitle: 'Financial Analyst',
    role: 'staff',
  },
  {
    key: 'ben',
    firstName: 'Ben',
    lastName: 'Okafor',
    email: 'ben.staff@leavewise.local',
    department: 'Customer Support',
    jobTitle: 'Support Specialist',
    role: 'staff',
    manager: 'marco',
    team: 'revenue',
  },
];

const TEAMS = [
  {
    key: 'platform',
    name: 'Platform',
    description: 'Infrastructure, developer tooling and reliability',
    manager: 'tara',
  },
  { key: 'product', name: 'Product Engineering', description: 'Builds and designs the product', manager: 'maya' },
  { key: 'revenue', name: 'Revenue', description: 'Sales, marketing and customer support', manager: 'marco' },
  { key: 'people', name: 'People', description: 'HR and people operations', manager: 'hr' },
];

type Status = 'pending' | 'approved' | 'rejected' | 'cancelled';

interface DemoRequest {
  user: string;
  type: 'pto' | 'sickness' | 'other';
  start: string;
  length: number;
  status: Status;
  by?: string;
  notes?: string;
  reason?: string;
  halfEnd?: boolean;
}

/** Requests in every status over last year and this one, relative to today so the demo stays current. */
function demoRequests(today: string): DemoRequest[] {
  const year = Number(today.slice(0, 4));
  const last = year - 1;
  const ahead = (days: number) => addDays(today, days);
  const ago = (days: number) => addDays(today, -days);
  return [
    {
      user: 'sam',
      type: 'pto',
      start: `${last}-03-09`,
      length: 5,
      status: 'approved',
      by: 'tara',
      notes: 'Spring break',
    },
    { user: 'sam', type: 'sickness', start: `${last}-09-15`, length: 2, status: 'approved', by: 'tara' },
    { user: 'sam', type: 'pto', start: ago(40), length: 3, status: 'approved', by: 'tara', notes: 'Long weekend' },
    { user: 'sam', type: 'pto', start: ahead(14), length: 5, status: 'pending', notes: 'Family visit' },
    {
      user: 'emma',
      type: 'pto',
      start: `${last}-07-14`,
      length: 10,
      status: 'approved',
      by: 'maya',
      notes: 'Summer holiday',
    },
    {
      user: 'emma',
      type: 'pto',
      start: ago(70),
      length: 2,
      status: 'rejected',
      by: 'maya',
      reason: 'Release week; please pick other dates',
    },
    {
      user: 'emma',
      type: 'pto',
      start: ahead(21),
      length: 4,
      status: 'approved',
      by: 'maya',
      notes: 'Conference trip',
    },
    { user: 'emma', type: 'other', start: ahead(45), length: 1, status: 'pending', notes: 'Moving day', halfEnd: true },
    { user: 'noah', type: 'pto', start: `${last}-12-22`, length: 8, status: 'approved', by: 'maya', notes: 'Holidays' },
    { user: 'noah', type: 'sickness', start: ago(12), length: 1, status: 'approved', by: 'maya' },
    { user: 'noah', type: 'pto', start: ahead(7), length: 3, status: 'pending' },
    { user: 'liam', type: 'pto', start: `${last}-05-04`, length: 5, status: 'approved', by: 'marco' },
    { user: 'liam', type: 'pto', start: `${last}-10-12`, length: 3, status: 'cancelled' },
    { user: 'liam', type: 'pto', start: ahead(30), length: 10, status: 'pending', notes: 'Wedding and honeymoon' },
    { user: 'olivia', type: 'pto', start: `${last}-08-03`, length: 5, status: 'approved', by: 'marco' },
    { user: 'olivia', type: 'sickness', start: ago(25), length: 3, status: 'approved', by: 'marco' },
    {
      user: 'olivia',
      type: 'pto',
      start: ahead(60),
      length: 2,
      status: 'rejected',
      by: 'marco',
      reason: 'Campaign launch that week',
    },
    { user: 'ava', type: 'pto', start: `${last}-06-16`, length: 5, status: 'approved', by: 'hr' },
    { user: 'ava', type: 'pto', start: ahead(10), length: 2, status: 'pending', notes: 'Dentist and errands' },
    { user: 'ben', type: 'pto', start: `${last}-11-02`, length: 4, status: 'approved', by: 'marco' },
    { user: 'ben', type: 'other', start: ago(5), length: 1, status: 'approved', by: 'marco', notes: 'Jury duty' },
    { user: 'ben', type: 'pto', start: ahead(28), length: 3, status: 'pending' },
    { user: 'tara', type: 'pto', start: `${last}-04-20`, length: 5, status: 'approved', by: 'maya' },
    { user: 'tara', type: 'pto', start: ahead(35), length: 5, status: 'pending', notes: 'Hiking trip' },
    { user: 'maya', type: 'pto', start: ahead(50), length: 3, status: 'cancelled' },
    { user: 'marco', type: 'sickness', start: ago(90), length: 2, status: 'approved', by: 'hr' },
    { user: 'hr', type: 'pto', start: `${last}-02-16`, length: 5, status: 'approved', by: 'admin' },
  ];
}

/** Seeds the demo organisation into an empty database. Returns false when people already exist. */
export async function seedDemoOrganisation(dataSource: DataSource, services: Services): Promise<boolean> {
  const [{ count }] = await dataSource.query(`SELECT count(*)::int AS count FROM users`);
  if (count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  await dataSource.transaction(async (manager) => {
    const ids = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const [row] = await manager.query(
        `INSERT INTO users (email, password_hash, first_name, last_name, department, job_title, role, is_admin, is_manager, work_hours, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '9:00 AM - 5:00 PM', now() - interval '400 days') RETURNING id`,
        [
          user.email,
          passwordHash,
          user.firstName,
          user.lastName,
          user.department,
          user.jobTitle,
          user.role,
          Boolean(user.isAdmin),
          Boolean(user.isManager),
        ],
      );
      ids.set(user.key, row.id);
    }
    const teamIds = new Map<string, string>();
    for (const team of TEAMS) {
      const [row] = await manager.query(
        `INSERT INTO teams (name, description, manager_id) VALUES ($1, $2, $3) RETURNING id`,
        [team.name, team.description, ids.get(team.manager)],
      );
      teamIds.set(team.key, row.id);
    }
    for (const user of DEMO_USERS) {
      await manager.query(`UPDATE users SET manager_id = $2, team_id = $3 WHERE id = $1`, [
        ids.get(user.key),
        user.manager ? ids.get(user.manager) : null,
        user.team ? teamIds.get(user.team) : null,
      ]);
    }
    for (const user of await manager.find(UserEntity)) {
      await services.balances.ensureBalances(manager, user, year - 1);
      await services.balances.ensureBalances(manager, user, year);
    }
    const types = new Map<string, string>(
      (await manager.query(`SELECT id, name FROM request_types`)).map((t: { id: string; name: string }) => [
        t.name,
        t.id,
      ]),
    );
    let number = 0;
    const requestLedger = new RequestLedger(services.balances.ledger);
    const users = new Map((await manager.find(UserEntity)).map((user) => [user.id, user]));
    for (const request of demoRequests(today)) {
      const end = addDays(request.start, request.length - 1);
      const days = countLeaveDays({ startDate: request.start, endDate: end, endHalfDay: request.halfEnd });
      const createdAt =
        request.start < today ? `${addDays(request.start, -14)}T09:30:00Z` : `${addDays(today, -2)}T10:00:00Z`;
      const decidedAt = `${addDays(createdAt.slice(0, 10), 1)}T15:00:00Z`;
      const balanceYear = Number(request.start.slice(0, 4));
      const yearDays = daysPerYear({ startDate: request.start, endDate: end, endHalfDay: request.halfEnd });
      number += 1;
      const [{ id }] = await manager.query(
        `INSERT INTO leave_requests (request_id, user_id, request_type_id, status, start_date, end_date, end_half_day, days, balance_year, notes,
           approver_id, approved_at, rejected_at, rejection_reason, cancelled_at, created_at, updated_at, year_days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16, $17) RETURNING id`,
        [
          `WD-PTO-${balanceYear}-${String(number).padStart(6, '0')}`,
          ids.get(request.user),
          types.get(request.type),
          request.status,
          request.start,
          end,
          Boolean(request.halfEnd),
          days,
          balanceYear,
          request.notes ?? '',
          request.by ? ids.get(request.by) : null,
          request.status === 'approved' ? decidedAt : null,
          request.status === 'rejected' ? decidedAt : null,
          request.reason ?? null,
          request.status === 'cancelled' ? decidedAt : null,
          createdAt,
          JSON.stringify(Object.fromEntries(yearDays.map((charge) => [String(charge.year), charge.days]))),
        ],
      );
      // Balances follow the requests through the ledger: pending days are held, approved days taken.
      if (request.status === 'pending' || request.status === 'approved') {
        const entity = (await manager.findOne(LeaveRequestEntity, { where: { id } }))!;
        const requester = users.get(entity.userId)!;
        const actor = { user: requester, ip: null };
        await requestLedger.hold(manager, requester, entity, actor);
        if (request.status === 'approved') {
          const approver = request.by ? users.get(ids.get(request.by)!)! : null;
          await requestLedger.approve(manager, requester, entity, { user: approver, ip: null }, true);
        }
      }
    }
    await manager.query(`SELECT setval('leave_request_number_seq', $1)`, [number]);
    await manager.query(
      // The organisation's list: the default location's own days off.
      `INSERT INTO location_days (location_id, date, name)
       SELECT l.id, d.date::date, d.name FROM locations l
       CROSS JOIN (VALUES ($1, 'New Year''s Day'), ($2, 'Christmas Day'), ($3, 'Boxing Day')) AS d (date, name)
       WHERE l.is_default ON CONFLICT DO NOTHING`,
      [`${year}-01-01`, `${year}-12-25`, `${year}-12-26`],
    );
    await manager.query(
      `INSERT INTO audit_logs (action, resource_type, details) VALUES ('system.demo_seeded', 'system', $1)`,
      [JSON.stringify({ users: DEMO_USERS.length })],
    );
  });
  return true;
}
