import { APPROVE_REQUEST, CANCEL_REQUEST } from '../factories';
import {
  ACTORS,
  CREATE_INTRUDER,
  LIST_REQUESTS,
  LIST_USERS,
  PENDING,
  READ_REQUEST,
  REQUESTERS,
  sorted,
  VISIBLE,
  type Case,
  type Person,
  type Matrix,
} from './organisation';

/** Callers without a valid session, and the request events each socket hears. */
export function describeSessions(m: Matrix): void {
  const { people, tokens, baseRequests, gqlAs, code, requestState, submitAs } = m;
  describe('without a valid session', () => {
    const OPERATIONS: Record<string, { document: string; variables: () => Record<string, unknown> }> = {
      leaveRequests: { document: LIST_REQUESTS, variables: () => ({}) },
      leaveRequest: { document: READ_REQUEST, variables: () => ({ id: baseRequests.n }) },
      users: { document: LIST_USERS, variables: () => ({}) },
      pendingApprovals: { document: PENDING, variables: () => ({}) },
      approveLeaveRequest: { document: APPROVE_REQUEST, variables: () => ({ id: baseRequests.n }) },
      cancelLeaveRequest: { document: CANCEL_REQUEST, variables: () => ({ id: baseRequests.n }) },
      createUser: { document: CREATE_INTRUDER, variables: () => ({}) },
      workingTime: { document: `{ workingTime { fullTimeHours } }`, variables: () => ({}) },
      workSchedules: {
        document: `query ($id: ID!) { workSchedules(userId: $id) { id } }`,
        variables: () => ({ id: people.n.id }),
      },
      pushPublicKey: { document: `{ pushPublicKey }`, variables: () => ({}) },
      pushDevices: { document: `{ pushDevices { id } }`, variables: () => ({}) },
      registerPushDevice: {
        document: `mutation { registerPushDevice(input: { endpoint: "https://push.example.com/send/intruder", p256dh: "BAcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc", auth: "AwMDAwMDAwMDAwMDAwMDAw" }) { id } }`,
        variables: () => ({}),
      },
      removePushDevice: {
        document: `mutation { removePushDevice(id: "00000000-0000-4000-8000-000000000000") }`,
        variables: () => ({}),
      },
      setWorkSchedule: {
        document: `mutation ($id: ID!) { setWorkSchedule(input: { userId: $id, effectiveFrom: "2031-01-01", template: "mornings" }) { id } }`,
        variables: () => ({ id: people.n.id }),
      },
      mySlackAccount: { document: `{ mySlackAccount { slackUserId } }`, variables: () => ({}) },
      startSlackLink: { document: `mutation { startSlackLink { code } }`, variables: () => ({}) },
      unlinkSlackAccount: { document: `mutation { unlinkSlackAccount { slackUserId } }`, variables: () => ({}) },
    };
    const cases: Case[] = (['anonymous', 'garbage'] as const).flatMap((actor) =>
      Object.keys(OPERATIONS).map(
        (operation) => ({ actor, operation, target: 'n', expected: 'UNAUTHENTICATED' }) as Case,
      ),
    );

    it.each(cases)('$actor calls $operation: $expected', async (c) => {
      const before = await requestState(baseRequests.n);
      const [{ count: usersBefore }] = await m.t.dataSource.query(`SELECT count(*)::int AS count FROM users`);
      const result = await gqlAs(c.actor, OPERATIONS[c.operation].document, OPERATIONS[c.operation].variables());
      expect(code(result)).toBe(c.expected);
      // graphql-ws refuses the socket itself: closed with 4401 before any operation.
      if (m.transport === 'graphql-ws') expect(result.status).toBe(4401);
      else expect(result.errors![0].message).toBe('Authentication required');
      expect(await requestState(baseRequests.n)).toEqual(before);
      const [{ count: usersAfter }] = await m.t.dataSource.query(`SELECT count(*)::int AS count FROM users`);
      expect(usersAfter).toBe(usersBefore);
    });

    it.each(['anonymous', 'garbage'] as const)('answers viewer with null for a %s caller', async (actor) => {
      const result = await gqlAs<{ viewer: unknown }>(actor, `{ viewer { id } }`);
      if (m.transport === 'graphql-ws') {
        expect(code(result)).toBe('UNAUTHENTICATED');
        return;
      }
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ viewer: null });
    });
  });
  if (m.transport === 'graphql-ws')
    describe('request events', () => {
      const REQUEST_EVENTS = `subscription { requestEvents(filter: { kinds: [SUBMITTED] }) { request { id requester { id } } } }`;
      type RequestEvents = { requestEvents: { request: { id: string; requester: { id: string } } } };

      it('delivers to each person exactly the requests of the people they may see', async () => {
        const subscriptions = new Map(
          ACTORS.map((actor) => [actor, m.sockets!.socketFor(tokens[actor]).subscribe<RequestEvents>(REQUEST_EVENTS)]),
        );
        /** A request each actor may see (from beforeAll), announced again as a marker. */
        const markerOf = (actor: Person) => baseRequests[REQUESTERS.find((p) => VISIBLE[actor].includes(p))!];
        /** Announces every actor's marker until each has heard it: every subscription is live, and (events reach a subscription in order) every event before was decided. */
        const untilAllHeardMarkers = async () => {
          const pending = new Set(ACTORS);
          for (let round = 0; pending.size; round++) {
            if (round > 50) throw new Error(`no marker reached ${[...pending].join(', ')}`);
            const since = new Map(ACTORS.map((actor) => [actor, subscriptions.get(actor)!.received.length]));
            for (const marker of new Set(ACTORS.map(markerOf)))
              await m.t.services.events.published([
                await m.t.services.events.record(m.t.dataSource.manager, {
                  kind: 'SUBMITTED',
                  requestId: marker,
                  actorId: null,
                }),
              ]);
            await Promise.all(
              [...pending].map(async (actor) => {
                const subscription = subscriptions.get(actor)!;
                const heard = () =>
                  subscription.received
                    .slice(since.get(actor))
                    .some((r) => r.data?.requestEvents.request.id === markerOf(actor));
                await subscription.waitFor(() => heard(), 300).catch(() => undefined);
                if (heard()) pending.delete(actor);
              }),
            );
          }
        };

        await untilAllHeardMarkers();
        const submitted = new Map<Person, string>();
        for (const person of REQUESTERS) submitted.set(person, await submitAs(person));
        await untilAllHeardMarkers();

        const fresh = new Set(submitted.values());
        for (const actor of ACTORS) {
          const heard = subscriptions
            .get(actor)!
            .received.map((r) => r.data?.requestEvents.request.id)
            .filter((id): id is string => Boolean(id && fresh.has(id)));
          const expected = REQUESTERS.filter((p) => VISIBLE[actor].includes(p)).map((p) => submitted.get(p)!);
          expect({ actor, heard: sorted(heard) }).toEqual({ actor, heard: sorted(expected) });
        }
      });
    });
}
