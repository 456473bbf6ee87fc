import type { Plugin } from 'vite';

/** A rendered chunk as the build plugins' hooks see it, for their tests. */
export type Chunk = { type: 'chunk'; name: string; isEntry: boolean; imports: string[]; fileName: string };

export const chunk = (name: string, imports: string[] = [], isEntry = false): Chunk => ({
  type: 'chunk',
  name,
  isEntry,
  imports,
  fileName: `assets/${name}.js`,
});

/** Runs a plugin's `generateBundle` over these chunks; what it reports through `this.error`. */
export function generateBundleErrors(plugin: Plugin, chunks: Chunk[]): string[] {
  const errors: string[] = [];
  const context = { error: (message: string) => void errors.push(message) };
  (plugin.generateBundle as unknown as (this: typeof context, options: unknown, bundle: unknown) => void).call(
    context,
    {},
    Object.fromEntries(chunks.map((rendered) => [rendered.fileName, rendered])),
  );
  return errors;
}
