import type { TestApp } from './harness';
import { daysFromToday } from './harness';
import type { UserEntity } from '../src/modules/users/user.entity';
import type { RoleValue } from '../src/modules/users/user.entity';

/** People and requests for the operations tests (processes, logs, metrics, statement counts). */

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
