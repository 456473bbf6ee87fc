import { describe, expect, it } from 'vitest';
import { chunk, generateBundleErrors, type Chunk } from './bundle-test-support';
import { COMPILE_HINT, START_CHUNKS, compileHints } from './compile-hints';

const plugin = compileHints();

/** The banner the plugin gives each chunk after minification. */
function postBanner(rendered: Chunk): string {
  const options = (plugin.outputOptions as unknown as (options: object) => { postBanner: (chunk: Chunk) => string })(
    {},
  );
  return options.postBanner(rendered);
}

const generateBundle = (chunks: Chunk[]) => generateBundleErrors(plugin, chunks);

/** The build's shape: the entry imports the start's chunks; pages import them and their own. */
const start = START_CHUNKS.map((name) =>
  chunk(name, name === 'rolldown-runtime' ? [] : ['assets/rolldown-runtime.js']),
);
const entry = chunk(
  'index',
  START_CHUNKS.map((name) => `assets/${name}.js`),
  true,
);
const pages = [
  chunk('kit', ['assets/ui.js']),
  chunk('DashboardPage', ['assets/kit.js', 'assets/react.js', 'assets/index.js']),
];

describe("the start's chunks compiled as they load", () => {
  it('heads the entry and the chunks it imports with V8’s compile hint, and no page', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(postBanner(entry)).toBe(COMPILE_HINT);
    for (const rendered of start) expect(postBanner(rendered)).toBe(COMPILE_HINT);
    for (const rendered of pages) expect(postBanner(rendered)).toBe('');
  });

  it("accepts the build when the list is the entry's imports", () => {
    expect(generateBundle([entry, ...start, ...pages])).toEqual([]);
  });

  it('fails the build when the entry imports a chunk the list lacks, or no longer one it names', () => {
    const grown = chunk('index', [...entry.imports, 'assets/charts.js'], true);
    expect(generateBundle([grown, ...start, chunk('charts'), ...pages])).toEqual([
      expect.stringContaining('differ on charts'),
    ]);
    const shrunk = chunk(
      'index',
      entry.imports.filter((file) => file !== 'assets/apiBase.js'),
      true,
    );
    expect(generateBundle([shrunk, ...start.filter((rendered) => rendered.name !== 'apiBase'), ...pages])).toEqual([
      expect.stringContaining('differ on apiBase'),
    ]);
  });
});
