import { ACTORS, type Case, type Person, type Matrix } from './organisation';

/** What everyone does only for themselves: their push devices and their Slack link. */
export function describeOwnAccounts(m: Matrix): void {
  const { people, tokens, gqlAs, code } = m;
  describe("a person's push devices", () => {
    const REGISTER_DEVICE = `mutation ($input: PushDeviceInput!) { registerPushDevice(input: $input) { id } }`;
    const REMOVE_DEVICE = `mutation ($id: ID!) { removePushDevice(id: $id) }`;
    const deviceInput = (owner: string) => ({
      endpoint: `https://push.example.com/send/${owner}-${m.nextDay()}`,
      p256dh: Buffer.concat([Buffer.of(4), Buffer.alloc(64, 7)]).toString('base64url'),
      auth: Buffer.alloc(16, 3).toString('base64url'),
    });
    const ownerOf = async (id: string): Promise<string | undefined> =>
      (await m.t.dataSource.query(`SELECT user_id FROM push_subscriptions WHERE id = $1`, [id]))[0]?.user_id;

    // Everyone turns notifications on for their own device, and removes only their own: another
    // person's device (a report's, a manager's, anyone's) is not found, whatever their role.
    const cases: Case[] = ACTORS.flatMap((actor) =>
      (['a1', 'mgrA', 'admin'] as const).map(
        (owner) =>
          ({
            actor,
            operation: 'removePushDevice',
            target: owner,
            expected: actor === owner ? 'allowed' : 'NOT_FOUND',
          }) as Case,
      ),
    );

    it.each(cases)('$actor calls $operation on a device of $target: $expected', async (c) => {
      const registered = await m.t.gql<{ registerPushDevice: { id: string } }>(
        REGISTER_DEVICE,
        { input: deviceInput(c.target) },
        tokens[c.target as Person],
      );
      const id = registered.data!.registerPushDevice.id;
      const result = await gqlAs(c.actor, REMOVE_DEVICE, { id });
      expect(code(result)).toBe(c.expected);
      expect(await ownerOf(id)).toBe(c.expected === 'allowed' ? undefined : people[c.target as Person].id);
      const listed = await gqlAs<{ pushDevices: { id: string }[] }>(c.actor, `{ pushDevices { id } }`);
      expect(listed.data!.pushDevices.map((device) => device.id).includes(id)).toBe(false);
    });

    it.each(ACTORS)('lets %s register a device of their own and read the public key', async (actor) => {
      const registered = await gqlAs<{ registerPushDevice: { id: string } }>(actor, REGISTER_DEVICE, {
        input: deviceInput(actor),
      });
      expect(code(registered)).toBe('allowed');
      expect(await ownerOf(registered.data!.registerPushDevice.id)).toBe(people[actor].id);
      expect(code(await gqlAs(actor, `{ pushPublicKey }`))).toBe('allowed');
    });
  });

  describe("a person's Slack link", () => {
    const slackUserOf = (person: Person) => `U0${person.toUpperCase()}`;
    beforeAll(async () => {
      await m.t.dataSource.query(
        `INSERT INTO slack_app_settings (id, signing_secret, bot_token) VALUES (1, '0123456789abcdef', 'xoxb-1234567890-abcdefghij')
           ON CONFLICT (id) DO NOTHING`,
      );
    });
    afterAll(async () => {
      await m.t.dataSource.query(`DELETE FROM slack_app_settings`);
      await m.t.dataSource.query(`DELETE FROM slack_links`);
      await m.t.dataSource.query(`DELETE FROM slack_link_codes`);
    });
    const linkOf = async (person: Person): Promise<string | undefined> =>
      (await m.t.dataSource.query(`SELECT slack_user_id FROM slack_links WHERE user_id = $1`, [people[person].id]))[0]
        ?.slack_user_id;

    // Everyone reads, starts and removes only their own link: there is no argument naming anyone else.
    it.each(ACTORS)('lets %s read their link, get a code of their own and unlink only themselves', async (actor) => {
      const other: Person = actor === 'a1' ? 'a2' : 'a1';
      for (const person of [actor, other])
        await m.t.dataSource.query(
          `INSERT INTO slack_links (user_id, slack_user_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
          [people[person].id, slackUserOf(person)],
        );
      const read = await gqlAs<{ mySlackAccount: { slackUserId: string } }>(
        actor,
        `{ mySlackAccount { slackUserId } }`,
      );
      expect(code(read)).toBe('allowed');
      expect(read.data!.mySlackAccount.slackUserId).toBe(slackUserOf(actor));
      const started = await gqlAs(actor, `mutation { startSlackLink { code } }`);
      expect(code(started)).toBe('allowed');
      const owners = await m.t.dataSource.query(
        `SELECT DISTINCT user_id FROM slack_link_codes WHERE used_at IS NULL AND created_at > now() - interval '1 minute' AND user_id = $1`,
        [people[actor].id],
      );
      expect(owners).toHaveLength(1);
      expect(code(await gqlAs(actor, `mutation { unlinkSlackAccount { slackUserId } }`))).toBe('allowed');
      expect(await linkOf(actor)).toBeUndefined();
      expect(await linkOf(other)).toBe(slackUserOf(other));
    });
  });
}
