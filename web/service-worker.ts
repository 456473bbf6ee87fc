import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Files of the app shell besides the build's entry: the page, the manifest and the icons. */
const STATIC_SHELL = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/**
 * The offline page's words in every language of the catalogues (`offlinePage` of
 * locales/<language>/push.json): the worker builds that page without the app, so it carries them all.
 */
function offlineTexts(root: string): Record<string, Record<string, string>> {
  const locales = resolve(root, 'src/i18n/locales');
  return Object.fromEntries(
    readdirSync(locales)
      .sort()
      .map((language) => {
        const push = JSON.parse(readFileSync(resolve(locales, language, 'push.json'), 'utf8')) as {
          offlinePage: Record<string, string>;
        };
        return [language, push.offlinePage];
      }),
  );
}

/**
 * Writes /sw.js (src/features/push/service-worker.txt) into the build: its version is a hash of the
 * build's file names (content-hashed, so any change of code or style makes a new version, and browsers
 * install the new worker), and its shell is the page, the entry's scripts and styles, the manifest and
 * the icons, kept for offline use; the offline page's words come from the catalogues. Not in development: the page registers the worker in builds only.
 */
export function serviceWorker(): Plugin {
  let root = '';
  return {
    name: 'leavewise-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const names = Object.keys(bundle).sort();
      const version = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
      const entry = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry);
      const shellAssets = new Set<string>();
      for (const chunk of entry) {
        if (chunk.type !== 'chunk') continue;
        shellAssets.add(chunk.fileName);
        for (const imported of chunk.imports) shellAssets.add(imported);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shellAssets.add(css);
      }
      const shell = [...STATIC_SHELL, ...[...shellAssets].sort().map((file) => `/${file}`)];
      const source = readFileSync(resolve(root, 'src/features/push/service-worker.txt'), 'utf8')
        .replace("'__VERSION__'", JSON.stringify(version))
        .replace('__SHELL__', JSON.stringify(shell))
        .replace('__OFFLINE_TEXTS__', JSON.stringify(offlineTexts(root)));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
