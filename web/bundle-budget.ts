import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The most compressed JavaScript a first visit may download before the first route (/login) shows. */
export const FIRST_ROUTE_BUDGET_KB = 250;
/**
 * The most JavaScript files any landing page may fetch before it shows. On a slow link each file costs a
 * round trip, and without HTTP/2 a browser fetches six at a time: the kit's components and the pages' icons
 * are grouped in a few chunks (vite.config.ts) rather than one per component and icon.
 */
export const LANDING_ROUTE_FILES = 45;
/** The page a visitor without a session is sent to, whatever address they open first. */
const FIRST_ROUTE = '/login';

/**
 * Pages a visit may land on, with the lazily loaded modules each renders (besides the entry's chunks):
 * its page, the first console tab /admin opens, and the English catalogues of the words it shows.
 */
const catalogues = (...namespaces: string[]) => namespaces.map((namespace) => `src/i18n/locales/en/${namespace}.json`);
/** Around every signed-in page: the layout, and the words of its header's notification bell. */
export const SIGNED_IN_LAYOUT = ['src/app/Layout.tsx', ...catalogues('notifications')];
export const LANDING_ROUTES: Record<string, string[]> = {
  '/login': ['src/features/auth/LoginPage.tsx', ...catalogues('auth')],
  '/dashboard': [
    ...SIGNED_IN_LAYOUT,
    'src/features/dashboard/DashboardPage.tsx',
    ...catalogues('dashboard', 'requests', 'balances', 'staffing', 'schedules'),
  ],
  '/approvals': [
    ...SIGNED_IN_LAYOUT,
    'src/features/approvals/ApprovalsPage.tsx',
    ...catalogues('approvals', 'dashboard', 'requests', 'staffing'),
  ],
  '/calendar': [
    ...SIGNED_IN_LAYOUT,
    'src/features/calendar/CalendarPage.tsx',
    ...catalogues('calendar', 'staffing', 'schedules'),
  ],
  '/admin': [
    ...SIGNED_IN_LAYOUT,
    'src/features/admin/AdminPage.tsx',
    'src/features/admin/users/UsersTab.tsx',
    ...catalogues('admin', 'admin-users', 'privacy', 'auth', 'schedules'),
  ],
};

export interface RouteWeight {
  route: string;
  chunks: number;
  rawKB: number;
  brotliKB: number;
  gzipKB: number;
  withinBudget: boolean;
  /** Whether the build fails when this route is over the budget (the others are reported). */
  budgeted: boolean;
}

interface Chunk {
  type: 'chunk';
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Weighs each landing route's JavaScript (the entry, the route's lazy modules and every chunk they import
 * statically) compressed as the server sends it (brotli), writes the figures to `.vite/first-routes.json`
 * for `npm run bench`, and fails the build when the first route's exceeds the budget, or when a landing
 * route fetches more than LANDING_ROUTE_FILES files.
 */
export function bundleBudget(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'leavewise-bundle-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as Chunk[];
      const byFile = new Map(Object.entries(bundle) as [string, unknown][]) as Map<string, Chunk>;
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('the build has no entry chunk');
      const sizes = new Map<string, Promise<{ brotli: number; gzip: number }>>();
      const sizeOf = (file: string, code: string) => {
        if (!sizes.has(file)) {
          const content = Buffer.from(code);
          sizes.set(
            file,
            Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
              gzipped(content, { level: 9 }),
            ]).then(([br, gz]) => ({ brotli: br.length, gzip: gz.length })),
          );
        }
        return sizes.get(file)!;
      };

      const weights: RouteWeight[] = [];
      for (const [route, modules] of Object.entries(LANDING_ROUTES)) {
        const files = new Set<string>();
        const collect = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) collect(imported);
        };
        collect(Object.keys(bundle).find((file) => byFile.get(file) === entry)!);
        for (const module of modules) {
          const id = join(root, module);
          const file = Object.keys(bundle).find((name) => byFile.get(name)?.facadeModuleId === id);
          if (!file) return this.error(`${route}: no chunk for ${module}`);
          collect(file);
        }
        let raw = 0;
        let br = 0;
        let gz = 0;
        for (const file of files) {
          const chunk = byFile.get(file)!;
          const size = await sizeOf(file, chunk.code);
          raw += Buffer.byteLength(chunk.code);
          br += size.brotli;
          gz += size.gzip;
        }
        weights.push({
          route,
          chunks: files.size,
          rawKB: kb(raw),
          brotliKB: kb(br),
          gzipKB: kb(gz),
          withinBudget: br <= FIRST_ROUTE_BUDGET_KB * 1024,
          budgeted: route === FIRST_ROUTE,
        });
      }
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, '.vite/first-routes.json'), JSON.stringify(weights, null, 2) + '\n');
      const over = weights.filter((weight) => weight.budgeted && !weight.withinBudget);
      if (over.length) {
        this.error(
          `first-route JavaScript over the ${FIRST_ROUTE_BUDGET_KB} KB budget (brotli): ` +
            over.map((weight) => `${weight.route} ${weight.brotliKB} KB`).join(', '),
        );
      }
      const scattered = weights.filter((weight) => weight.chunks > LANDING_ROUTE_FILES);
      if (scattered.length) {
        this.error(
          `landing pages fetching more than ${LANDING_ROUTE_FILES} JavaScript files before they show: ` +
            scattered.map((weight) => `${weight.route} ${weight.chunks}`).join(', '),
        );
      }
    },
  };
}
