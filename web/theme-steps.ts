import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** What the app imports to build its styling system in steps (`web/src/app/themeSteps.ts`). */
export const SYSTEM_STEPS_MODULE = 'virtual:leavewise/system-steps';
const RESOLVED_ID = `\0${SYSTEM_STEPS_MODULE}`;

/** The kit's styled-system folder, as the bundle imports it (its ES build). */
export function kitStyledSystemDir(): string {
  return createRequire(import.meta.url)
    .resolve('@chakra-ui/react')
    .replace(/[\\/]dist[\\/].*$/, '/dist/esm/styled-system');
}

/** Runs a stepwise build to its end in one go: what the kit's own functions do. */
const DRAIN = `
function drainSteps(steps) {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}`;

interface Rewrite {
  /** The file in the kit's styled-system folder. */
  file: string;
  /** Exact pieces of the kit's code and what each becomes; each must occur exactly once. */
  edits: [from: string, to: string][];
}

/**
 * The kit's `createSystem`, made into generators that stop between its parts, without changing what they
 * compute: merging the configurations (one stop after each is copied), the token dictionary (a stop after
 * registering the tokens and after each of its passes), then the utilities. `createSystem`,
 * `createTokenDictionary` and `mergeConfigs` stay, running their generator to the end, for the kit's
 * other callers.
 */
export const REWRITES: Rewrite[] = [
  {
    file: 'merge-config.js',
    edits: [
      [
        'const mergeConfigs = (...configs) => {\n  const merged = mergeWith({}, ...configs.map(clone));',
        'function* mergeConfigsSteps(...configs) {\n  const copies = [];\n  for (const config of configs) {\n    copies.push(clone(config));\n    yield;\n  }\n  const merged = mergeWith({}, ...copies);',
      ],
      [
        '  return merged;\n};\n\nexport { mergeConfigs };',
        `  return merged;\n}\nconst mergeConfigs = (...configs) => drainSteps(mergeConfigsSteps(...configs));\n${DRAIN}\n\nexport { mergeConfigs, mergeConfigsSteps };`,
      ],
    ],
  },
  {
    file: 'token-dictionary.js',
    edits: [
      ['function createTokenDictionary(options) {', 'function* createTokenDictionarySteps(options) {'],
      [
        '  function build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    addConditionalTokens();\n    addReferences();\n    expandTokenReferences$1();\n    applyMiddlewares("post");\n    applyTransforms("post");\n    setupViews();\n  }',
        '  function* build() {\n    applyMiddlewares("pre");\n    applyTransforms("pre");\n    yield;\n    addConditionalTokens();\n    yield;\n    addReferences();\n    yield;\n    expandTokenReferences$1();\n    yield;\n    applyMiddlewares("post");\n    applyTransforms("post");\n    yield;\n    setupViews();\n  }',
      ],
      [
        '  registerTokens();\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  build();\n  return dictionary;\n}',
        '  registerTokens();\n  yield;\n  registerTransform(...tokenTransforms);\n  registerMiddleware(...tokenMiddlewares);\n  yield* build();\n  return dictionary;\n}\nfunction createTokenDictionary(options) {\n  return drainSteps(createTokenDictionarySteps(options));\n}' +
          DRAIN,
      ],
      [
        'export { createTokenDictionary, tokenCategories };',
        'export { createTokenDictionary, createTokenDictionarySteps, tokenCategories };',
      ],
    ],
  },
  {
    file: 'system.js',
    edits: [
      ["import { mergeConfigs } from './merge-config.js';", "import { mergeConfigsSteps } from './merge-config.js';"],
      [
        "import { createTokenDictionary } from './token-dictionary.js';",
        "import { createTokenDictionarySteps } from './token-dictionary.js';",
      ],
      [
        'function createSystem(...configs) {\n  const config = mergeConfigs(...configs);',
        'function* createSystemSteps(...configs) {\n  const config = yield* mergeConfigsSteps(...configs);\n  yield;',
      ],
      ['  const tokens = createTokenDictionary({', '  const tokens = yield* createTokenDictionarySteps({'],
      [
        '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });',
        '  const utility = createUtility({\n    config: utilities,\n    tokens\n  });\n  yield;',
      ],
      [
        'export { createSystem, isValidSystem };',
        `function createSystem(...configs) {\n  return drainSteps(createSystemSteps(...configs));\n}${DRAIN}\n\nexport { createSystem, createSystemSteps, isValidSystem };`,
      ],
    ],
  },
];

/** The rewritten code of one of the kit's files, or `null` for any other file. */
export function stepwiseKitModule(code: string, id: string): string | null {
  const rewrite = REWRITES.find(({ file }) =>
    new RegExp(
      `[\\\\/]@chakra-ui[\\\\/]react[\\\\/]dist[\\\\/]esm[\\\\/]styled-system[\\\\/]${file.replace('.', '\\.')}$`,
    ).test(id),
  );
  if (!rewrite) return null;
  let result = code;
  for (const [from, to] of rewrite.edits) {
    const at = result.indexOf(from);
    if (at < 0 || result.indexOf(from, at + from.length) >= 0) {
      throw new Error(
        `@chakra-ui/react's styled-system/${rewrite.file} no longer has the code web/theme-steps.ts rewrites (${JSON.stringify(from.split('\n')[0])}); update the plugin for this version`,
      );
    }
    result = result.slice(0, at) + to + result.slice(at + from.length);
  }
  return result;
}

/** The kit's files this plugin rewrites. */
export const STEPWISE_FILES = REWRITES.map(({ file }) => file);

/**
 * Builds the kit's styling system in steps, each its own task, rather than in one.
 *
 * `createSystem` was the longest task of a page's start: 30-90 ms on a laptop, four times that on
 * Lighthouse's phone, all of it blocking input. The build rewrites three of the kit's modules so that it
 * can stop between its parts (`REWRITES`), and the app drives it through `virtual:leavewise/system-steps`,
 * ending the task at each stop. The development server, whose kit comes pre-bundled, gets a generator that
 * builds it in one step.
 */
export function themeSteps(): Plugin {
  const rewritten = new Set<string>();
  let build = false;
  return {
    name: 'leavewise-theme-steps',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      rewritten.clear();
    },
    resolveId(id) {
      return id === SYSTEM_STEPS_MODULE ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (build) {
        return `export { createSystemSteps } from ${JSON.stringify(`${kitStyledSystemDir()}/system.js`)};`;
      }
      return [
        "import { createSystem } from '@chakra-ui/react';",
        'export function* createSystemSteps(...configs) {',
        '  return createSystem(...configs);',
        '}',
      ].join('\n');
    },
    transform(code, id) {
      if (!build) return null;
      const result = stepwiseKitModule(code, id);
      if (result === null) return null;
      rewritten.add(id.replace(/^.*[\\/]/, ''));
      return { code: result, map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missing = STEPWISE_FILES.filter((file) => !rewritten.has(file));
      if (missing.length)
        this.error(`web/theme-steps.ts: the kit's styled-system/${missing.join(', ')} not in the build`);
    },
  };
}
