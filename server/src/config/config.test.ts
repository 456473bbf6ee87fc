import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig, passwordHashCostFromEnv } from '.';
import { generateVapidKeys } from './vapid';

describe('loadConfig', () => {
  const saved = { ...process.env };
  const keys = generateVapidKeys();
  beforeEach(() => {
    process.env.JWT_SECRET = 'a-secret-of-at-least-thirty-two-characters';
    process.env.VAPID_PUBLIC_KEY = keys.publicKey;
    process.env.VAPID_PRIVATE_KEY = keys.privateKey;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('serves the web build and keeps its data beside the repository root unless WEB_DIST_DIR and DATA_DIR say otherwise', () => {
    delete process.env.WEB_DIST_DIR;
    delete process.env.DATA_DIR;
    const packageName = (folder: string) =>
      (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name: string }).name;
    const config = loadConfig();
    expect(packageName(dirname(config.webDistDir))).toBe('@leavewise/web');
    expect(packageName(dirname(config.dataDir))).toBe('leavewise');
    expect(config.version).toBe(
      (JSON.parse(readFileSync(join(dirname(config.dataDir), 'package.json'), 'utf8')) as { version: string }).version,
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-config-'));
    try {
      process.env.WEB_DIST_DIR = join(dataDir, 'web');
      process.env.DATA_DIR = dataDir;
      expect(loadConfig()).toMatchObject({ webDistDir: join(dataDir, 'web'), dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
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

  it('caps sockets and subscriptions at the defaults unless MAX_SOCKETS_* and MAX_SUBSCRIPTIONS_* say otherwise', () => {
    expect(loadConfig().socketLimits).toEqual({
      socketsPerPerson: 30,
      socketsPerAddress: 2000,
      subscriptionsPerSocket: 25,
      subscriptionsPerPerson: 100,
    });
    process.env.MAX_SOCKETS_PER_PERSON = '5';
    process.env.MAX_SOCKETS_PER_ADDRESS = '10000';
    process.env.MAX_SUBSCRIPTIONS_PER_SOCKET = '3';
    process.env.MAX_SUBSCRIPTIONS_PER_PERSON = '9';
    expect(loadConfig().socketLimits).toEqual({
      socketsPerPerson: 5,
      socketsPerAddress: 10000,
      subscriptionsPerSocket: 3,
      subscriptionsPerPerson: 9,
    });
  });

  it.each([
    ['MAX_SOCKETS_PER_PERSON', '0'],
    ['MAX_SOCKETS_PER_ADDRESS', '1000001'],
    ['MAX_SUBSCRIPTIONS_PER_SOCKET', '-1'],
    ['MAX_SUBSCRIPTIONS_PER_PERSON', 'lots'],
  ])('refuses %s=%s with the variable named', (name, value) => {
    process.env[name] = value;
    expect(() => loadConfig()).toThrow(new RegExp(name));
  });

  it('refuses fewer subscriptions per person than per socket', () => {
    process.env.MAX_SUBSCRIPTIONS_PER_SOCKET = '50';
    process.env.MAX_SUBSCRIPTIONS_PER_PERSON = '20';
    expect(() => loadConfig()).toThrow(/MAX_SUBSCRIPTIONS_PER_PERSON must be at least MAX_SUBSCRIPTIONS_PER_SOCKET/);
  });

  it('generates VAPID keys once in DATA_DIR when none are set, and keeps them private', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-vapid-'));
    try {
      delete process.env.VAPID_PUBLIC_KEY;
      delete process.env.VAPID_PRIVATE_KEY;
      process.env.DATA_DIR = dataDir;
      process.env.MAIL_FROM = 'Leavewise <leave@example.com>';
      const first = loadConfig().vapid!;
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(first.subject).toBe('mailto:leave@example.com');
      expect(loadConfig().vapid).toEqual(first);
      expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ VAPID_PRIVATE_KEY: '' }, /Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/],
    [{ VAPID_PUBLIC_KEY: 'short' }, /VAPID_PUBLIC_KEY must be an uncompressed P-256 public key/],
    [{ VAPID_PRIVATE_KEY: 'bm90IGEga2V5' }, /VAPID_PRIVATE_KEY must be a P-256 private key/],
    [{ VAPID_SUBJECT: 'ops@example.com' }, /VAPID_SUBJECT must be a mailto: address or an https: URL/],
  ])('refuses VAPID settings %o', (change, message) => {
    Object.assign(process.env, change);
    expect(() => loadConfig()).toThrow(message);
  });
});

describe('PASSWORD_HASH_COST', () => {
  it('is 12 unless set, and a whole number from 4 to 15 outside production, from 10 in production', () => {
    expect(passwordHashCostFromEnv({})).toBe(12);
    expect(passwordHashCostFromEnv({ PASSWORD_HASH_COST: '' })).toBe(12);
    expect(passwordHashCostFromEnv({ PASSWORD_HASH_COST: '4' })).toBe(4);
    expect(passwordHashCostFromEnv({ PASSWORD_HASH_COST: '13', NODE_ENV: 'production' })).toBe(13);
    for (const bad of ['3', '16', '12.5', 'twelve'])
      expect(() => passwordHashCostFromEnv({ PASSWORD_HASH_COST: bad })).toThrow(
        `PASSWORD_HASH_COST must be a whole number from 4 to 15, got "${bad}"`,
      );
    expect(() => passwordHashCostFromEnv({ PASSWORD_HASH_COST: '9', NODE_ENV: 'production' })).toThrow(
      'PASSWORD_HASH_COST must be a whole number from 10 to 15, got "9"',
    );
  });

  it('stops the start when mistyped', () => {
    process.env.PASSWORD_HASH_COST = '40';
    try {
      expect(() => loadConfig()).toThrow('PASSWORD_HASH_COST must be a whole number');
    } finally {
      delete process.env.PASSWORD_HASH_COST;
    }
  });
});
