// @vitest-environment happy-dom
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDING_ROUTES } from './bundle-budget';

const ROOT = __dirname;

/** The screen modules of the landing pages, as the app loads them. */
const screens = import.meta.glob<{ namespaces?: readonly string[] }>([
  './src/features/**/*Page.tsx',
  './src/features/admin/users/UsersTab.tsx',
  './src/app/Layout.tsx',
]);

const IMPORTED = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'(\.[^']+)'/gm;
const TRANSLATED = /useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g;
const NAMED = /export const namespaces = (\[[^\]]*\])/;
const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1]);

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && /\.tsx?$/.test(file),
  );
}

/**
 * The catalogues a module and every module it imports (statically: a lazily imported one loads its own)
 * ask for by name when they render, beyond the shared one.
 */
function namespacesUsed(module: string): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, names] of source.matchAll(TRANSLATED)) {
      for (const name of quoted(names)) if (name !== 'common' && !used.has(name)) used.set(name, relative(ROOT, file));
    }
    const named = NAMED.exec(source);
    if (named && /useTranslation\(namespaces\)/.test(source)) {
      for (const name of quoted(named[1])) if (!used.has(name)) used.set(name, relative(ROOT, file));
    }
    for (const [, specifier] of source.matchAll(IMPORTED)) {
      const imported = resolveImport(file, specifier);
      if (imported) visit(imported);
    }
  };
  visit(join(ROOT, module));
  return used;
}

/** Importing a screen's whole module graph cold, the first time, takes seconds on a busy machine. */
const IMPORT_TIMEOUT_MS = 60_000;

describe('the landing pages the build preloads (bundle-budget.ts)', () => {
  const screensOf = (modules: string[]) => modules.filter((module) => module.endsWith('.tsx'));

  it.each(Object.entries(LANDING_ROUTES))(
    '%s loads every catalogue its screens use before they render, and preloads it',
    async (_route, modules) => {
      const catalogues = modules.filter((module) => module.endsWith('.json'));
      for (const screen of screensOf(modules)) {
        const load = screens[`./${screen}`];
        expect(load, `${screen} is a screen module`).toBeDefined();
        const named = (await load()).namespaces ?? [];
        for (const [namespace, user] of namespacesUsed(screen)) {
          expect(named, `${screen} names the catalogue '${namespace}' (${user} uses it)`).toContain(namespace);
          expect(catalogues, `the route preloads '${namespace}'`).toContain(`src/i18n/locales/en/${namespace}.json`);
        }
      }
    },
    IMPORT_TIMEOUT_MS,
  );

  it('finds the catalogues a screen uses through what it imports', () => {
    const used = namespacesUsed('src/features/admin/users/UsersTab.tsx');
    expect([...used.keys()].sort()).toEqual(expect.arrayContaining(['admin', 'admin-users', 'privacy', 'schedules']));
  });
});
