import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { LANGUAGE_KEY } from './src/i18n/languageKey';
import { EARLY_FIRST_QUERY, EARLY_VIEWER, FIRST_QUERY_KEY, TOKEN_KEY } from './src/lib/earlyNames';
import { AFTER_FIRST_PAINT_SOURCE, PRELOAD_MODULES_SOURCE } from './after-first-paint';
import { generatedDocument } from './graphqlDocuments';
import { LANDING_ROUTES, SIGNED_IN_LAYOUT } from './bundle-budget';

interface Chunk {
  type: 'chunk';
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/** Signed-in pages other than the landing routes still render inside the layout. */
const ANY_SIGNED_IN = '*';

/**
 * The page's script run as soon as it arrives (a few hundred bytes, `async`, so it neither blocks the
 * first paint nor waits for the app's entry): it asks the browser to fetch the chunks of the screen this
 * visit will show (the sign-in page without a session, else the layout and the page of the address: the
 * dashboard for / and for /login, which sends a signed-in visitor there) once the first screen is painted,
 * beside the entry (after-first-paint.ts), instead of after the entry's libraries have downloaded and run.
 * With a stored session it sends the viewer query at once too, whose
 * answer decides whether the page shows: on a repeat visit, with the code in the service worker's cache, that
 * round trip was the start's last wait.
 */
function preloadScript(routes: Record<string, string[]>, viewerBody: string): string {
  return `(() => {
  ${AFTER_FIRST_PAINT_SOURCE}
  ${PRELOAD_MODULES_SOURCE}
  const routes = ${JSON.stringify(routes)};
  const path = location.pathname;
  let token = null;
  let language = null;
  try {
    token = localStorage.getItem(${JSON.stringify(TOKEN_KEY)});
    language = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});
  } catch {}
  const signedIn = !!token;
  // / and /login send a signed-in visitor to the dashboard (src/lib/session.ts: signedInPath).
  const opened = path === '/' || path === '/login' ? '/dashboard' : path;
  if (signedIn) {
    // Who the viewer is, asked now rather than once the app's code has arrived and run: the app takes this
    // answer (src/lib/early.ts). At the API's address as src/lib/apiBase.ts decides it.
    const api = location.port === '3000' ? location.protocol + '//' + location.hostname + ':3001' : location.origin;
    const ask = (body) =>
      fetch(api + '/graphql', {
        method: 'POST',
        // The language this device chose, as the app's own requests say it; without one, the browser's.
        headers: {
          'content-type': 'application/json',
          authorization: 'Bearer ' + token,
          ...(language ? { 'accept-language': language } : {}),
        },
        body,
      })
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null);
    window[${JSON.stringify(EARLY_VIEWER)}] = ask(${JSON.stringify(viewerBody)});
    // The first query of the page this visit opens, as this device's last visit to it sent it: the app takes
    // its answer when it is the same query with the same variables (src/lib/early.ts).
    try {
      const first = JSON.parse(localStorage.getItem(${JSON.stringify(FIRST_QUERY_KEY)}) || 'null');
      // A query, never anything else, whatever the storage holds.
      if (first && first.path === opened && typeof first.query === 'string' && first.query.startsWith('query ')) {
        const { operationName, variables, query } = first;
        window[${JSON.stringify(EARLY_FIRST_QUERY)}] = { ...first, answer: ask(JSON.stringify({ operationName, variables, query })) };
      }
    } catch {}
  }
  const files = signedIn
    ? routes[opened] ?? routes[${JSON.stringify(ANY_SIGNED_IN)}]
    : path === '/login' || !(path === '/reset-password' || path.startsWith('/decide/')) ? routes['/login'] : [];
  // After the first paint, as the app's entry (first-screen.ts).
  afterFirstPaint(() => preloadModules(files.map((file) => '/' + file)));
})();
`;
}

/**
 * Writes `assets/first-route-<hash>.js` (see preloadScript) with each landing route's chunks beyond the
 * entry's own (which index.html's first-screen script asks for), and loads it from index.html's head. Runs before the
 * precompression plugin, which then compresses both files.
 */
export function firstRoutePreload(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'leavewise-first-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(_options, bundle) {
        const byFile = new Map(Object.entries(bundle) as [string, unknown][]) as Map<string, Chunk>;
        const graphOf = (start: string[], files = new Set<string>()) => {
          const collect = (file: string) => {
            if (files.has(file)) return;
            files.add(file);
            for (const imported of byFile.get(file)?.imports ?? []) collect(imported);
          };
          start.forEach(collect);
          return files;
        };
        const chunkOf = (module: string) => {
          const id = join(root, module);
          const file = [...byFile.keys()].find((name) => byFile.get(name)?.facadeModuleId === id);
          if (!file) this.error(`first route: no chunk for ${module}`);
          return file!;
        };
        const entries = [...byFile.entries()].filter(([, chunk]) => chunk.type === 'chunk' && chunk.isEntry);
        const shell = graphOf(entries.map(([file]) => file));
        const routes: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries({
          ...LANDING_ROUTES,
          [ANY_SIGNED_IN]: SIGNED_IN_LAYOUT,
        })) {
          routes[route] = [...graphOf(modules.map(chunkOf))].filter((file) => !shell.has(file)).sort();
        }
        const viewer = generatedDocument('Viewer');
        if (!viewer) this.error('first route: no generated document for the Viewer query');
        // The query as Apollo sends it (with each object's __typename), so its answer fills the cache as Apollo's would.
        const query = print(addTypenameToDocument(JSON.parse(viewer!) as DocumentNode));
        const source = preloadScript(routes, JSON.stringify({ operationName: 'Viewer', variables: {}, query }));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/first-route-${hash}.js`;
        writeFileSync(join(outDir, fileName), source);
        const page = join(outDir, 'index.html');
        const html = readFileSync(page, 'utf8');
        // First in the head, so the browser asks for it before the entry and its libraries.
        const tag = `<script type="module" async crossorigin src="/${fileName}"></script>`;
        writeFileSync(page, html.replace(/<title>/, `${tag}\n    <title>`));
      },
    },
  };
}
