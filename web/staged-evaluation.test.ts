import { describe, expect, it } from 'vitest';
import { chunk, generateBundleErrors, type Chunk } from './bundle-test-support';
import { ENTRY_STOPS, STAGE, STAGED_CHUNKS, stagedEvaluation } from './staged-evaluation';

const plugin = stagedEvaluation();
/** The plugin's rendering of a chunk; like the bundler, `this.error` throws. */
const renderChunk = (code: string, rendered: Chunk) =>
  (plugin.renderChunk as unknown as (this: unknown, code: string, chunk: Chunk) => { code: string } | null).call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    rendered,
  );
const generateBundle = (chunks: Chunk[]) => generateBundleErrors(plugin, chunks);

describe("the start's code evaluated in stages", () => {
  it('makes the kit, format and components chunks wait for a task of their own before their code', () => {
    for (const rendered of [chunk('ui'), chunk('format'), chunk('kit'), chunk('sign-in')]) {
      const result = renderChunk('import "./react.js";\nexport const a = 1;', rendered);
      expect(result?.code).toBe(`${STAGE}import "./react.js";\nexport const a = 1;`);
    }
    expect(STAGE).toMatch(/^await new Promise\(\(resolve\) => setTimeout\(resolve, 0\)\);/);
  });

  it("stops the entry's code once more, before the app's modules that follow React DOM's first use", () => {
    expect(ENTRY_STOPS).toEqual(['src/lib/cache.ts']);
    const code = [
      'import "./react.js";',
      '// src/components/toaster.tsx',
      'var import_client = require_client();',
      '// src/lib/cache.ts',
      'var cache = 1;',
    ].join('\n');
    expect(renderChunk(code, chunk('index', [], true))?.code).toBe(
      [
        `${STAGE}import "./react.js";`,
        '// src/components/toaster.tsx',
        'var import_client = require_client();',
        `${STAGE}// src/lib/cache.ts`,
        'var cache = 1;',
      ].join('\n'),
    );
    expect(() => renderChunk('import "./react.js";\n// src/lib/other.ts\n', chunk('index', [], true))).toThrow(
      "the entry's chunk has no single src/lib/cache.ts to stop before",
    );
  });

  it('leaves every other chunk as it is: React, Apollo, the pages', () => {
    for (const name of ['react', 'apollo', 'DashboardPage', 'icons'])
      expect(renderChunk('export {};', chunk(name))).toBeNull();
  });

  it("accepts the build's shape: the staged chunks import React and Apollo, which import nothing back", () => {
    const bundle = [
      chunk('react'),
      chunk('apollo', ['assets/react.js']),
      chunk('ui', ['assets/react.js']),
      chunk('format', ['assets/apollo.js']),
      chunk('index', ['assets/react.js', 'assets/apollo.js', 'assets/ui.js', 'assets/format.js'], true),
      chunk('sign-in', ['assets/ui.js']),
      chunk('kit', ['assets/ui.js', 'assets/sign-in.js']),
    ];
    expect(generateBundle(bundle)).toEqual([]);
  });

  it('fails the build when a staged chunk is in a cycle of imports', () => {
    const bundle = [
      chunk('react', ['assets/ui.js']),
      chunk('ui', ['assets/react.js']),
      chunk('format'),
      chunk('kit'),
      chunk('sign-in'),
      chunk('index', ['assets/ui.js', 'assets/format.js'], true),
    ];
    expect(generateBundle(bundle)).toEqual([expect.stringContaining('assets/ui.js is in a cycle of imports')]);
  });

  it('fails the build when a staged chunk is not there', () => {
    const errors = generateBundle([chunk('index', [], true), chunk('ui'), chunk('kit'), chunk('sign-in')]);
    expect(errors).toEqual([expect.stringContaining('no chunk named format')]);
    expect(STAGED_CHUNKS).toEqual(['ui', 'format', 'kit', 'sign-in']);
  });
});
