import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileImports, SOURCE, sourceFiles, type FileImport } from './import-graph';

/*
 * The server's first-level folders (and root files) stand in layers, from the ground up: a file imports
 * only files of its own folder or of folders below it. Type-only imports and re-exports count.
 * ARCHITECTURE.md says what each layer is for.
 */
const LAYERS = [
  // Helpers that know nothing of the product's people or modules.
  'lib',
  'i18n',
  'http',
  'config',
  'observability',
  // The policy kernel: roles and the predicates over people and requests (auth/person.ts names the person).
  'auth',
  // The connection, migrations and backfills (module tables are mapped by database.ts, above the modules).
  'db',
  'jobs',
  'realtime',
  // The request context and the vocabulary a module's REST routes are written in.
  'context.ts',
  'api',
  // The kernel's services and the manifest's shape, and the machinery that assembles manifests.
  'kernel',
  'modules',
  // The registry of every manifest, and the rules it declares.
  '__generated__',
  'rules.ts',
  // The transports that mount the modules.
  'graphql',
  'rest',
  'sockets',
  'graphiql',
  // The process: the data source with every table, the wiring, the demo data, the app and its start.
  'database.ts',
  'services.ts',
  'seeds',
  'app.ts',
  'main.ts',
] as const;

/** Imports that run against the layers on purpose, each with its reason. */
const EXCEPTIONS: readonly { to: string; why: string }[] = [
  {
    to: '__generated__/resolvers-types.ts',
    why:
      "Generated from the schema: it imports the context and the types the modules map, and the modules' " +
      "resolvers and the manifest's shape (kernel/module.ts) import it, so it stands inside the modules' layer.",
  },
];

/** The layer a server file belongs to: its first-level folder, or the root file itself. */
const layerOf = (file: string): string => relative(SOURCE, file).split(sep)[0];

interface UpwardImport {
  from: string;
  to: string;
  line: number;
}

/** The imports that reach a layer above their own (or a layer the table does not place). */
function upwardImports(
  imports: readonly FileImport[],
  layers: readonly string[],
  exceptions: readonly { to: string }[] = [],
): UpwardImport[] {
  const rank = (file: string) => layers.indexOf(layerOf(file));
  return imports
    .filter(({ to }) => !exceptions.some((exception) => relative(SOURCE, to) === exception.to))
    .filter(({ from, to }) => layerOf(from) !== layerOf(to))
    .filter(({ from, to }) => rank(from) < 0 || rank(to) < 0 || rank(to) > rank(from))
    .map(({ from, to, line }) => ({ from: relative(SOURCE, from), to: relative(SOURCE, to), line }));
}

/** One offending import in words: where it is, and why it offends. */
function told({ from, to, line }: UpwardImport): string {
  const [lower, upper] = [layerOf(join(SOURCE, from)), layerOf(join(SOURCE, to))];
  const unplaced = [lower, upper].find((layer) => !(LAYERS as readonly string[]).includes(layer));
  return `${from}:${line} imports ${to} (${unplaced ? `${unplaced} has no place in the layers` : `${upper} stands above ${lower}`})`;
}

describe('layers', () => {
  it('places every first-level folder and root file of the server in the table', () => {
    const entries = readdirSync(SOURCE).filter((name) =>
      statSync(join(SOURCE, name)).isDirectory()
        ? sourceFiles(join(SOURCE, name)).length > 0
        : name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'),
    );
    expect(entries.filter((entry) => !LAYERS.includes(entry as (typeof LAYERS)[number]))).toEqual([]);
    expect(LAYERS.filter((layer) => !entries.includes(layer))).toEqual([]);
  });

  it('has no file importing a layer above its own', () => {
    const imports = fileImports(sourceFiles());
    expect(imports.length).toBeGreaterThan(1000);
    expect(upwardImports(imports, LAYERS, EXCEPTIONS).map(told)).toEqual([]);
  });

  it('names the file and line of an import that runs up', () => {
    const at = (path: string) => join(SOURCE, path);
    const imports: FileImport[] = [
      { from: at('modules/teams/team.service.ts'), to: at('lib/errors.ts'), line: 3 },
      { from: at('auth/policy.ts'), to: at('modules/users/user.entity.ts'), line: 8 },
      { from: at('modules/teams/team.rest.ts'), to: at('__generated__/resolvers-types.ts'), line: 2 },
      { from: at('somewhere/new.ts'), to: at('lib/errors.ts'), line: 1 },
    ];
    expect(upwardImports(imports, LAYERS, EXCEPTIONS).map(told)).toEqual([
      'auth/policy.ts:8 imports modules/users/user.entity.ts (modules stands above auth)',
      'somewhere/new.ts:1 imports lib/errors.ts (somewhere has no place in the layers)',
    ]);
  });
});
