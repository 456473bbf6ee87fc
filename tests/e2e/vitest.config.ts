import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** End-to-end flows: Chromium (playwright-core) against a real server on an embedded Postgres. */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // Generous: beside the server suite and two more shards on two cores (a load of 14 and more), a
    // long flow has been measured at over three minutes. A test is a check of behaviour, never of speed.
    testTimeout: 300_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // A test that fails runs once more. `npm test` lists every test that needed it, with the first
    // try's screenshots and address, so a test that only passes the second time stays in sight.
    retry: 1,
    // A page waits for lazily loaded chunks and the server; a loaded machine takes seconds, not one.
    expect: { poll: { timeout: 10_000 } },
  },
});
