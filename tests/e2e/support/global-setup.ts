import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { startMailbox } from './mailbox';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** Where the SMTP receiver keeps messages the server sent (empty with E2E_BASE_URL: no mail to read). */
    mailDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Builds the web client and starts the server (`server/src/main.ts`, what `npm start` runs) on a free
 * port with a fresh DATA_DIR, so its embedded Postgres is new and seeded with the demo organisation.
 * Set E2E_BASE_URL to run against a server that is already running instead.
 */
export default async function setup(project: TestProject) {
  project.provide('chromiumPath', await findChromium((line) => console.log(line)));
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    project.provide('mailDir', '');
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
  const server: ChildProcess = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: join(repoRoot, 'server'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: mailbox.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in time:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Leavewise is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('mailDir', mailDir);

  return async () => {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        try {
          process.kill(-server.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
        resolve();
      }, 20_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      try {
        process.kill(-server.pid!, 'SIGTERM');
      } catch {
        clearTimeout(timer);
        resolve();
      }
    });
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
