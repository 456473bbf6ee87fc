import type { TestApp } from './harness';
import { daysFromToday } from './harness';
import { TeamEntity } from '../src/modules/teams/team.entity';
import type { UserEntity } from '../src/modules/users/user.entity';
import type { RoleValue } from '../src/modules/users/user.entity';

/** Test data through factories, so a test shows only what it is about. */

/** A person (staff unless overridden) with this year's balances; sign in with TEST_PASSWORD. */
export function buildUser(t: TestApp, overrides: Partial<UserEntity> & { role?: RoleValue } = {}): Promise<UserEntity> {
  return t.createUser(overrides);
}

/** A manager (flagged, role manager). */
export function buildManager(t: TestApp, overrides: Partial<UserEntity> = {}): Promise<UserEntity> {
  return t.createUser({ isManager: true, role: 'manager', jobTitle: 'Engineering Manager', ...overrides });
}

/** An administrator. */
export function buildAdmin(t: TestApp, overrides: Partial<UserEntity> = {}): Promise<UserEntity> {
  return t.createUser({ isAdmin: true, role: 'admin', jobTitle: 'Administrator', ...overrides });
}

/** A team, optionally with members moved into it. */
export async function buildTeam(
  t: TestApp,
  options: { name?: string; managerId?: string | null; members?: UserEntity[] } = {},
): Promise<TeamEntity> {
  const team = await t.dataSource.manager.save(
    TeamEntity,
    t.dataSource.manager.create(TeamEntity, {
      name: options.name ?? `Team ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A team built by a test',
      managerId: options.managerId ?? null,
    }),
  );
  for (const member of options.members ?? []) {
    await t.dataSource.query(`UPDATE users SET team_id = $1 WHERE id = $2`, [team.id, member.id]);
  }
  return team;
}

export interface SubmittedRequest {
  id: string;
  requestId: string;
  status: string;
}

/** Submits a leave request through GraphQL as the holder of `token` (one PTO day 30 days ahead by default). */
export async function submitRequest(
  t: Pick<TestApp, 'gql'>,
  token: string,
  input: { type?: string; startDate?: string; endDate?: string; notes?: string } = {},
): Promise<SubmittedRequest> {
  const startDate = input.startDate ?? daysFromToday(30);
  const result = await t.gql<{ submitLeaveRequest: SubmittedRequest }>(
    `mutation ($input: SubmitLeaveRequestInput!) { submitLeaveRequest(input: $input) { id requestId status } }`,
    { input: { type: input.type ?? 'pto', startDate, endDate: input.endDate ?? startDate, notes: input.notes ?? '' } },
    token,
  );
  if (!result.data?.submitLeaveRequest) throw new Error(`submit failed: ${JSON.stringify(result.errors)}`);
  return result.data.submitLeaveRequest;
}

/** Approves a request through GraphQL as the holder of `token`. */
export async function approveRequest(t: Pick<TestApp, 'gql'>, token: string, id: string): Promise<void> {
  const result = await t.gql(`mutation ($id: ID!) { approveLeaveRequest(id: $id) { id } }`, { id }, token);
  if (result.errors) throw new Error(`approve failed: ${JSON.stringify(result.errors)}`);
}
