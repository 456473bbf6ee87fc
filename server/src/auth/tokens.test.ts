import { TokenService } from './tokens';

describe('TokenService', () => {
  const secret = 'a-test-secret-that-is-long-enough-for-hs256';

  it('verifies a token once and remembers it; a tampered or foreign token is refused', async () => {
    const tokens = new TokenService(secret, 3600);
    const { token } = await tokens.issue({ userId: 'u1', tokenVersion: 2 });
    expect(await tokens.verify(token)).toMatchObject({ userId: 'u1', tokenVersion: 2 });
    expect(await tokens.verify(token)).toMatchObject({ userId: 'u1', tokenVersion: 2 });
    const [header, payload, signature] = token.split('.');
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    const other = new TokenService('another-secret-that-is-long-enough-for-hs256', 3600);
    expect(await other.verify(token)).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    const tokens = new TokenService(secret, 60);
    const { token } = await tokens.issue({ userId: 'u1', tokenVersion: 0 });
    expect(await tokens.verify(token)).not.toBeNull();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 120_000);
    try {
      expect(await tokens.verify(token)).toBeNull();
    } finally {
      clock.mockRestore();
    }
  });
});
