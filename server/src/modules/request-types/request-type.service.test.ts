import { attemptRequest, buildOrganisation, buildUser } from '../../../test/factories';
import { daysFromToday, startTestApp, type TestApp } from '../../../test/harness';
import type { UserEntity } from '../users/user.entity';

const FIELDS = `id name displayName description color icon requiresApproval maxDaysPerYear accrualType accrualRate isActive isBuiltIn`;
const CREATE_TYPE = `mutation ($input: CreateRequestTypeInput!) { createRequestType(input: $input) { ${FIELDS} } }`;
const UPDATE_TYPE = `mutation ($id: ID!, $input: UpdateRequestTypeInput!) { updateRequestType(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE_TYPE = `mutation ($id: ID!) { deleteRequestType(id: $id) }`;
const REQUEST_TYPES = `query ($all: Boolean) { requestTypes(includeInactive: $all) { id name isActive } }`;

interface TypeResult {
  id: string;
  name: string;
  displayName: string;
  color: string;
  icon: string;
  maxDaysPerYear: number;
  accrualRate: number;
  isActive: boolean;
  isBuiltIn: boolean;
}

let sequence = 0;
const uniqueName = () => `training_${process.pid}_${++sequence}`;

describe('request type administration', () => {
  let t: TestApp;
  let admin: UserEntity;
  let adminToken: string;
  let staffToken: string;
  let hrToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({
      admin,
      tokens: { admin: adminToken, staff: staffToken, hr: hrToken },
    } = await buildOrganisation(t, { admin: { department: 'Operations' }, hr: {}, staff: {} }));
  });
  afterAll(() => t.close());

  const typeRow = async (id: string) =>
    (
      await t.dataSource.query(
        `SELECT name, display_name, color, icon, max_days_per_year::float AS max_days, accrual_rate::float AS accrual_rate, is_active FROM request_types WHERE id = $1`,
        [id],
      )
    )[0];
  const typeCount = async () =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM request_types`))[0].count as number;
  const builtIn = async (name: string) =>
    (await t.dataSource.query(`SELECT id FROM request_types WHERE name = $1`, [name]))[0].id as string;
  const auditCount = async (action: string, resourceId: string) =>
    (
      await t.dataSource.query(
        `SELECT count(*)::int AS count FROM audit_logs WHERE action = $1 AND resource_id = $2 AND actor_id = $3`,
        [action, resourceId, admin.id],
      )
    )[0].count as number;

  const validInput = (overrides: Record<string, unknown> = {}) => ({
    name: uniqueName(),
    displayName: 'Training',
    maxDaysPerYear: 5,
    accrualRate: 5,
    ...overrides,
  });

  async function createType(overrides: Record<string, unknown> = {}): Promise<TypeResult> {
    const result = await t.gql<{ createRequestType: TypeResult }>(
      CREATE_TYPE,
      { input: validInput(overrides) },
      adminToken,
    );
    if (!result.data?.createRequestType) throw new Error(JSON.stringify(result.errors));
    return result.data.createRequestType;
  }

  it('refuses request type changes without a token and from staff, auditing the refusal', async () => {
    const type = await createType();
    const count = await typeCount();
    const before = await typeRow(type.id);
    for (const token of [undefined, staffToken]) {
      const results = await Promise.all([
        t.gql(CREATE_TYPE, { input: validInput() }, token),
        t.gql(UPDATE_TYPE, { id: type.id, input: { displayName: 'Taken over' } }, token),
        t.gql(DELETE_TYPE, { id: type.id }, token),
      ]);
      for (const result of results)
        expect(result.errors?.[0].extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    expect(await typeCount()).toBe(count);
    expect(await typeRow(type.id)).toEqual(before);
    const [{ denied }] = await t.dataSource.query(
      `SELECT count(*)::int AS denied FROM audit_logs WHERE action = 'authorization.denied' AND details->>'operation' = 'Mutation.deleteRequestType'`,
    );
    expect(denied).toBe(1);
  });

  it('lets HR create, rename and delete a request type, and list the inactive ones', async () => {
    const created = await t.gql<{ createRequestType: { id: string } }>(
      CREATE_TYPE,
      { input: validInput({ displayName: 'Jury duty' }) },
      hrToken,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createRequestType.id;
    expect(
      (await t.gql(UPDATE_TYPE, { id, input: { displayName: 'Civic duty', isActive: false } }, hrToken)).errors,
    ).toBeUndefined();
    expect(await typeRow(id)).toMatchObject({ display_name: 'Civic duty', is_active: false });
    const listed = await t.gql<{ requestTypes: { id: string }[] }>(
      `{ requestTypes(includeInactive: true) { id } }`,
      {},
      hrToken,
    );
    expect(listed.data!.requestTypes.map((type) => type.id)).toContain(id);
    expect((await t.gql(DELETE_TYPE, { id }, hrToken)).errors).toBeUndefined();
    expect(await typeRow(id)).toBeUndefined();
  });

  it('creates a type with the spec defaults, lists it for staff and audits it', async () => {
    const type = await createType({ displayName: '  Training  ', maxDaysPerYear: 7.5, accrualRate: 0.5 });
    expect(type).toMatchObject({
      displayName: 'Training',
      color: '#3B82F6',
      maxDaysPerYear: 7.5,
      accrualRate: 0.5,
      isActive: true,
      isBuiltIn: false,
    });
    expect(await typeRow(type.id)).toMatchObject({
      name: type.name,
      display_name: 'Training',
      color: '#3B82F6',
      max_days: 7.5,
      accrual_rate: 0.5,
      is_active: true,
    });
    expect(await auditCount('request_type.created', type.id)).toBe(1);
    const listed = await t.gql<{ requestTypes: { name: string }[] }>(REQUEST_TYPES, {}, staffToken);
    expect(listed.data?.requestTypes.map((row) => row.name)).toEqual(
      expect.arrayContaining(['pto', 'sickness', 'other', type.name]),
    );
  });

  it('accepts the ends of the ranges, 0 and 365', async () => {
    const type = await createType({ maxDaysPerYear: 365, accrualRate: 0, color: '#a1b2c3', icon: 'palette' });
    expect(await typeRow(type.id)).toMatchObject({ max_days: 365, accrual_rate: 0, color: '#A1B2C3', icon: 'palette' });
  });

  it.each([
    [{ name: '' }, 'Internal name is required'],
    [{ name: 'Has Space' }, 'Internal name must be lowercase letters, digits, - or _, without spaces'],
    [{ displayName: '  ' }, 'Display name is required'],
    [{ maxDaysPerYear: 365.5 }, 'Max days per year must be between 0 and 365 in steps of 0.5'],
    [{ maxDaysPerYear: -0.5 }, 'Max days per year must be between 0 and 365 in steps of 0.5'],
    [{ maxDaysPerYear: 2.25 }, 'Max days per year must be between 0 and 365 in steps of 0.5'],
    [{ accrualRate: 366 }, 'Accrual rate must be between 0 and 365 in steps of 0.5'],
    [{ accrualRate: 0.1 }, 'Accrual rate must be between 0 and 365 in steps of 0.5'],
    [{ color: 'blue' }, 'Colour must be a hex colour such as #3B82F6'],
    [{ color: '#12345' }, 'Colour must be a hex colour such as #3B82F6'],
    [{ icon: 'rocket' }, 'Icon must be one of calendar, heart, more, palette, settings'],
  ])('refuses to create %j ("%s") and stores nothing', async (overrides, message) => {
    const count = await typeCount();
    const result = await t.gql(CREATE_TYPE, { input: validInput(overrides) }, adminToken);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await typeCount()).toBe(count);
  });

  it('refuses a second type with an existing internal name, also when both arrive at once', async () => {
    const count = await typeCount();
    const duplicate = await t.gql(CREATE_TYPE, { input: validInput({ name: 'pto' }) }, adminToken);
    expect(duplicate.errors?.[0].extensions?.code).toBe('CONFLICT');
    const name = uniqueName();
    const results = await Promise.all(
      [0, 1].map(() => t.gql(CREATE_TYPE, { input: validInput({ name }) }, adminToken)),
    );
    expect(results.filter((result) => result.data?.createRequestType)).toHaveLength(1);
    expect(results.filter((result) => result.errors?.[0].extensions?.code === 'CONFLICT')).toHaveLength(1);
    expect(await typeCount()).toBe(count + 1);
  });

  it('updates the mutable fields and audits the change', async () => {
    const type = await createType();
    const result = await t.gql<{ updateRequestType: TypeResult }>(
      UPDATE_TYPE,
      { id: type.id, input: { displayName: 'Courses', color: '#10b981', icon: 'settings', maxDaysPerYear: 12.5 } },
      adminToken,
    );
    expect(result.errors).toBeUndefined();
    expect(await typeRow(type.id)).toMatchObject({
      name: type.name,
      display_name: 'Courses',
      color: '#10B981',
      icon: 'settings',
      max_days: 12.5,
    });
    expect(await auditCount('request_type.updated', type.id)).toBe(1);
  });

  it('keeps the internal name immutable on update', async () => {
    const type = await createType();
    const result = await t.gql(
      UPDATE_TYPE,
      { id: type.id, input: { name: 'renamed', displayName: 'Renamed' } },
      adminToken,
    );
    expect(result.errors?.length).toBeGreaterThan(0);
    expect(await typeRow(type.id)).toMatchObject({ name: type.name, display_name: 'Training' });
  });

  it.each([
    [{ maxDaysPerYear: 400 }, 'Max days per year must be between 0 and 365 in steps of 0.5'],
    [{ accrualRate: 1.3 }, 'Accrual rate must be between 0 and 365 in steps of 0.5'],
    [{ color: 'red' }, 'Colour must be a hex colour such as #3B82F6'],
    [{ icon: 'star' }, 'Icon must be one of calendar, heart, more, palette, settings'],
    [{ displayName: '', maxDaysPerYear: 10 }, 'Display name is required'],
  ])('refuses to update with %j ("%s") and changes nothing', async (input, message) => {
    const type = await createType();
    const before = await typeRow(type.id);
    const result = await t.gql(UPDATE_TYPE, { id: type.id, input }, adminToken);
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await typeRow(type.id)).toEqual(before);
  });

  it.each(['pto', 'sickness', 'other'])('does not delete the built-in type %s', async (name) => {
    const id = await builtIn(name);
    const result = await t.gql(DELETE_TYPE, { id }, adminToken);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Built-in request types cannot be deleted',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await typeRow(id)).toMatchObject({ name, is_active: true });
  });

  it('deletes a type without requests and audits it', async () => {
    const type = await createType();
    const result = await t.gql<{ deleteRequestType: boolean }>(DELETE_TYPE, { id: type.id }, adminToken);
    expect(result.data?.deleteRequestType).toBe(true);
    expect(await typeRow(type.id)).toBeUndefined();
    expect(await auditCount('request_type.deleted', type.id)).toBe(1);
  });

  it('refuses to delete a type with requests, lets it be deactivated, and then refuses new requests of it', async () => {
    const type = await createType({ maxDaysPerYear: 10 });
    const submitter = await buildUser(t);
    const submitterToken = await t.tokenFor(submitter);
    const submitted = await attemptRequest(t, submitterToken, {
      type: type.name,
      startDate: daysFromToday(20),
      endDate: daysFromToday(21),
    });
    expect(submitted.errors).toBeUndefined();

    const deleted = await t.gql(DELETE_TYPE, { id: type.id }, adminToken);
    expect(deleted.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await typeRow(type.id)).toMatchObject({ is_active: true });

    const deactivated = await t.gql<{ updateRequestType: TypeResult }>(
      UPDATE_TYPE,
      { id: type.id, input: { isActive: false } },
      adminToken,
    );
    expect(deactivated.data?.updateRequestType.isActive).toBe(false);
    expect(await typeRow(type.id)).toMatchObject({ is_active: false });

    const [{ count: before }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM leave_requests WHERE user_id = $1`,
      [submitter.id],
    );
    const refused = await attemptRequest(t, submitterToken, { type: type.name, startDate: daysFromToday(40) });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const [{ count: after }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM leave_requests WHERE user_id = $1`,
      [submitter.id],
    );
    expect(after).toBe(before);

    const forStaff = await t.gql<{ requestTypes: { name: string }[] }>(REQUEST_TYPES, { all: true }, staffToken);
    expect(forStaff.data?.requestTypes.map((row) => row.name)).not.toContain(type.name);
    const forAdmin = await t.gql<{ requestTypes: { name: string }[] }>(REQUEST_TYPES, { all: true }, adminToken);
    expect(forAdmin.data?.requestTypes.map((row) => row.name)).toContain(type.name);
  });

  it('does not deactivate a built-in type', async () => {
    const id = await builtIn('other');
    const result = await t.gql(UPDATE_TYPE, { id, input: { isActive: false } }, adminToken);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await typeRow(id)).toMatchObject({ is_active: true });
  });
});
