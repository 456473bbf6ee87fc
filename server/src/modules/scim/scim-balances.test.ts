import { buildOrganisation } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { provisioningToken, scimClient } from '../../../test/scim-client';

const POLICY = `mutation ($input: PolicySettingsInput!) { updatePolicySettings(input: $input) { defaultPtoDays } }`;

describe('SCIM changes that decide allowances', () => {
  let t: TestApp;
  let scim: ReturnType<typeof scimClient>;

  beforeAll(async () => {
    t = await startTestApp();
    const { admin, tokens } = await buildOrganisation(t, { admin: {} });
    const answer = await t.gql(
      POLICY,
      { input: { departmentOverrides: [{ department: 'Field Sales', ptoDays: 31, sicknessDays: 10, otherDays: 5 }] } },
      tokens.admin,
    );
    expect(answer.errors).toBeUndefined();
    scim = scimClient(t, await provisioningToken(t, admin));
  });
  afterAll(() => t.close());

  const ptoAllowance = async (userId: string) =>
    (
      await t.dataSource.query(
        `SELECT b.total_days FROM leave_balances b JOIN request_types rt ON rt.id = b.request_type_id
         WHERE b.user_id = $1 AND rt.name = 'pto' AND b.year = extract(year FROM now())`,
        [userId],
      )
    )[0]?.total_days;

  it("moves the person's open balances with the department the directory sets", async () => {
    const created = await scim('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'rep@example.test',
    });
    expect(Number(await ptoAllowance(created.body.id))).toBe(25);
    const moved = await scim('PATCH', `/Users/${created.body.id}`, {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [
        {
          op: 'add',
          path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department',
          value: 'Field Sales',
        },
      ],
    });
    expect(moved.status).toBe(200);
    expect(Number(await ptoAllowance(created.body.id))).toBe(31);
  });
});
