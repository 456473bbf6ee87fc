import { buildHr } from '../factories';
import { balanceId } from '../ledger-fixtures';
import { currentYear } from '../../src/modules/users/user.service';
import { adminOperations, firstRow, type AdminFixtures } from './administration-operations';
import { type Case, type Matrix } from './organisation';

/** What HR and administrators may do that others may not, and HR's limits. */
export function describeAdministration(m: Matrix): void {
  const { people, gqlAs, code, expectOutcome } = m;
  describe('queries for HR and administrators', () => {
    const QUERIES: Record<string, string> = {
      auditLogs: `{ auditLogs(first: 5) { totalCount } }`,
      balances: `{ balances(first: 5) { totalCount } }`,
      roleStats: `{ roleStats { role count } }`,
      slackApp: `{ slackApp { configured } }`,
    };
    const cases: Case[] = [
      ...(['auditLogs', 'balances'] as const).flatMap((operation) => [
        ...(['a1', 'hrStaff', 'lead', 'mgrA'] as const).map(
          (actor) => ({ actor, operation, target: '-', expected: 'FORBIDDEN' }) as Case,
        ),
        ...(['hr', 'admin'] as const).map((actor) => ({ actor, operation, target: '-', expected: 'allowed' }) as Case),
      ]),
      ...(['a1', 'lead', 'mgrA', 'hr'] as const).map(
        (actor) => ({ actor, operation: 'roleStats', target: '-', expected: 'FORBIDDEN' }) as Case,
      ),
      { actor: 'admin', operation: 'roleStats', target: '-', expected: 'allowed' },
      ...(['a1', 'lead', 'mgrA', 'hr'] as const).map(
        (actor) => ({ actor, operation: 'slackApp', target: '-', expected: 'FORBIDDEN' }) as Case,
      ),
      { actor: 'admin', operation: 'slackApp', target: '-', expected: 'allowed' },
    ];

    it.each(cases)('$actor queries $operation: $expected', async (c) => {
      let result: Awaited<ReturnType<typeof gqlAs<Record<string, { totalCount?: number } | unknown[]>>>> | undefined;
      await expectOutcome(c, async () => (result = await gqlAs(c.actor, QUERIES[c.operation])), `Query.${c.operation}`);
      if (c.expected === 'allowed') {
        const value = result!.data![c.operation];
        if (c.operation === 'slackApp') expect(value).toEqual({ configured: false });
        else
          expect(Array.isArray(value) ? value.length : (value as { totalCount: number }).totalCount).toBeGreaterThan(0);
      } else {
        expect(result!.data).toBeNull();
      }
    });
  });

  describe('imports: their dry run, fields and history', () => {
    const DOCUMENTS: Record<string, string> = {
      'Mutation.previewImport': `mutation { previewImport(input: { kind: PEOPLE, fileName: "p.csv", csvText: "email\\npreview@example.test" }) { created } }`,
      'Query.importFields': `{ importFields(kind: PEOPLE) { field } }`,
      'Query.imports': `{ imports(first: 5) { totalCount } }`,
    };
    const cases: Case[] = Object.keys(DOCUMENTS).flatMap((operation) =>
      (['a1', 'hrStaff', 'mgrA', 'lead', 'hr', 'admin'] as const).map(
        (actor) =>
          ({
            actor,
            operation,
            target: '-',
            expected: actor === 'hr' || actor === 'admin' ? 'allowed' : 'FORBIDDEN',
          }) as Case,
      ),
    );
    it.each(cases)('$actor calls $operation: $expected', async (c) => {
      let result: Awaited<ReturnType<typeof gqlAs<Record<string, unknown>>>> | undefined;
      await expectOutcome(c, async () => (result = await gqlAs(c.actor, DOCUMENTS[c.operation])), c.operation);
      if (c.expected === 'allowed') expect(result!.errors).toBeUndefined();
      else expect(result!.data).toBeNull();
      // A dry run writes nothing, whoever calls it.
      expect(await m.t.dataSource.query(`SELECT id FROM users WHERE email = 'preview@example.test'`)).toEqual([]);
    });
  });

  describe('administration', () => {
    const one = firstRow(m);
    const fixtures = {} as AdminFixtures;
    const OPERATIONS = adminOperations(m, fixtures);

    beforeAll(async () => {
      fixtures.subjectBalanceId = await balanceId(m.t, people.subject.id, currentYear());
      const sent = await gqlAs<{ submitFeedback: { id: string } }>(
        'a1',
        `mutation { submitFeedback(input: { category: BUG, message: "The calendar is slow", pagePath: "/calendar" }) { id } }`,
      );
      fixtures.feedbackId = sent.data!.submitFeedback.id;
    });

    const cases: Case[] = OPERATIONS.flatMap(({ operation, allowed }) =>
      (['a1', 'hrStaff', 'mgrA', 'lead', 'hr', 'admin'] as const).map(
        (actor) =>
          ({
            actor,
            operation,
            target: 'subject',
            expected: (allowed as string[]).includes(actor) ? 'allowed' : 'FORBIDDEN',
          }) as Case,
      ),
    );

    it.each(cases)('$actor calls $operation: $expected', async (c) => {
      const op = OPERATIONS.find((o) => o.operation === c.operation)!;
      const variables = await op.variables(c.actor);
      const before = await op.state(variables);
      await expectOutcome(c, () => gqlAs(c.actor, op.document, variables), `Mutation.${c.operation}`);
      const after = await op.state(variables);
      if (c.expected === 'allowed') expect(after).not.toEqual(before);
      else expect(after).toEqual(before);
    });

    describe("HR's limits: no administrator's account, and no HR or ADMIN role given", () => {
      const refusals: {
        what: string;
        operation: string;
        document: string;
        variables: () => Record<string, unknown>;
      }[] = [
        {
          what: 'creates an administrator',
          operation: 'createUser',
          document: `mutation { createUser(input: { firstName: "Eve", lastName: "Admin", email: "eve.admin@example.test", password: "a-long-password", department: "HR", jobTitle: "Intruder", role: ADMIN }) { id } }`,
          variables: () => ({}),
        },
        {
          what: 'creates someone with the administrator flag',
          operation: 'createUser',
          document: `mutation { createUser(input: { firstName: "Eve", lastName: "Flag", email: "eve.flag@example.test", password: "a-long-password", department: "HR", jobTitle: "Intruder", isAdmin: true }) { id } }`,
          variables: () => ({}),
        },
        {
          what: 'creates another HR person',
          operation: 'createUser',
          document: `mutation { createUser(input: { firstName: "Eve", lastName: "People", email: "eve.hr@example.test", password: "a-long-password", department: "HR", jobTitle: "HR Partner", role: HR }) { id } }`,
          variables: () => ({}),
        },
        {
          what: "edits an administrator's account",
          operation: 'updateUser',
          document: `mutation ($id: ID!) { updateUser(id: $id, input: { jobTitle: "Demoted" }) { id } }`,
          variables: () => ({ id: people.admin.id }),
        },
        {
          what: "assigns an administrator's manager",
          operation: 'assignManager',
          document: `mutation ($id: ID!, $m: ID!) { assignManager(userId: $id, managerId: $m) { id } }`,
          variables: () => ({ id: people.admin.id, m: people.hr.id }),
        },
        {
          what: 'deactivates an administrator',
          operation: 'deactivateUser',
          document: `mutation ($id: ID!) { deactivateUser(id: $id) { id } }`,
          variables: () => ({ id: people.admin.id }),
        },
        {
          what: 'makes a staff member HR',
          operation: 'updateUserRole',
          document: `mutation ($id: ID!) { updateUserRole(userId: $id, input: { role: HR }) { id } }`,
          variables: () => ({ id: people.a2.id }),
        },
      ];
      const peopleState = () =>
        m.t.dataSource.query(
          `SELECT id, email, role, is_admin, is_active, job_title, manager_id FROM users ORDER BY email`,
        ) as Promise<unknown[]>;

      it.each(refusals)('refuses HR when it $what, and changes nothing', async (refusal) => {
        const before = await peopleState();
        await expectOutcome(
          { actor: 'hr', operation: refusal.operation, target: '-', expected: 'FORBIDDEN' },
          () => gqlAs('hr', refusal.document, refusal.variables()),
          `Mutation.${refusal.operation}`,
        );
        expect(await peopleState()).toEqual(before);
      });

      it('lets HR give the roles of the reporting line and edit a fellow HR person', async () => {
        const created = await gqlAs<{ createUser: { id: string; role: string } }>(
          'hr',
          `mutation { createUser(input: { firstName: "Tom", lastName: "Lead", email: "tom.lead@example.test", password: "a-long-password", department: "Engineering", jobTitle: "Team Lead", role: TEAM_LEAD, isManager: true, managerId: "${people.mgrA.id}" }) { id role } }`,
        );
        expect(created.errors).toBeUndefined();
        expect(
          await one(`SELECT role, is_manager, manager_id FROM users WHERE id = $1`, [created.data!.createUser.id]),
        ).toEqual({ role: 'team-lead', is_manager: true, manager_id: people.mgrA.id });
        const colleague = await buildHr(m.t, { firstName: 'Hedda', isManager: false });
        const edited = await gqlAs(
          'hr',
          `mutation ($id: ID!) { updateUser(id: $id, input: { jobTitle: "HR Business Partner" }) { id } }`,
          {
            id: colleague.id,
          },
        );
        expect(edited.errors).toBeUndefined();
        expect(await one(`SELECT role, job_title FROM users WHERE id = $1`, [colleague.id])).toEqual({
          role: 'hr',
          job_title: 'HR Business Partner',
        });
      });
    });

    it('refuses a staff member who tries to make themselves an administrator', async () => {
      const c: Case = { actor: 'a1', operation: 'updateUserRole', target: 'a1', expected: 'FORBIDDEN' };
      await expectOutcome(
        c,
        () =>
          gqlAs(
            'a1',
            `mutation ($id: ID!) { updateUserRole(userId: $id, input: { role: ADMIN, isAdmin: true }) { id } }`,
            { id: people.a1.id },
          ),
        'Mutation.updateUserRole',
      );
      expect(await one(`SELECT role, is_admin FROM users WHERE id = $1`, [people.a1.id])).toEqual({
        role: 'staff',
        is_admin: false,
      });
    });

    it('stops accepting the token of a person once they are deactivated', async () => {
      const result = await gqlAs('subject', `{ viewer { id } leaveRequests { totalCount } }`);
      expect(code(result)).toBe('UNAUTHENTICATED');
    });
  });
}
