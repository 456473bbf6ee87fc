import { Writable } from 'node:stream';
import { createLogger, prettyLine, scrubText, scrubValue } from './logger';

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
