import { startTestApp } from '../harness';
it('micro', async () => {
  const t = await startTestApp();
  const u = await t.createUser();
  const token = (await t.services.tokens.issue({ userId: u.id, tokenVersion: u.tokenVersion })).token;
  const run = async (label: string, body: object, tok: string | null = token) => {
    for (let i = 0; i < 20; i++)
      await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(tok ? { authorization: `Bearer ${tok}` } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.text());
    const c = process.cpuUsage();
    const s = Date.now();
    for (let i = 0; i < 300; i++)
      await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(tok ? { authorization: `Bearer ${tok}` } : {}) },
        body: JSON.stringify(body),
      }).then((r) => r.text());
    const u2 = process.cpuUsage(c);
    console.log(
      label,
      ((u2.user + u2.system) / 300 / 1000).toFixed(2),
      'ms cpu/req',
      ((Date.now() - s) / 300).toFixed(2),
      'ms wall',
    );
  };
  await run('viewer', { query: '{ viewer { id } }' });
  await run('viewer anon', { query: '{ viewer { id } }' }, null);
  await run('bad var', { query: 'query ($id: ID!) { user(id: $id) { id } }', variables: { id: 5 } });
  await run('validation err', { query: '{ viewer { nope } }' });
  await run('users', { query: '{ users(first: 5) { totalCount } }' });
  await t.close();
}, 300000);
