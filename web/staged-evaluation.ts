import type { Plugin } from 'vite';

/**
 * The chunks of the start whose code waits for a task of its own before it runs: the UI kit's, the words'
 * and formatting's (`format`), and the entry's (the app's modules and src/main.tsx).
 */
export const STAGED_CHUNKS = ['ui', 'format'];

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
 * small chunks run in the first task, then the kit, the words and the app each in one of their own. The
 * chunks' contents and the files a page asks for do not change.
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
      return { code: STAGE + code, map: null };
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
