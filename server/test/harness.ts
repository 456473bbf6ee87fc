import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource, Logger } from 'typeorm';
import { createApp, type App } from '../src/app';
import type { AppConfig } from '../src/config';
import { createDataSource } from '../src/database';
import { SIZES_SQL_TAG } from '../src/graphql/organisation-sizes';
import { createServices, type Services } from '../src/services';
import { hashPassword } from '../src/auth/passwords';
import { UserEntity, type RoleValue } from '../src/modules/users/user.entity';
import { currentYear } from '../src/modules/users/user.service';
import { generateVapidKeys } from '../src/config/vapid';

export const TEST_PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

/** A fresh database cloned from the migrated template. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.LEAVEWISE_TEST_ADMIN_URL;
  if (!adminUrl) throw new Error('LEAVEWISE_TEST_ADMIN_URL is not set: run tests through jest (global setup)');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE leavewise_template`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One VAPID key pair for the test run, as a server keeps one (generated in DATA_DIR) across restarts. */
const TEST_VAPID = { ...generateVapidKeys(), subject: 'mailto:ops@leavewise.test' };

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/tmp',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    tokenTtlSeconds: 3600,
    smtpUrl: undefined,
    mailFrom: 'Leavewise <no-reply@leavewise.test>',
    webDistDir: '/nonexistent',
    runJobs: false,
    version: 'test',
    vapid: TEST_VAPID,
    ...overrides,
  };
}

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** Something to send GraphQL to: the test app, or another server process or proxy (graphqlAt). */
export interface GraphQLClient {
  /** POST a GraphQL document; `token` adds the bearer header. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<GraphQLResult<T>>;
}

/** A GraphQL client for the server at `url` (its origin, e.g. a server process's or nginx's url): POSTs to `url`/graphql. */
export function graphqlAt(url: string): GraphQLClient {
  return {
    gql: async (query, variables, token) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as GraphQLResult;
      return { ...body, status: response.status } as never;
    },
  };
}

export interface TestApp extends GraphQLClient {
  url: string;
  databaseUrl: string;
  dataSource: DataSource;
  services: Services;
  app: App;
  /** Creates a person directly in the database (fast: the password hash is computed once). */
  createUser(overrides?: Partial<UserEntity> & { role?: RoleValue }): Promise<UserEntity>;
  /** Signs in through the API and returns the bearer token. */
  tokenFor(user: Pick<UserEntity, 'email'>): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/** `databaseUrl`: a migrated database of the test's own (default: a clone of the template); `replica`: the read replica. */
export async function startTestApp(
  options: { config?: Partial<AppConfig>; databaseUrl?: string; replica?: DataSource } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const dataSource = createDataSource(databaseUrl, { poolSize: 30 });
  await dataSource.initialize();
  const services = createServices(dataSource, testConfig(options.config), undefined, options.replica);
  const app = await createApp(services);
  const port = await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  // Single sign-on is built on PUBLIC_URL; a test app's is its own address, known once it listens.
  if (services.sso.settings && !services.sso.settings.publicUrl) services.sso.settings.publicUrl = url;
  passwordHash ??= hashPassword(TEST_PASSWORD);

  const { gql } = graphqlAt(url);

  const createUser: TestApp['createUser'] = async (overrides = {}) => {
    counter += 1;
    const id = `${process.pid}-${counter}-${randomBytes(3).toString('hex')}`;
    const user = await dataSource.manager.save(
      UserEntity,
      dataSource.manager.create(UserEntity, {
        email: `person-${id}@example.test`,
        firstName: 'Test',
        lastName: `Person ${counter}`,
        department: 'Engineering',
        jobTitle: 'Engineer',
        role: 'staff',
        passwordHash: await passwordHash!,
        ...overrides,
      }),
    );
    await dataSource.transaction((manager) => services.balances.ensureBalances(manager, user, currentYear()));
    return user;
  };

  const tokenFor: TestApp['tokenFor'] = async (user) => {
    const result = await gql<{ login: { token: string } }>(
      `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`,
      { e: user.email, p: TEST_PASSWORD },
    );
    if (!result.data?.login) throw new Error(`login failed for ${user.email}: ${JSON.stringify(result.errors)}`);
    return result.data.login.token;
  };

  return {
    url,
    databaseUrl,
    dataSource,
    services,
    app,
    gql,
    createUser,
    tokenFor,
    close: async () => {
      await services.jobs.stop();
      await app.close();
      await dataSource.destroy();
    },
  };
}

/** A date `days` from today, YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Makes the data source's logger report each statement it runs to `onQuery` (TypeORM's pool and the
 * pipelined reads both tell the logger), and returns a function that puts the previous logger back.
 * The organisation's counts, read in the background when a request finds them old, are left out:
 * they are no request's own work.
 */
export function recordStatements(dataSource: DataSource, onQuery: (sql: string) => void): () => void {
  const previous = dataSource.logger;
  const recording: Logger = {
    logQuery: (query) => {
      if (!query.startsWith(SIZES_SQL_TAG)) onQuery(query);
    },
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  Object.defineProperty(dataSource, 'logger', { value: recording, configurable: true });
  return () => Object.defineProperty(dataSource, 'logger', { value: previous, configurable: true });
}
