import { execSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { DEFAULT_TENANT, startLocalIssuer, type LocalIssuer } from '../../../scripts/local-oidc-issuer.mjs';
import { findChromium } from './chromium';
import { startMailbox } from './mailbox';
import { freePort, startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** Where the SMTP receiver keeps messages the server sent (empty with E2E_BASE_URL: no mail to read). */
    mailDir: string;
    /** The local OpenID Connect issuer the server signs people in with ('' when single sign-on is not set up). */
    ssoIssuer: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Builds the web client and starts the server (`server/src/main.ts`, what `npm start` runs) on a free
 * port with a fresh DATA_DIR, so its embedded Postgres is new and seeded with the demo organisation.
 * Set E2E_BASE_URL to run against a server that is already running instead (started with
 * WEBHOOK_ALLOWED_HOSTS=127.0.0.1 for the webhook flow).
 */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', await findChromium((line) => console.log(line)));
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('mailDir', '');
    project.provide('ssoIssuer', process.env.E2E_SSO_ISSUER ?? '');
    return;
  }
  // Built only when the web sources changed since the last build (scripts/build-web.mjs).
  if (!process.env.E2E_SKIP_BUILD) execSync('node scripts/build-web.mjs', { cwd: repoRoot, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-e2e-'));
  // Embedded Postgres runs as the postgres user when started as root: it must reach the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  // A real SMTP receiver: account recovery is tested with the email the server really sends.
  const mailDir = join(dataDir, 'mail');
  const mailbox = await startMailbox(mailDir);
  // Single sign-on for every spec: a local OpenID Connect issuer (the sign-in page shows its button).
  const issuer: LocalIssuer = await startLocalIssuer({
    clientId: 'leavewise-e2e',
    clientSecret: 'leavewise-e2e-secret',
    redirectUris: [`http://127.0.0.1:${port}/api/auth/sso/callback`],
  });
  project.provide('ssoIssuer', issuer.issuer);
  let server: RunningServer;
  try {
    server = await startServer(
      {
        // Loopback receivers started by the specs stand in for Slack, Teams and webhook endpoints.
        WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
        ...(process.env as Record<string, string>),
        SMTP_URL: mailbox.url,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SSO_ISSUER: issuer.issuer,
        SSO_CLIENT_ID: 'leavewise-e2e',
        SSO_CLIENT_SECRET: 'leavewise-e2e-secret',
        SSO_ALLOWED_TENANTS: DEFAULT_TENANT,
        SSO_AUTO_CREATE: 'true',
      },
      { port, dataDir },
    );
  } catch (error) {
    await issuer.close();
    throw error;
  }
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('mailDir', mailDir);

  return async () => {
    await server.stop();
    await mailbox.close();
    await issuer.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
