/**
 * Lighthouse 12 scores of the web app as deployed: the production build (`npm start`'s, rebuilt when its
 * sources changed) served by the real server on an embedded Postgres seeded with the demo organisation,
 * in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium; no browser is ever downloaded). Each page is
 * measured with the mobile preset (simulated slow 4G and a 4× slower CPU) and the desktop preset; the
 * pages behind sign-in are opened as the demo administrator, whose session is put in localStorage as the
 * web client keeps it (web/src/lib/session.ts). Prints the performance score against the targets (≥ 90
 * mobile, ≥ 95 desktop), first and largest contentful paint, total blocking time, and the accessibility
 * and best practices scores of each, then whether Chromium would install the app from each page
 * (installability.ts: Lighthouse 12 has no PWA category). With --runs N, each figure is the run with the
 * median performance score of N.
 *
 * The baseline, measured in the same run, its runs taking turns with this checkout's, by the same server
 * code on a database of its own seeded alike: the web build of another commit (--baseline REF; by default `merge-base:main`, where this branch left main; `none` measures this
 * checkout alone). Each figure is printed for both, with the change (points for scores, a ratio for times).
 *
 *   npx tsx --tsconfig server/tsconfig.json scripts/bench-lighthouse.ts [--runs 3] [--pages /login,/admin]
 *     [--presets mobile,desktop] [--via direct,nginx] [--baseline main|none] [--json /tmp/lighthouse.json]
 *     [--reports /tmp/reports]
 *
 * --reports keeps each run's whole Lighthouse report (JSON) there, e.g. to see what blocks the main thread.
 *
 * --via says how the browser reaches the server (both by default, each measured and printed on its own):
 * `direct`, the server as `npm start` runs it (plain HTTP/1.1: a browser fetches six files at a time), and
 * `nginx`, through the docker/ configuration with HTTPS and HTTP/2 (docker/nginx/tls.conf, as
 * compose.tls.yaml deploys it; a certificate made for the run, which Chromium is told to trust), as a
 * phone reaches a deployment. nginx and openssl come from Debian; without them `nginx` is skipped, saying why.
 */
import { spawnSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { findNginx, freePort, selfSignedCertificate, startNginx, type RunningNginx } from '../server/test/nginx';
import { startWebBuildServer, stopBenchServer, type BenchServer } from './bench-server';
import { checkInstallability, describeInstallability, type Installability } from './installability';
import { buildBaselineWeb, resolveBaseline } from './lighthouse-baseline';

const ROOT = join(__dirname, '..');
const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Math.max(1, Number(arg('runs') ?? 1));
const PAGES = (arg('pages') ?? '/login,/dashboard,/approvals,/calendar,/admin').split(',');
const PRESETS = (arg('presets') ?? 'mobile,desktop').split(',') as Preset[];
const BASELINE = arg('baseline') ?? 'merge-base:main';
const VIAS = (arg('via') ?? 'direct,nginx').split(',') as Via[];
type Via = 'direct' | 'nginx';
const VIA_NAMES: Record<Via, string> = {
  direct: 'direct (npm start: HTTP/1.1)',
  nginx: 'through nginx (HTTPS, HTTP/2)',
};
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
  via: Via;
  preset: Preset;
  page: string;
  score: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/** One web build measured: this checkout's or the baseline's. */
interface Build {
  name: string;
  dist: string;
  measures: Measure[];
  installability: Installability[];
  server?: BenchServer;
  /** Where the browser reaches this build's server, by way. */
  origins: Partial<Record<Via, string>>;
  proxy?: RunningNginx;
  session?: { token: string; user: unknown };
}

function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}: install Debian's (apt-get install chromium) or set CHROME_PATH.`);
  }
  return path;
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The figures of one page, one line; with the baseline's beside them when there is one. */
function report(chosen: Measure, runs: Measure[], before?: Measure): string {
  const target = TARGETS[chosen.preset];
  const points = (now: number, then: number) => `${now} (${now - then >= 0 ? '+' : ''}${now - then})`;
  const ratio = (now: number, then: number, show: (ms: number) => string) =>
    `${show(now)} (${then > 0 ? `${(now / then).toFixed(2)}×` : 'n/a'})`;
  const line = before
    ? `score ${points(chosen.score, before.score).padEnd(9)} a11y ${points(chosen.accessibility, before.accessibility).padEnd(8)} ` +
      `best ${points(chosen.bestPractices, before.bestPractices).padEnd(8)} FCP ${ratio(chosen.fcpMs, before.fcpMs, seconds)}  ` +
      `LCP ${ratio(chosen.lcpMs, before.lcpMs, seconds)}  TBT ${ratio(chosen.tbtMs, before.tbtMs, (ms) => `${ms} ms`)}`
    : `score ${String(chosen.score).padStart(3)} (target ≥ ${target}: ${chosen.score >= target ? 'met' : 'MISSED'})  ` +
      `a11y ${chosen.accessibility}  best practices ${chosen.bestPractices}  ` +
      `FCP ${seconds(chosen.fcpMs)}  LCP ${seconds(chosen.lcpMs)}  TBT ${chosen.tbtMs} ms`;
  return (
    `${chosen.via.padEnd(6)} ${chosen.preset.padEnd(7)} ${chosen.page.padEnd(10)} ${line}` +
    (runs.length > 1 ? `  (median of ${runs.length}: ${runs.map((r) => r.score).join(', ')})` : '')
  );
}

async function main(): Promise<void> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');

  // The production build `npm start` serves, built only when its sources changed.
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts/build-web.mjs')], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the web build failed');
  const builds: Build[] = [];
  if (BASELINE !== 'none') {
    const baseline = resolveBaseline(BASELINE);
    builds.push({
      name: `baseline: ${baseline.label}`,
      dist: buildBaselineWeb(baseline.commit),
      measures: [],
      installability: [],
      origins: {},
    });
  }
  const current = process.env.WEB_DIST_DIR ?? join(ROOT, 'web/dist');
  builds.push({ name: 'this checkout', dist: current, measures: [], installability: [], origins: {} });

  const vias = VIAS.filter((via) => via === 'direct' || via === 'nginx');
  // Through nginx: HTTPS with a certificate made for this run, which Chromium trusts by its key's hash
  // (and no other certificate error).
  const certificates = mkdtempSync(join(tmpdir(), 'leavewise-lighthouse-tls-'));
  let tls: { nginxPath: string; certificate: string; key: string; spki: string } | undefined;
  if (vias.includes('nginx')) {
    const nginx = findNginx();
    const made = nginx.path ? selfSignedCertificate(certificates) : null;
    if (!nginx.path || !made) {
      console.log(`not measured through nginx: ${nginx.path ? 'openssl is not installed' : nginx.reason}`);
      vias.splice(vias.indexOf('nginx'), 1);
    } else {
      const spki = createPublicKey(readFileSync(made.certificate)).export({ type: 'spki', format: 'der' });
      tls = { nginxPath: nginx.path, ...made, spki: createHash('sha256').update(spki).digest('base64') };
    }
  }

  // Each build served by a server of its own, on a database of its own, all started before measuring.
  const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'leavewise-lighthouse-')));
  const launch = () =>
    puppeteer.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: tls ? [...CHROMIUM_FLAGS, `--ignore-certificate-errors-spki-list=${tls.spki}`] : CHROMIUM_FLAGS,
      // Lighthouse sets the viewport of each preset itself.
      defaultViewport: null,
    });
  let browser = await launch();
  /** The browser, started again if it went away (Chromium on a loaded machine now and then does). */
  const liveBrowser = async () => {
    if (!browser.connected) browser = await launch();
    return browser;
  };
  try {
    await Promise.all(
      builds.map(async (build, index) => {
        // Behind nginx, as compose.yaml runs it: its X-Forwarded-Proto believed (HTTPS pages' sockets).
        const env: Record<string, string> = tls ? { TRUST_PROXY: '1' } : {};
        const { server, origin, session } = await startWebBuildServer(dataDirs[index], build.dist, env);
        Object.assign(build, { server, session });
        build.origins.direct = origin;
        if (tls) {
          const api = new URL(origin).host;
          build.proxy = await startNginx(tls.nginxPath, {
            listenPort: await freePort(),
            upstreams: [api, api],
            tls: { port: await freePort(), certificate: tls.certificate, key: tls.key },
          });
          build.origins.nginx = build.proxy.httpsUrl;
        }
      }),
    );
    await measureAll();
  } finally {
    await browser.close().catch(() => undefined);
    for (const build of builds) await build.proxy?.stop();
    for (const build of builds) if (build.server) await stopBenchServer(build.server);
    for (const dir of [...dataDirs, certificates]) rmSync(dir, { recursive: true, force: true });
  }

  const [after, before] = [builds[builds.length - 1], builds.length > 1 ? builds[0] : undefined];
  if (before) {
    console.log(`\nbaseline: ${before.name.replace(/^baseline: /, '')}`);
    console.log('this checkout against the baseline (scores: change in points; times: ratio to the baseline)');
    for (const measure of after.measures) {
      const then = before.measures.find(
        (m) => m.via === measure.via && m.preset === measure.preset && m.page === measure.page,
      );
      console.log(report(measure, [], then));
    }
  }
  for (const build of builds) {
    console.log(`\ninstallability (as Chromium decides it), ${build.name}:`);
    for (const result of build.installability) console.log(describeInstallability(result));
  }
  const jsonFile = arg('json');
  if (jsonFile)
    writeFileSync(
      jsonFile,
      JSON.stringify(
        builds.map(({ name, measures, installability }) => ({ name, measures, installability })),
        null,
        2,
      ) + '\n',
    );

  /**
   * Every page with every preset, by each way, the builds' runs taking turns (baseline then this
   * checkout, then the other way round), so a load that drifts during the run weighs on both alike.
   */
  async function measureAll(): Promise<void> {
    for (const via of vias) {
      if (vias.length > 1) console.log(`\n${VIA_NAMES[via]}`);
      for (const preset of PRESETS) await measurePreset(via, preset);
    }
    // Installability does not depend on the way: asked once, of the server as npm start runs it.
    for (const build of builds) {
      for (const path of PAGES) {
        const origin = build.origins.direct!;
        const page = await signedInAsNeeded(await liveBrowser(), origin, build.session!, path);
        await page.close();
        build.installability.push(await checkInstallability(await liveBrowser(), `${origin}${path}`));
      }
    }
  }

  /** One preset's pages by one way. */
  async function measurePreset(via: Via, preset: Preset): Promise<void> {
    for (const path of PAGES) {
      const runs = new Map<Build, Measure[]>(builds.map((build) => [build, []]));
      for (let run = 0; run < RUNS; run++) {
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          runs.get(build)!.push(
            await measureWithRetry(() =>
              measure(via, build.origins[via]!, build.session!, preset, path).catch(async (error: unknown) => {
                // A browser that lost its targets while still connected (Protocol error: session not
                // found) is as gone as a closed one: it is started again.
                const lost = /Protocol error|Target closed|Session closed/.test((error as Error).message);
                if (browser.connected && !lost) throw error;
                if (lost) {
                  await browser.close().catch(() => undefined);
                  browser = await launch();
                }
                throw new LighthouseRunError(`${path}: Chromium went away (${(error as Error).message})`);
              }),
            ),
          );
        }
      }
      for (const build of builds) {
        const chosen = median(runs.get(build)!);
        build.measures.push(chosen);
        console.log(
          `${build === builds[builds.length - 1] ? 'this    ' : 'baseline'} ${report(chosen, runs.get(build)!)}`,
        );
      }
    }
  }

  /** One Lighthouse run of `path` in a fresh tab, signed in unless the page is for signed-out visitors. */
  async function measure(
    via: Via,
    origin: string,
    session: { token: string; user: unknown },
    preset: Preset,
    path: string,
  ): Promise<Measure> {
    const page = await signedInAsNeeded(await liveBrowser(), origin, session, path);
    // Lighthouse clears the HTTP cache before loading; localStorage is not among what it clears.
    const result = await lighthouse(
      `${origin}${path}`,
      { onlyCategories: ['performance', 'accessibility', 'best-practices'], output: 'json', logLevel: 'error' },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    ).finally(() => page.close());
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const reports = arg('reports');
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${via}-${preset}${path.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new LighthouseRunError(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== path) throw new Error(`${path} ended on ${finalPath}: the session was not accepted`);
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      via,
      preset,
      page: path,
      score: category('performance'),
      accessibility: category('accessibility'),
      bestPractices: category('best-practices'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
    };
  }
}

/** A fresh tab on the server's origin, its localStorage holding the session unless `path` is for signed-out visitors. */
async function signedInAsNeeded(
  browser: Browser,
  origin: string,
  session: { token: string; user: unknown },
  path: string,
) {
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
    ANONYMOUS_PAGES.has(path) ? null : { token: session.token, user: JSON.stringify(session.user) },
  );
  return page;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
