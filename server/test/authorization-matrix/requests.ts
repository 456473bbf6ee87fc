import {
  visibilityCases,
  ACTORS,
  DECIDES,
  LIST_REQUESTS,
  READ_REQUEST,
  REQUESTERS,
  sorted,
  VISIBLE,
  type Matrix,
} from './organisation';

/** Who reads which leave requests, their approval context and their events. */
export function describeReadingRequests(m: Matrix): void {
  const { people, baseRequests, gqlAs, readOutcomes, expectedOutcomes } = m;
  describe('reading one leave request', () => {
    const cases = visibilityCases('leaveRequest', REQUESTERS);

    it.each(ACTORS)('lets %s read exactly the requests of the people they may see', async (actor) => {
      const own = cases.filter((c) => c.actor === actor);
      expect(await readOutcomes(actor, own, 'leaveRequest', '{ id }', (p) => baseRequests[p])).toEqual(
        expectedOutcomes(own),
      );
    });

    it('hides a request looked up by its human id just as by its id', async () => {
      const [{ request_id: humanId }] = await m.t.dataSource.query(
        `SELECT request_id FROM leave_requests WHERE id = $1`,
        [baseRequests.a1],
      );
      expect(
        (await gqlAs<{ leaveRequest: unknown }>('mgrA', READ_REQUEST, { id: humanId })).data?.leaveRequest,
      ).toEqual({ id: baseRequests.a1, requester: { id: people.a1.id } });
      expect(
        (await gqlAs<{ leaveRequest: unknown }>('mgrB', READ_REQUEST, { id: humanId })).data?.leaveRequest,
      ).toBeNull();
    });
  });

  describe("a request's approval context and what waits for a decision", () => {
    it.each(ACTORS)('shows %s who else is off and the balance after approval exactly where they may', async (actor) => {
      const visible = REQUESTERS.filter((p) => VISIBLE[actor].includes(p));
      const document = `{ ${visible
        .map(
          (p) => `${p}: leaveRequest(id: "${baseRequests[p]}") { othersOff { status } balanceAfterApproval { year } }`,
        )
        .join(' ')} }`;
      const result = await gqlAs<Record<string, { othersOff: unknown; balanceAfterApproval: unknown }>>(
        actor,
        document,
      );
      expect(result.errors).toBeUndefined();
      const seen = Object.fromEntries(
        visible.map((p) => {
          const { othersOff, balanceAfterApproval } = result.data![p];
          return [p, { othersOff: othersOff !== null, balance: balanceAfterApproval !== null }];
        }),
      );
      // Whoever sees a colleague's request (above them, or deciding it) sees its context; the requester their balance.
      const expected = Object.fromEntries(visible.map((p) => [p, { othersOff: p !== actor, balance: true }]));
      expect(seen).toEqual(expected);
    });

    it.each(ACTORS)('tells %s how many requests wait for them, and only them', async (actor) => {
      const result = await gqlAs<{
        viewer: { awaitingMyDecision: { count: number; oldest: { id: string } | null } };
        pendingApprovals: { id: string }[];
        other: { awaitingMyDecision: unknown } | null;
      }>(
        actor,
        `{ viewer { awaitingMyDecision { count oldest { id } } } pendingApprovals { id }
             other: user(id: "${people.subject.id}") { awaitingMyDecision { count } } }`,
      );
      expect(result.errors).toBeUndefined();
      const { viewer, pendingApprovals, other } = result.data!;
      const decides = DECIDES[actor] ?? [];
      expect(viewer.awaitingMyDecision.count).toBe(decides.length);
      expect(sorted(pendingApprovals.map((r) => r.id))).toEqual(sorted(decides.map((p) => baseRequests[p])));
      expect(viewer.awaitingMyDecision.oldest).toEqual(pendingApprovals[0] ?? null);
      expect(other?.awaitingMyDecision ?? null).toBeNull();
    });
  });

  describe('listing leave requests', () => {
    it.each(ACTORS)('lists for %s exactly the requests of the people they may see', async (actor) => {
      const result = await gqlAs<{
        leaveRequests: { totalCount: number; edges: { node: { id: string; requester: { id: string } } }[] };
      }>(actor, LIST_REQUESTS);
      expect(result.errors).toBeUndefined();
      const expected = REQUESTERS.filter((p) => VISIBLE[actor].includes(p));
      expect(result.data!.leaveRequests.totalCount).toBe(expected.length);
      expect(sorted(result.data!.leaveRequests.edges.map((e) => e.node.id))).toEqual(
        sorted(expected.map((p) => baseRequests[p])),
      );
    });

    it("keeps a filter on somebody else's requests inside the viewer's scope", async () => {
      const result = await gqlAs<{ leaveRequests: { totalCount: number } }>('mgrA', LIST_REQUESTS, {
        filter: { userId: people.b1.id },
      });
      expect(result.data!.leaveRequests.totalCount).toBe(0);
    });
  });

  describe('reading the event log', () => {
    const EVENTS = `query ($after: String) { events(after: $after, first: 100, filter: { kinds: [SUBMITTED] }) {
        edges { node { request { id } } } pageInfo { hasNextPage endCursor } } }`;
    type Events = {
      events: {
        edges: { node: { request: { id: string } } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };

    it.each(ACTORS)('lists for %s exactly the events of the requests of the people they may see', async (actor) => {
      const seen: string[] = [];
      for (let after: string | null = null, more = true; more;) {
        const result: { data?: Events | null; errors?: unknown } = await gqlAs<Events>(actor, EVENTS, { after });
        expect(result.errors).toBeUndefined();
        seen.push(...result.data!.events.edges.map((e) => e.node.request.id));
        more = result.data!.events.pageInfo.hasNextPage;
        after = result.data!.events.pageInfo.endCursor;
      }
      const base = new Set(Object.values(baseRequests));
      const expected = REQUESTERS.filter((p) => VISIBLE[actor].includes(p)).map((p) => baseRequests[p]);
      expect(sorted([...new Set(seen.filter((id) => base.has(id)))])).toEqual(sorted(expected));
    });
  });
}
