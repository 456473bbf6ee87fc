// Prints the JavaScript each landing page loads before it shows (the entry, the page's lazy modules and
// every chunk they import statically), compressed as the server sends it (brotli; gzip beside it), as
// the web build weighed it (web/bundle-budget.ts writes web/dist/.vite/first-routes.json; the build
// itself fails when the first route, /login, is over its 250 KB budget). Builds web/dist when its
// sources changed. `--json` prints one JSON line; `--strict` exits 1 when any page is over the budget.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = process.env.WEB_DIST_DIR || join(root, 'web/dist');
execFileSync(process.execPath, [join(root, 'scripts/build-web.mjs')], { cwd: root, stdio: 'ignore' });
const routes = JSON.parse(readFileSync(join(dist, '.vite/first-routes.json'), 'utf8'));
const LIMIT_KB = 250;

if (process.argv.includes('--json')) console.log(JSON.stringify({ limitKB: LIMIT_KB, routes }));
else
  for (const route of routes)
    console.log(
      `${route.route.padEnd(10)} JavaScript: ${route.brotliKB} KB brotli (${route.gzipKB} KB gzip, ${route.rawKB} KB raw, ` +
        `${route.chunks} chunks) = ${(route.brotliKB / LIMIT_KB).toFixed(2)} of the ${LIMIT_KB} KB budget: ` +
        `${route.withinBudget ? 'within' : 'OVER'}${route.budgeted ? ' (first route: the build fails over it)' : ''}`,
    );
if (process.argv.includes('--strict') && routes.some((route) => !route.withinBudget)) process.exitCode = 1;
