import type { Plugin } from 'vite';

/** V8's explicit compile hint: the file's functions are compiled as it loads, not at each one's first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunks every start runs besides the entry's: the entry imports each, directly or not (React, Apollo,
 * the UI kit's core, the words and their formatting, and two small ones). The build fails when this list and
 * the entry's imports part.
 */
export const START_CHUNKS = ['rolldown-runtime', 'react', 'apollo', 'ui', 'format', 'i18n', 'apiBase'];

interface RenderedChunk {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  imports: string[];
}

/**
 * Heads the chunks every start runs (the entry and START_CHUNKS) with V8's compile hint (Chromium 136 and
 * later; other browsers ignore the comment).
 *
 * V8 compiles a function when it is first called unless told otherwise, and then on the page's main thread:
 * at the start, where most functions of these files run, that compiling was a large part of its longest
 * tasks (the first write to Apollo's cache, React's first commit). With the hint, Chromium compiles them
 * while the file streams in, on a background thread. The comment goes after minification, which would strip
 * it, as the bundler's `postBanner`, which the file's content hash covers.
 */
export function compileHints(): Plugin {
  const hinted = (chunk: { name: string; isEntry: boolean }) => chunk.isEntry || START_CHUNKS.includes(chunk.name);
  return {
    name: 'leavewise-compile-hints',
    apply: 'build',
    outputOptions(options) {
      return { ...options, postBanner: (chunk: RenderedChunk) => (hinted(chunk) ? COMPILE_HINT : '') };
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is typeof output & RenderedChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const start = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || start.has(chunk.name)) return;
        start.add(chunk.name);
        chunk.imports.forEach(visit);
      };
      for (const [file, chunk] of chunks) if (chunk.isEntry) visit(file);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.name);
      const expected = new Set([...entries, ...START_CHUNKS]);
      const apart = [...new Set([...start, ...expected])].filter((name) => start.has(name) !== expected.has(name));
      if (apart.length) {
        this.error(`web/compile-hints.ts: START_CHUNKS and the entry's imports differ on ${apart.join(', ')}`);
      }
    },
  };
}
