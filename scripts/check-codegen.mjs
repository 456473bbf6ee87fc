// Fails when the generated files differ from what `npm run codegen` produces now: the module registry,
// the published schema.graphql and the codegen maps (scripts/generate-modules.ts), then the code
// generated from the schema.
import { execSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

const dirs = ['server/src/__generated__', 'web/src/__generated__'];
const files = ['schema.graphql'];
const snapshot = mkdtempSync(join(tmpdir(), 'codegen-'));
for (const d of dirs) if (existsSync(d)) cpSync(d, join(snapshot, d), { recursive: true });
for (const f of files) if (existsSync(f)) cpSync(f, join(snapshot, f));
execSync('npx tsx --tsconfig server/tsconfig.json scripts/generate-modules.ts', { stdio: 'inherit' });
execSync('npx graphql-codegen --config codegen.ts --silent', { stdio: 'inherit' });
const generated = [...files, ...dirs.flatMap((d) => (existsSync(d) ? readdirSync(d).map((f) => join(d, f)) : []))];
const stale = generated.filter((f) => {
  const before = join(snapshot, f);
  return !existsSync(before) || readFileSync(before, 'utf8') !== readFileSync(f, 'utf8');
});
if (stale.length) {
  console.error(`Generated code was stale: ${stale.join(', ')}. Run \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log('Generated code is current.');
