import ExcelJS from 'exceljs';
import { api } from '../../../../tests/rest/helpers';
import { buildLocation, buildOrganisation, buildTeam } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

const OUTCOME = `kind fileName rowCount created updated unchanged mapping { column field } errors { row message }
  rows { row action email name changedFields leaveType year before { totalDays usedDays availableDays } after { totalDays usedDays availableDays } }
  import { id fileName kind status rowCount createdCount updatedCount unchangedCount importedBy { id } }`;
const PREVIEW = `mutation ($input: ImportFileInput!) { previewImport(input: $input) { ${OUTCOME} } }`;
const APPLY = `mutation ($input: ImportFileInput!) { applyImport(input: $input) { ${OUTCOME} } }`;

interface Outcome {
  rowCount: number;
  created: number;
  updated: number;
  unchanged: number;
  mapping: { column: string; field: string | null }[];
  errors: { row: number; message: string }[];
  rows: {
    row: number;
    action: string;
    email: string;
    before: { totalDays: number; usedDays: number; availableDays: number } | null;
    after: { totalDays: number; usedDays: number; availableDays: number } | null;
  }[];
  import: { id: string; createdCount: number; updatedCount: number; unchangedCount: number } | null;
}

let sequence = 0;
/** A unique domain per test, so the tests' people never meet. */
const domain = () => `import-${process.pid}-${++sequence}.test`;

describe('bulk import of people and opening balances', () => {
  let t: TestApp;
  let adminToken: string;
  let hrToken: string;
  let managerToken: string;
  let staffToken: string;
  let teamName: string;
  let adminEmail: string;
  const locationName = `Lisbon ${process.pid}`;

  beforeAll(async () => {
    t = await startTestApp();
    const organisation = await buildOrganisation(t);
    ({ admin: adminToken, hr: hrToken, manager: managerToken, staff: staffToken } = organisation.tokens);
    adminEmail = organisation.admin.email;
    teamName = `Platform ${process.pid}`;
    await buildTeam(t, adminToken, { name: teamName });
    await buildLocation(t, adminToken, { name: locationName, timeZone: 'Europe/Lisbon' });
  });
  afterAll(() => t.close());

  async function run(
    document: string,
    kind: 'PEOPLE' | 'BALANCES',
    fileName: string,
    csvText: string,
    token = hrToken,
  ) {
    const result = await t.gql<{ previewImport?: Outcome; applyImport?: Outcome }>(
      document,
      { input: { kind, fileName, csvText } },
      token,
    );
    return { outcome: (result.data?.previewImport ?? result.data?.applyImport) as Outcome, errors: result.errors };
  }
  const preview = (kind: 'PEOPLE' | 'BALANCES', name: string, csv: string) => run(PREVIEW, kind, name, csv);
  const apply = (kind: 'PEOPLE' | 'BALANCES', name: string, csv: string) => run(APPLY, kind, name, csv);

  async function peopleOf(d: string) {
    return t.dataSource.query(
      `SELECT u.email, u.first_name, u.last_name, u.employee_number, u.job_title, u.department, u.role, u.is_manager,
              u.password_hash, m.email AS manager, tm.name AS team, l.name AS location,
              to_char(u.employment_start_date, 'YYYY-MM-DD') AS start
         FROM users u LEFT JOIN users m ON m.id = u.manager_id LEFT JOIN teams tm ON tm.id = u.team_id
         LEFT JOIN locations l ON l.id = u.location_id
        WHERE u.email LIKE $1 ORDER BY u.email`,
      [`%@${d}`],
    );
  }

  it('creates the people the dry run announced, managers named further down included, without passwords', async () => {
    const d = domain();
    // Headers in other words and case: matched by name and synonyms.
    const csv = [
      'E-Mail,Given name,SURNAME,Employee ID,Position,Dept,Team,Reports To,Role,Office,Start date',
      `ana@${d},Ana,Silva,E-1,Engineer,Engineering,${teamName},boss@${d},staff,${locationName},2024-03-01`,
      `bo@${d},Bo,Berg,E-2,Designer,Design,,boss@${d},,,`,
      `boss@${d},Bea,Boss,E-3,Head of Things,Engineering,,,manager,,2020-01-15`,
    ].join('\n');
    const dry = (await preview('PEOPLE', 'people.csv', csv)).outcome;
    expect(dry.errors).toEqual([]);
    expect(dry.mapping.map((m) => m.field)).toEqual([
      'email',
      'firstName',
      'lastName',
      'employeeNumber',
      'jobTitle',
      'department',
      'team',
      'managerEmail',
      'role',
      'location',
      'employmentStartDate',
    ]);
    expect([dry.created, dry.updated, dry.unchanged]).toEqual([3, 0, 0]);
    expect(await peopleOf(d)).toEqual([]);

    const done = (await apply('PEOPLE', 'people.csv', csv)).outcome;
    expect([done.created, done.updated, done.unchanged]).toEqual([dry.created, dry.updated, dry.unchanged]);
    expect(done.rows).toEqual(dry.rows);
    const people = await peopleOf(d);
    expect(people).toEqual([
      expect.objectContaining({
        email: `ana@${d}`,
        first_name: 'Ana',
        employee_number: 'E-1',
        team: teamName,
        manager: `boss@${d}`,
        location: locationName,
        start: '2024-03-01',
        role: 'staff',
        password_hash: null,
      }),
      expect.objectContaining({ email: `bo@${d}`, manager: `boss@${d}`, team: null, location: null }),
      expect.objectContaining({ email: `boss@${d}`, role: 'manager', is_manager: true, manager: null }),
    ]);
    const [kept] = await t.dataSource.query(
      `SELECT file_name, kind, status, row_count, created_count, updated_count, unchanged_count FROM imports WHERE id = $1`,
      [done.import!.id],
    );
    expect(kept).toEqual({
      file_name: 'people.csv',
      kind: 'people',
      status: 'applied',
      row_count: 3,
      created_count: 3,
      updated_count: 0,
      unchanged_count: 0,
    });
    const audit = await t.dataSource.query(
      `SELECT details FROM audit_logs WHERE action = 'import.applied' AND resource_id = $1`,
      [done.import!.id],
    );
    expect(audit).toEqual([{ details: expect.objectContaining({ file_name: 'people.csv', created: 3 }) }]);

    // The same file again changes nothing; an edited one updates only what changed.
    const again = (await apply('PEOPLE', 'people.csv', csv)).outcome;
    expect([again.created, again.updated, again.unchanged]).toEqual([0, 0, 3]);
    expect(await peopleOf(d)).toEqual(people);
    const edited = (await apply('PEOPLE', 'people.csv', csv.replace('Designer', 'Lead Designer'))).outcome;
    expect([edited.created, edited.updated, edited.unchanged]).toEqual([0, 1, 2]);
    expect((await peopleOf(d))[1].job_title).toBe('Lead Designer');
  });

  it('names every bad row in plain words and, applied, changes nothing at all', async () => {
    const d = domain();
    const csv = [
      'email,first name,last name,team,manager email,role,location,first day of employment',
      `ok@${d},Olga,Okay,,,,,`,
      `x@${d},Xa,Xu,No Such Team,anna@${d},,,`,
      `ok@${d},Olga,Again,,,,,`,
      `y@${d},Ya,Yo,,,wizard,Atlantis,31/02/2024`,
    ].join('\n');
    const dry = (await preview('PEOPLE', 'bad.csv', csv)).outcome;
    expect(dry.errors.map((e) => e.message)).toEqual([
      'row 3: unknown team "No Such Team"',
      `row 3: manager anna@${d} is not in the file or the organisation`,
      'row 4: duplicate email (also on row 2)',
      'row 5: unknown location "Atlantis"',
      'row 5: unknown role "wizard" (staff, team lead, manager, HR or admin)',
      'row 5: first day of employment "31/02/2024" is not a date written YYYY-MM-DD',
    ]);
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM imports`);
    const refused = await apply('PEOPLE', 'bad.csv', csv);
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toContain('row 3: unknown team');
    // The good row was not written either, and no import was kept.
    expect(await peopleOf(d)).toEqual([]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM imports`)).toEqual(before);
  });

  it("keeps HR from giving HR or ADMIN roles and from changing an administrator's account", async () => {
    const d = domain();
    const csv = [
      'email,first name,last name,job title,role',
      `promoted@${d},Pia,Promoted,Engineer,admin`,
      `${adminEmail},Ada,Admin,Chief Clicker,`,
    ].join('\n');
    const dry = (await preview('PEOPLE', 'hr.csv', csv)).outcome;
    expect(dry.errors.map((e) => e.message)).toEqual([
      'row 2: only an administrator can make someone HR or an administrator',
      `row 3: only an administrator can change the account of ${adminEmail}`,
    ]);
    // An administrator may.
    const byAdmin = await run(APPLY, 'PEOPLE', 'hr.csv', csv, adminToken);
    expect(byAdmin.errors).toBeUndefined();
    expect((await peopleOf(d))[0]).toEqual(expect.objectContaining({ role: 'admin' }));
  });

  it('refuses a reporting line that goes round in a circle, naming its rows', async () => {
    const d = domain();
    const csv = [
      'email,first name,last name,manager email,role',
      `a@${d},Al,Able,b@${d},manager`,
      `b@${d},Bo,Baker,c@${d},manager`,
      `c@${d},Cy,Cole,a@${d},manager`,
      `d@${d},Di,Dunn,a@${d},staff`,
    ].join('\n');
    const dry = (await preview('PEOPLE', 'cycle.csv', csv)).outcome;
    expect(dry.errors).toEqual([
      {
        row: 2,
        message: `rows 2, 3, 4: the reporting line goes round in a circle (a@${d} → b@${d} → c@${d} → a@${d})`,
      },
    ]);
    expect((await apply('PEOPLE', 'cycle.csv', csv)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await peopleOf(d)).toEqual([]);
  });

  it('posts opening balances as ledger entries that explain every figure, and a second run changes nothing', async () => {
    const d = domain();
    await apply('PEOPLE', 'people.csv', ['email,first name,last name', `op@${d},Opal,Open`].join('\n'));
    const year = new Date().getUTCFullYear();
    const csv = ['email,leave type,year,days taken,carried over,available', `op@${d},pto,${year},3.5,2,`].join('\n');
    const dry = (await preview('BALANCES', 'balances.csv', csv)).outcome;
    expect(dry.errors).toEqual([]);
    const { before, after } = dry.rows[0];
    expect(after).toEqual({
      totalDays: before!.totalDays + 2,
      usedDays: 3.5,
      availableDays: before!.availableDays + 2 - 3.5,
    });
    const [stored] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM leave_ledger_entries e JOIN users u ON u.id = e.user_id WHERE u.email = $1 AND e.kind = 'opening'`,
      [`op@${d}`],
    );
    expect(stored.n).toBe(0);

    const done = (await apply('BALANCES', 'balances.csv', csv)).outcome;
    expect(done.rows).toEqual(dry.rows);
    const [balance] = await t.dataSource.query(
      `SELECT b.total_days::float AS total, b.used_days::float AS used,
              (SELECT sum(days)::float FROM leave_ledger_entries e WHERE e.balance_id = b.id AND e.bucket = 'total') AS total_entries,
              (SELECT sum(days)::float FROM leave_ledger_entries e WHERE e.balance_id = b.id AND e.bucket = 'used') AS used_entries
         FROM leave_balances b JOIN users u ON u.id = b.user_id JOIN request_types t ON t.id = b.request_type_id
        WHERE u.email = $1 AND t.name = 'pto' AND b.year = $2`,
      [`op@${d}`, year],
    );
    expect(balance).toEqual({ total: after!.totalDays, used: 3.5, total_entries: after!.totalDays, used_entries: 3.5 });
    const opening = await t.dataSource.query(
      `SELECT bucket, days::float AS days, reason, details->>'import_id' AS import_id FROM leave_ledger_entries e
         JOIN users u ON u.id = e.user_id WHERE u.email = $1 AND e.kind = 'opening' ORDER BY bucket`,
      [`op@${d}`],
    );
    expect(opening).toEqual([
      {
        bucket: 'total',
        days: 2,
        reason: 'Opening balance from the import of balances.csv',
        import_id: done.import!.id,
      },
      {
        bucket: 'used',
        days: 3.5,
        reason: 'Opening balance from the import of balances.csv',
        import_id: done.import!.id,
      },
    ]);
    const again = (await apply('BALANCES', 'balances.csv', csv)).outcome;
    expect([again.updated, again.unchanged]).toEqual([0, 1]);
    expect(
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM leave_ledger_entries e JOIN users u ON u.id = e.user_id WHERE u.email = $1 AND e.kind = 'opening'`,
        [`op@${d}`],
      ),
    ).toEqual([{ n: 2 }]);
  });

  it('reads back its own exports unchanged (people and balances)', async () => {
    const d = domain();
    await apply(
      'PEOPLE',
      'people.csv',
      [
        'email,first name,last name,employee number,manager email,role,team,location',
        `r1@${d},=Rita,Round,R-1,r2@${d},,${teamName},${locationName}`,
        `r2@${d},Rob,"Trip, Jr",R-2,,manager,,`,
      ].join('\n'),
    );
    const people = await api<string>(t, 'GET', '/imports/export/people', { token: hrToken });
    expect(people.status).toBe(200);
    expect(people.body.data).toContain(`r1@${d},'=Rita,Round,R-1`);
    const back = (await apply('PEOPLE', 'people-export.csv', people.body.data)).outcome;
    expect(back.errors).toEqual([]);
    expect([back.created, back.updated]).toEqual([0, 0]);

    const balances = await api<string>(t, 'GET', '/imports/export/balances', { token: hrToken });
    expect(balances.status).toBe(200);
    const balancesBack = (await apply('BALANCES', 'balances-export.csv', balances.body.data)).outcome;
    expect(balancesBack.errors).toEqual([]);
    expect(balancesBack.updated).toBe(0);
    expect(balancesBack.unchanged).toBeGreaterThan(0);
  });

  it('reads XLSX workbooks, dates included', async () => {
    const d = domain();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRow(['Email', 'First name', 'Last name', 'Start date']);
    sheet.addRow([`xl@${d}`, 'Xena', 'Lopez', new Date(Date.UTC(2023, 4, 2))]);
    const contentBase64 = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
    const answer = await api<{ created: number }>(t, 'POST', '/imports', {
      token: adminToken,
      body: { kind: 'people', file_name: 'people.xlsx', content_base64: contentBase64 },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.created).toBe(1);
    expect(await peopleOf(d)).toEqual([expect.objectContaining({ first_name: 'Xena', start: '2023-05-02' })]);
  });

  it('refuses what is not a readable file with a clear 400, and staff and managers altogether', async () => {
    const bad = await api(t, 'POST', '/imports/preview', {
      token: hrToken,
      body: { kind: 'people', file_name: 'people.xlsx', content_base64: Buffer.from('not a zip').toString('base64') },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The file could not be read as an XLSX workbook');
    const tooMany = await preview(
      'PEOPLE',
      'big.csv',
      ['email', ...Array.from({ length: 10_001 }, (_, i) => `p${i}@x.test`)].join('\n'),
    );
    expect(tooMany.errors?.[0].message).toBe('The file has more than 10,000 rows: split it into smaller files');
    for (const token of [staffToken, managerToken]) {
      expect((await run(PREVIEW, 'PEOPLE', 'p.csv', 'email\na@b.test', token)).errors?.[0].extensions?.code).toBe(
        'FORBIDDEN',
      );
      expect(
        (
          await api(t, 'POST', '/imports', {
            token,
            body: { kind: 'people', file_name: 'p.csv', csv_text: 'email\na@b.test' },
          })
        ).status,
      ).toBe(403);
    }
    expect((await api(t, 'GET', '/imports', { token: hrToken })).status).toBe(200);
  });
});
