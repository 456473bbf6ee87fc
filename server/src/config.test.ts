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

  it('gives outgoing calls 10 seconds unless OUTBOUND_TIMEOUT_MS says otherwise, between 1 and 60 seconds', () => {
    delete process.env.OUTBOUND_TIMEOUT_MS;
    expect(loadConfig().outboundTimeoutMs).toBe(10_000);
    process.env.OUTBOUND_TIMEOUT_MS = '2500';
    expect(loadConfig().outboundTimeoutMs).toBe(2500);
    for (const value of ['999', '60001', '-1', 'soon']) {
      process.env.OUTBOUND_TIMEOUT_MS = value;
      expect(() => loadConfig()).toThrow(/OUTBOUND_TIMEOUT_MS/);
    }
  });

  it('pipelines short reads on 4 connections unless DATABASE_READ_PIPELINES says otherwise (0 turns it off)', () => {
    delete process.env.DATABASE_READ_PIPELINES;
    expect(loadConfig().databaseReadPipelines).toBe(4);
    process.env.DATABASE_READ_PIPELINES = '0';
    expect(loadConfig().databaseReadPipelines).toBe(0);
    for (const value of ['17', '-1', 'two']) {
      process.env.DATABASE_READ_PIPELINES = value;
      expect(() => loadConfig()).toThrow(/DATABASE_READ_PIPELINES/);
    }
  });

  it('keeps handled events 30 days unless EVENT_RETENTION_DAYS says otherwise, between 1 and 3650 days', () => {
    delete process.env.EVENT_RETENTION_DAYS;
    expect(loadConfig().eventRetentionDays).toBe(30);
    process.env.EVENT_RETENTION_DAYS = '7';
    expect(loadConfig().eventRetentionDays).toBe(7);
    for (const value of ['0', '3651', '-1', 'a month']) {
      process.env.EVENT_RETENTION_DAYS = value;
      expect(() => loadConfig()).toThrow(/EVENT_RETENTION_DAYS/);
    }
  });
});
