import { daysFromToday, startTestApp } from '../../server/test/harness';
import { api } from './helpers';

export type RequestBody = {
  id: string;
  requestId: string;
  request_id: string;
  status: string;
  days: number;
  start_date: string;
  startDate: string;
  first_name: string;
  type: string;
  [key: string]: unknown;
};

/** An app with a manager, two of their reports (Sam in engineering, Pat in Sales) and an administrator. */
export async function startPtoWorld() {
  const t = await startTestApp();
  const manager = await t.createUser({
    firstName: 'Maria',
    lastName: 'Manager',
    isManager: true,
    role: 'manager',
    jobTitle: 'Engineering Manager',
  });
  const staff = await t.createUser({ firstName: 'Sam', lastName: 'Staff', managerId: manager.id });
  const peer = await t.createUser({ firstName: 'Pat', lastName: 'Peer', managerId: manager.id, department: 'Sales' });
  const admin = await t.createUser({ firstName: 'Ada', lastName: 'Admin', isAdmin: true, role: 'admin' });
  const [managerToken, staffToken, peerToken, adminToken] = await Promise.all(
    [manager, staff, peer, admin].map((u) => t.tokenFor(u)),
  );

  /** Submits PTO from `start` to `end` days from today through REST, as Sam unless another token is given. */
  async function submit(start: number, end: number, token = staffToken, extra: Record<string, unknown> = {}) {
    const answer = await api<RequestBody>(t, 'POST', '/pto/requests', {
      token,
      body: { type: 'pto', start_date: daysFromToday(start), end_date: daysFromToday(end), notes: 'Trip', ...extra },
    });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return answer.body.data;
  }

  return { t, manager, staff, peer, admin, managerToken, staffToken, peerToken, adminToken, submit };
}

export type PtoWorld = Awaited<ReturnType<typeof startPtoWorld>>;
