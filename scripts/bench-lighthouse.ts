/**
 * Lighthouse 12 performance scores of the web app as deployed: the production build (`npm start`'s,
 * rebuilt when its sources changed) served by the real server on an embedded Postgres seeded with the
 * demo organisation, in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium; no browser is ever
 * downloaded). Each page is measured with the mobile preset (simulated slow 4G and a 4× slower CPU) and
 * the desktop preset; the pages behind sign-in are opened as the demo administrator, whose session is
 * put in localStorage as the web client keeps it (web/src/lib/session.ts). Prints score, first and
 * largest contentful paint and total blocking time of each, against the targets (≥ 90 mobile, ≥ 95
 * desktop). With --runs N, each figure is the run with the median score of N.
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-lighthouse.ts [--runs 3] [--pages /login,/admin]
 *     [--presets mobile,desktop] [--json /tmp/lighthouse.json] [--reports /tmp/lighthouse-reports]
 *
 * --reports keeps each run's whole Lighthouse report (JSON) there, e.g. to see what blocks the main thread.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/src/db/seeds/demo';
import { startBenchServer } from './bench-server';

const ROOT = join(__dirname, '..');
const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Math.max(1, Number(arg('runs') ?? 1));
const PAGES = (arg('pages') ?? '/login,/dashboard,/approvals,/calendar,/admin').split(',');
const PRESETS = (arg('presets') ?? 'mobile,desktop').split(',') as Preset[];
const TARGETS = { mobile: 90, desktop: 95 } as const;
type Preset = keyof typeof TARGETS;
/** Pages a signed-out visitor sees; every other page is opened signed in. */
const ANONYMOUS_PAGES = new Set(['/login', '/reset-password']);
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

interface BrowserStorage {
  clear(): void;
  setItem(key: string, value: string): void;
}

interface Measure {
  preset: Preset;
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}: install Debian's (apt-get install chromium) or set CHROME_PATH.`);
  }
  return path;
}

/** Signs the administrator in through GraphQL, as the login page does, and answers the session to store. */
async function adminSession(origin: string): Promise<{ token: string; user: unknown }> {
  const admin = DEMO_USERS.find((user) => user.role === 'admin') ?? DEMO_USERS[0];
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) {
        token user { id email firstName lastName fullName department jobTitle workHours workAddress
          profileImageUrl role isAdmin isManager isHr isActive capabilities manager { id fullName email } } } }`,
      variables: { email: admin.email, password: DEMO_PASSWORD },
    }),
  });
  const body = (await response.json()) as { data?: { login: { token: string; user: unknown } }; errors?: unknown };
  if (!body.data) throw new Error(`the administrator could not sign in: ${JSON.stringify(body.errors)}`);
  return body.data.login;
}

/**
 * Lighthouse on a busy machine now and then loses the trace of a load (NO_NAVSTART, NO_FCP): such a run
 * is repeated, up to three times.
 */
async function measureWithRetry(run: () => Promise<Measure>): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
      console.log(`  (${(error as Error).message}; measuring again)`);
    }
  }
}

class LighthouseRunError extends Error {}

const median = (measures: Measure[]) =>
  [...measures].sort((a, b) => a.score - b.score)[Math.floor(measures.length / 2)];

async function main(): Promise<void> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');

  // The production build `npm start` serves, built only when its sources changed.
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts/build-web.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');

  const dataDir = mkdtempSync(join(tmpdir(), 'leavewise-lighthouse-'));
  const server = await startBenchServer(null, {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(ROOT, 'web/dist'),
  });
  const origin = `http://127.0.0.1:${server.port}`;
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
    // Lighthouse sets the viewport of each preset itself.
    defaultViewport: null,
  });
  const measures: Measure[] = [];
  let session: { token: string; user: unknown } | undefined;
  try {
    session = await adminSession(origin);
    for (const preset of PRESETS) {
      for (const path of PAGES) {
        const runs: Measure[] = [];
        for (let run = 0; run < RUNS; run++) {
          runs.push(await measureWithRetry(() => measure(preset, path)));
        }
        const chosen = median(runs);
        measures.push(chosen);
        const target = TARGETS[preset];
        console.log(
          `${preset.padEnd(7)} ${path.padEnd(10)} score ${String(chosen.score).padStart(3)} ` +
            `(target ≥ ${target}: ${chosen.score >= target ? 'met' : 'MISSED'})  ` +
            `FCP ${(chosen.fcpMs / 1000).toFixed(1)} s  LCP ${(chosen.lcpMs / 1000).toFixed(1)} s  ` +
            `TBT ${chosen.tbtMs} ms` +
            (RUNS > 1 ? `  (median of ${RUNS}: ${runs.map((r) => r.score).join(', ')})` : ''),
        );
      }
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => {
      server.child.once('exit', () => resolve());
      server.child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
  const jsonFile = arg('json');
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(measures, null, 2) + '\n');

  /** One Lighthouse run of `path` in a fresh tab, signed in unless the page is for signed-out visitors. */
  async function measure(preset: Preset, path: string): Promise<Measure> {
    const page = await browser.newPage();
    // Same origin first, so the session can be written to (or cleared from) its localStorage.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      (stored: { token: string; user: string } | null) => {
        // Runs in the page (this script is compiled without the DOM's types).
        const storage = (globalThis as unknown as { localStorage: BrowserStorage }).localStorage;
        storage.clear();
        if (stored) {
          storage.setItem('token', stored.token);
          storage.setItem('user', stored.user);
        }
      },
      ANONYMOUS_PAGES.has(path) || !session ? null : { token: session.token, user: JSON.stringify(session.user) },
    );
    // Lighthouse clears the HTTP cache before loading; localStorage is not among what it clears.
    const result = await lighthouse(
      `${origin}${path}`,
      { onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    ).finally(() => page.close());
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const reports = arg('reports');
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${preset}${path.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new LighthouseRunError(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}: the session was not accepted`);
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return {
      preset,
      page: path,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
    };
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
