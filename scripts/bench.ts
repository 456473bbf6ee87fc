// `npm run bench`: runs every benchmark script present and prints their figures. Each script measures
// its own baseline in the same run and prints ratios against it; none of them fails on a figure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
// Absolute, because the fan-out bench starts server processes in server/ that inherit it.
const serverTsconfig = join(root, 'server/tsconfig.json');
const benches: { name: string; command: string[] }[] = [
  { name: 'web bundle size', command: ['node', 'scripts/web-bundle-size.mjs'] },
  {
    name: 'Lighthouse, mobile and desktop, on the demo organisation',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-lighthouse.ts'],
  },
  {
    name: 'time to content on a throttled phone (CPU 4x slower, slow 4G)',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-first-content.ts'],
  },
  { name: 'subscription fan-out', command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-fanout.ts'] },
  {
    name: 'subscription fan-out at scale: 20,000 clients, two replicas behind nginx, one killed',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-fanout-scale.ts'],
  },
  {
    name: 'resubscription storm: 3,000 clients at once, replay then live',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-resubscribe.ts'],
  },
  { name: 'start-up (P6)', command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-startup.ts'] },
  { name: 'dashboard (P1)', command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-dashboard.ts'] },
  {
    name: 'GraphQL document limits',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-graphql-limits.ts'],
  },
  {
    name: 'work calendars: one location and 50',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-locations.ts'],
  },
  {
    name: 'working schedules: 50 locations without and with a schedule for everyone',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-locations.ts', '--schedules'],
  },
  {
    name: 'bulk import: 10,000 people, dry run and apply',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-imports.ts'],
  },
  { name: 'analytics queries', command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-analytics.ts'] },
  { name: 'advanced search', command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-search.ts'] },
  {
    name: 'SCIM provisioning: lookups, pages and patches',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-scim.ts'],
  },
  {
    name: 'heaviest queries, exports and feeds beside a simple query',
    command: ['npx', 'tsx', '--tsconfig', serverTsconfig, 'scripts/bench-abuse.ts'],
  },
];

let failures = 0;
for (const bench of benches) {
  const script = bench.command.find((part) => part.startsWith('scripts/'))!;
  if (!existsSync(join(root, script))) continue;
  console.log(`\n=== ${bench.name} (${bench.command.join(' ')}) ===`);
  // Measured as deployed: production mode (graphql-js skips its development checks).
  const result = spawnSync(bench.command[0], bench.command.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  });
  if (result.status !== 0) failures += 1;
}
process.exit(failures ? 1 : 0);
