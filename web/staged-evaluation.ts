import type { Plugin } from 'vite';

/**
 * The chunks whose code waits for a task of its own before it runs, besides the entry's (the app's modules
 * and src/main.tsx): the UI kit's share of the start (`ui`), the words and their formatting (`format`), and
 * the kit's components the pages load with them (`kit`, `sign-in`: vite.config.ts).
 */
export const STAGED_CHUNKS = ['ui', 'format', 'kit', 'sign-in'];

/**
 * Modules of the entry's chunk before whose code it stops once more. The chunk's first module to use
 * React DOM initialises it (about 20 ms here): the app's own modules then run in a task of their own.
 */
export const ENTRY_STOPS = ['src/lib/cache.ts'];

/** What each staged chunk runs first: it ends the task, and the chunk's code runs in the next. */
export const STAGE = 'await new Promise((resolve) => setTimeout(resolve, 0));\n';

interface RenderedChunk {
  name: string;
  isEntry: boolean;
  imports: string[];
  fileName: string;
}

/**
 * Evaluates the start's code in several tasks rather than one.
 *
 * A page's entry imports its libraries statically, so the browser evaluates the whole graph, once every
 * file has arrived, in a single task: 40-80 ms on a laptop, four times that on a slow phone, the longest of
 * the start, blocking input and paint throughout. A module that awaits at its top level lets the rest of the
 * graph go on without it, and the modules that import it wait for it (ES2022), so the build starts the kit's
 * chunk, the `format` chunk and the entry with an await of the next task (`STAGE`): React, Apollo and the
 * small chunks run in the first task, then the kit, the words and the app each in one of their own (the
 * app's in two: `ENTRY_STOPS`). The first page's kit components, loaded with its code, run before it in a
 * task of their own too. The chunks' contents and the files a page asks for do not change.
 *
 * The build fails if a staged chunk is missing, or imports, directly or not, a chunk that imports it: in
 * such a cycle a module could run before one it imports.
 */
export function stagedEvaluation(): Plugin {
  return {
    name: 'leavewise-staged-evaluation',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!(chunk.isEntry || STAGED_CHUNKS.includes(chunk.name))) return null;
      let staged = STAGE + code;
      if (chunk.isEntry) {
        for (const module of ENTRY_STOPS) {
          // The bundler heads each module's code with its path, at the top level of the chunk.
          const heading = `\n// ${module}\n`;
          const at = staged.indexOf(heading);
          if (at < 0 || staged.indexOf(heading, at + 1) >= 0) {
            this.error(`web/staged-evaluation.ts: the entry's chunk has no single ${module} to stop before`);
          }
          staged = staged.slice(0, at + 1) + STAGE + staged.slice(at + 1);
        }
      }
      return { code: staged, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is typeof output & RenderedChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const staged = [...chunks.values()].filter((chunk) => chunk.isEntry || STAGED_CHUNKS.includes(chunk.name));
      const missing = STAGED_CHUNKS.filter((name) => !staged.some((chunk) => chunk.name === name));
      if (missing.length) this.error(`web/staged-evaluation.ts: no chunk named ${missing.join(', ')}`);
      const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
        if (seen.has(from)) return false;
        seen.add(from);
        return (chunks.get(from)?.imports ?? []).some((next) => next === to || reaches(next, to, seen));
      };
      for (const chunk of staged) {
        if (reaches(chunk.fileName, chunk.fileName)) {
          this.error(
            `web/staged-evaluation.ts: ${chunk.fileName} is in a cycle of imports; its stage could run it early`,
          );
        }
      }
    },
  };
}
