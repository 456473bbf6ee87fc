import { loadConfig } from './config';

describe('loadConfig', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    process.env.JWT_SECRET = 'a-secret-of-at-least-thirty-two-characters';
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('keeps 20 database connections unless DATABASE_POOL_SIZE says otherwise', () => {
    delete process.env.DATABASE_POOL_SIZE;
    expect(loadConfig().databasePoolSize).toBe(20);
    process.env.DATABASE_POOL_SIZE = '8';
    expect(loadConfig().databasePoolSize).toBe(8);
  });

  it.each(['0', '201', '-3', '2.5', 'many'])('refuses DATABASE_POOL_SIZE=%s with the variable named', (value) => {
    process.env.DATABASE_POOL_SIZE = value;
    expect(() => loadConfig()).toThrow(/DATABASE_POOL_SIZE/);
  });
});
