import { visibilityCases, ACTORS, EVERYONE, LIST_USERS, sorted, VISIBLE, type Matrix } from './organisation';

/** Who reads which people, with their balances, schedules and reports. */
export function describeReadingPeople(m: Matrix): void {
  const { people, baseRequests, gqlAs, code, readOutcomes, expectedOutcomes } = m;
  describe('reading a person and their balances', () => {
    const cases = visibilityCases('user', EVERYONE);

    it.each(ACTORS)('lets %s read exactly the people they may see, with their balances', async (actor) => {
      const own = cases.filter((c) => c.actor === actor);
      const withBalances = (user: Record<string, unknown>) =>
        (user.balances as { totalDays: number }[]).length >= 3 &&
        (user.balances as { totalDays: number }[]).every((b) => b.totalDays > 0);
      expect(
        await readOutcomes(actor, own, 'user', '{ id balances { totalDays } }', (p) => people[p].id, withBalances),
      ).toEqual(expectedOutcomes(own));
    });

    it.each(ACTORS)('shows %s the balances of exactly the people they may see', async (actor) => {
      const result = await gqlAs<{
        users: { edges: { node: { id: string; balances: { type: string; totalDays: number }[] } }[] };
      }>(actor, `{ users(first: 100) { edges { node { id balances { type totalDays } } } } }`);
      expect(result.errors).toBeUndefined();
      const nodes = result.data!.users.edges.map((e) => e.node);
      expect(sorted(nodes.map((node) => node.id))).toEqual(sorted(VISIBLE[actor].map((p) => people[p].id)));
      for (const node of nodes) {
        expect(node.balances.map((b) => b.type)).toEqual(expect.arrayContaining(['pto', 'sickness', 'other']));
        expect(node.balances.find((b) => b.type === 'pto')!.totalDays).toBeGreaterThan(0);
      }
    });

    it.each(ACTORS)('lets %s read the working schedules of exactly the people they may see', async (actor) => {
      for (const target of EVERYONE) {
        const result = await gqlAs(actor, `query ($id: ID!) { workSchedules(userId: $id) { id } }`, {
          id: people[target].id,
        });
        expect([target, code(result)]).toEqual([target, VISIBLE[actor].includes(target) ? 'allowed' : 'NOT_FOUND']);
      }
    });

    it('gives no balances of a person through a request the viewer may not see', async () => {
      const result = await gqlAs<{ user: unknown; leaveRequest: unknown }>(
        'mgrB',
        `query ($u: ID!, $r: ID!) { user(id: $u) { balances { totalDays } } leaveRequest(id: $r) { requester { balances { totalDays } } } }`,
        { u: people.a1.id, r: baseRequests.a1 },
      );
      expect(result.data).toEqual({ user: null, leaveRequest: null });
    });

    it('shows a manager the reports of their team lead: the whole reporting line below them', async () => {
      const result = await gqlAs<{ user: { directReports: { id: string }[] } }>(
        'mgrA',
        `query ($id: ID!) { user(id: $id) { directReports { id } } }`,
        { id: people.lead.id },
      );
      expect(result.data!.user.directReports.map((r) => r.id)).toEqual([people.l1.id]);
      const outsider = await gqlAs<{ user: { directReports: { id: string }[] } | null }>(
        'mgrB',
        `query ($id: ID!) { user(id: $id) { directReports { id } } }`,
        { id: people.lead.id },
      );
      expect(outsider.data!.user).toBeNull();
      const own = await gqlAs<{ user: { directReports: { id: string }[] } }>(
        'lead',
        `query ($id: ID!) { user(id: $id) { directReports { id } } }`,
        { id: people.lead.id },
      );
      expect(own.data!.user.directReports.map((r) => r.id)).toEqual([people.l1.id]);
    });
  });

  describe('listing people', () => {
    it.each(ACTORS)('lists for %s exactly the people they may see', async (actor) => {
      const result = await gqlAs<{ users: { totalCount: number; edges: { node: { id: string } }[] } }>(
        actor,
        LIST_USERS,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.users.totalCount).toBe(VISIBLE[actor].length);
      expect(sorted(result.data!.users.edges.map((e) => e.node.id))).toEqual(
        sorted(VISIBLE[actor].map((p) => people[p].id)),
      );
    });
  });
}
