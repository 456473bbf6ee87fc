import { startTestApp, type TestApp } from '../../test/harness';

describe('GraphiQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('serves a page that loads GraphiQL bundled from npm by this server, not a CDN', async () => {
    const page = await fetch(`${t.url}/graphiql`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/graphiql/graphiql.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    const script = await fetch(`${t.url}/graphiql/graphiql.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const code = await script.text();
    expect(code.length).toBeGreaterThan(100_000);
    expect(code).toContain('leavewise.graphiql.token');
    const css = await fetch(`${t.url}/graphiql/graphiql.css`);
    expect(css.status).toBe(200);
    expect(await css.text()).toContain('.graphiql-container');
  });
});
