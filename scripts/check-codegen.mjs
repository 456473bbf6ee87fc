// Fails when the generated files differ from what `npm run codegen` produces now.
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const dirs = ['server/src/__generated__', 'web/src/__generated__'];
const snapshot = mkdtempSync(join(tmpdir(), 'codegen-'));
for (const d of dirs) if (existsSync(d)) cpSync(d, join(snapshot, d), { recursive: true });
execSync('node scripts/generate-modules.mjs', { stdio: 'inherit' });
execSync('npx graphql-codegen --config codegen.ts --silent', { stdio: 'inherit' });
const stale = [];
for (const d of dirs) {
  if (!existsSync(d)) continue;
  for (const f of readdirSync(d)) {
    const before = join(snapshot, d, f);
    const now = readFileSync(join(d, f), 'utf8');
    if (!existsSync(before) || readFileSync(before, 'utf8') !== now) stale.push(join(d, f));
  }
}
if (stale.length) {
  console.error(`Generated code was stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log('Generated code is current.');
