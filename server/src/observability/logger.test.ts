import { Writable } from 'node:stream';
import { createLogger, prettyLine, scrubText, scrubValue } from './logger';
import { Metrics, redactedPath } from './metrics';

function capture(format: 'json' | 'pretty' = 'json') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ format, level: 'debug', destination }), lines };
}

describe('log scrubbing', () => {
  it('removes bearer tokens, JWTs, API tokens, token parameters and URL passwords from text', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const text = scrubText(
      `Authorization: Bearer abc.def-123 then ${jwt} and lw_AbCdEf0123456789 at /ws?userId=1&token=s3cr3t#x ` +
        `and /reset-password#token=Zz9 over postgres://app:hunter22@db:5432/x and smtp://u:p4ss@mail:587`,
    );
    for (const secret of ['abc.def-123', jwt, 'AbCdEf0123456789', 's3cr3t', 'Zz9', 'hunter22', 'p4ss'])
      expect(text).not.toContain(secret);
    expect(text).toContain('/ws?userId=1&token=[redacted]');
    expect(text).toContain('postgres://app:[redacted]@db:5432/x');
  });

  it('removes the product’s own secrets by their prefix and the sign-in parameters of an address', () => {
    const text = scrubText(
      'GET /api/calendar/feeds/lwcal_FeEdSeCrEt0123456789.ics signed with whsec_SiGnInG0123456789 then ' +
        '/login?sso=HaNdOfFcOdE&x=1 and /api/auth/sso/callback?code=AuThCoDe&state=StAtE0&binding=BiNdInG ' +
        'and /api/auth/sso/start?id_token=IdToKeN&nonce=NoNcE0',
    );
    for (const secret of ['FeEdSeCrEt', 'SiGnInG', 'HaNdOfFcOdE', 'AuThCoDe', 'StAtE0', 'BiNdInG', 'IdToKeN', 'NoNcE0'])
      expect(text).not.toContain(secret);
    expect(text).toContain('/api/calendar/feeds/lwcal_[redacted].ics');
    expect(text).toContain('/login?sso=[redacted]&x=1');
    // Words that merely contain a parameter name stay as they are.
    expect(scrubText('error code=ECONNREFUSED at state=open')).toBe('error code=ECONNREFUSED at state=open');
  });

  it('logs and labels request paths without the secrets some of them are', () => {
    const uuid = '3f2b8c1e-5d4a-4e7b-9c2f-1a2b3c4d5e6f';
    expect(redactedPath('/api/calendar/feeds/lwcal_FeEdSeCrEt0123456789abcdefghijklmnopq.ics')).toBe(
      '/api/calendar/feeds/[redacted]',
    );
    expect(redactedPath(`/api/x/${'Ab9_'.repeat(8)}/y`)).toBe('/api/x/[redacted]/y');
    expect(redactedPath(`/api/admin/users/${uuid}/manager`)).toBe(`/api/admin/users/${uuid}/manager`);
    expect(Metrics.routeLabel('/api/calendar/feeds/lwcal_short.ics', 200)).toBe('/api/calendar/feeds/:value');
    expect(Metrics.routeLabel(`/api/x/${'Ab9_'.repeat(8)}`, 200)).toBe('/api/x/:value');
    expect(Metrics.routeLabel(`/api/admin/users/${uuid}`, 200)).toBe('/api/admin/users/:id');
  });

  it('redacts secret-named keys at any depth and scrubs errors', () => {
    const error = new Error('login failed for Bearer zzz-top-secret');
    expect(
      scrubValue({ user: 'sam', password: 'pw-1', nested: { apiToken: 'lw_x', list: [{ secret: 's' }] }, error }),
    ).toEqual({
      user: 'sam',
      password: '[redacted]',
      nested: { apiToken: '[redacted]', list: [{ secret: '[redacted]' }] },
      error: expect.objectContaining({ type: 'Error', message: 'login failed for Bearer [redacted]' }),
    });
  });

  it('writes one scrubbed JSON object per line with level names and ISO time', () => {
    const { logger, lines } = capture();
    logger.child({ component: 'test' }).info({ password: 'pw-2', userId: 'u1' }, 'signed in with token=abc123');
    logger.error(new Error('Bearer qwerty-token failed'));
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({ level: 'info', component: 'test', userId: 'u1', password: '[redacted]' });
    expect(first.msg).toBe('signed in with token=[redacted]');
    expect(first.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(second.err.message).toBe('Bearer [redacted] failed');
    expect(lines.join('\n')).not.toMatch(/pw-2|abc123|qwerty-token/);
  });

  it('prints readable lines in pretty mode', () => {
    const line = prettyLine(
      JSON.stringify({
        level: 'info',
        time: '2026-01-02T10:11:12.000Z',
        component: 'http',
        msg: 'request',
        status: 200,
      }),
      false,
    );
    expect(line).toBe('10:11:12 INFO  [http] request  status=200\n');
  });
});
