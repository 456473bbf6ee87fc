/**
 * Time to content on a phone, as a person sees it: how long a signed-in page takes from the navigation
 * until its data shows (a text of the page's data, e.g. /dashboard's "PTO Balance"), in Debian's Chromium
 * slowed down as a mid-range phone on a slow link is (CPU four times slower, `Emulation.setCPUThrottlingRate`;
 * 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up, `Network.emulateNetworkConditions`; no HTTP cache).
 * Lighthouse (bench-lighthouse.ts) simulates such a phone from an unthrottled load instead, which leaves out
 * what starts earlier on the network while the CPU works; this measures a real throttled load.
 *
 * The production build `npm start` serves and the baseline's (another commit's web build, as
 * bench-lighthouse.ts builds it), each served by a server of its own on a database seeded with the demo
 * organisation, the demo administrator's session stored as the web client keeps it. Their loads take
 * turns, a fresh browser each; it prints every load and the median of each, and their ratio.
 *
 * Two kinds of visit (`--visits`): a first one, nothing cached; and a repeat one, the service worker
 * installed by earlier unthrottled loads, so the code comes from its cache and only the page and its
 * data cross the slow link (how most visits to a leave app go).
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-first-content.ts [--runs 5] [--baseline main|none]
 *     [--pages "/dashboard=PTO Balance,/approvals=Pending"] [--visits first,repeat]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWebBuildServer, stopBenchServer, type BenchServer } from './bench-server';
import { buildBaselineWeb, resolveBaseline } from './lighthouse-baseline';

const ROOT = join(__dirname, '..');
const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Math.max(1, Number(arg('runs') ?? 5));
const BASELINE = arg('baseline') ?? 'merge-base:main';
/** Each page with the text that shows once its data has arrived. */
const PAGES = (arg('pages') ?? '/dashboard=PTO Balance').split(',').map((entry) => {
  const [path, text] = entry.split('=');
  return { path, text };
});
const VISITS = (arg('visits') ?? 'first,repeat').split(',') as Visit[];
type Visit = 'first' | 'repeat';
if (VISITS.some((visit) => visit !== 'first' && visit !== 'repeat')) throw new Error('--visits: first, repeat');
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Build {
  name: string;
  dist: string;
  server?: BenchServer;
  origin?: string;
  session?: { token: string; user: unknown };
  loads: Map<string, number[]>;
}

/** Milliseconds from the navigation to `text` showing in the page, in a fresh throttled browser. */
async function timeToContent(build: Build, path: string, text: string, visit: Visit): Promise<number> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823 });
    await page.goto(`${build.origin}/favicon.svg`);
    await page.evaluate(
      (token, user) => {
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
          .localStorage;
        storage.setItem('token', token);
        storage.setItem('user', user);
      },
      build.session!.token,
      JSON.stringify(build.session!.user),
    );
    if (visit === 'repeat') {
      // Two earlier visits: the first stores the person as the server describes them, the second what the page
      // asks for first with it (web/src/lib/early.ts), as a person who has used the app before has.
      await page.goto(`${build.origin}${path}`, { waitUntil: 'networkidle0' });
      await page.goto(`${build.origin}${path}`, { waitUntil: 'networkidle0' });
      await page.evaluate(
        () =>
          (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator
            .serviceWorker.ready,
      );
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: visit === 'first' });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${build.origin}${path}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      (wanted) =>
        (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText.includes(
          wanted,
        ),
      { timeout: 60_000, polling: 50 },
      text,
    );
    return Math.round(
      await page.evaluate(() => (globalThis as unknown as { performance: { now(): number } }).performance.now()),
    );
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts/build-web.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
  const builds: Build[] = [];
  if (BASELINE !== 'none') {
    const baseline = resolveBaseline(BASELINE);
    builds.push({ name: `baseline ${baseline.label}`, dist: buildBaselineWeb(baseline.commit), loads: new Map() });
  }
  const current = process.env.WEB_DIST_DIR ?? join(ROOT, 'web/dist');
  if (!existsSync(join(current, 'index.html'))) throw new Error(`no web build in ${current}`);
  builds.push({ name: 'this checkout', dist: current, loads: new Map() });

  const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'leavewise-first-content-')));
  try {
    await Promise.all(
      builds.map(async (build, index) => Object.assign(build, await startWebBuildServer(dataDirs[index], build.dist))),
    );
    console.log(
      `time to content: CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms round trips, 1.6 Mbit/s down; ` +
        `${RUNS} loads of each build, taking turns; a first visit with nothing cached, a repeat one with the ` +
        `code in the service worker's cache`,
    );
    for (const visit of VISITS) {
      for (const { path, text } of PAGES) {
        const key = `${visit} ${path} ${text}`;
        for (let run = 0; run < RUNS; run++) {
          for (const build of builds) {
            const loads = build.loads.get(key) ?? [];
            loads.push(await timeToContent(build, path, text, visit));
            build.loads.set(key, loads);
          }
        }
        for (const build of builds) {
          const loads = build.loads.get(key)!;
          console.log(
            `${build.name.padEnd(40)} ${visit.padEnd(6)} ${path.padEnd(11)} "${text}" after ${median(loads)} ms ` +
              `(median; ${loads.join(', ')})`,
          );
        }
        if (builds.length > 1) {
          const [before, after] = [median(builds[0].loads.get(key)!), median(builds[1].loads.get(key)!)];
          console.log(`this checkout against the baseline, ${visit} visit to ${path}: ${(after / before).toFixed(2)}×`);
        }
      }
    }
  } finally {
    for (const build of builds) if (build.server) await stopBenchServer(build.server);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
