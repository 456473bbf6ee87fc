import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultBaseConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTheme, kitTheme, THEME_CONFIGS, themeSystem } from './src/app/theme';
import { kitStyledSystemDir, REWRITES, STEPWISE_FILES, stepwiseKitModule } from './theme-steps';

const kitDir = kitStyledSystemDir();
const source = (file: string) => readFileSync(join(kitDir, file), 'utf8');

/**
 * A copy of the kit's styled-system and utils folders with the build's rewrites applied, inside the
 * repository's node_modules so that their own imports (`@pandacss/is-valid-prop`) resolve.
 */
const copy = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/.cache/leavewise-theme-steps');

type Steps = (...configs: SystemConfig[]) => Generator<void, SystemContext, void>;
let createSystemSteps: Steps;

beforeAll(async () => {
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  writeFileSync(join(copy, 'package.json'), '{ "type": "module" }');
  cpSync(kitDir, join(copy, 'styled-system'), { recursive: true });
  cpSync(join(kitDir, '../utils'), join(copy, 'utils'), { recursive: true });
  for (const file of STEPWISE_FILES) {
    const rewritten = stepwiseKitModule(source(file), join(kitDir, file));
    if (!rewritten) throw new Error(`${file} not rewritten`);
    writeFileSync(join(copy, 'styled-system', file), rewritten);
  }
  ({ createSystemSteps } = (await import(/* @vite-ignore */ join(copy, 'styled-system/system.js'))) as {
    createSystemSteps: Steps;
  });
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** What a system computes, as plain data: every token, the global CSS, and a few styles and recipes. */
function computed(system: SystemContext) {
  return {
    tokens: system.tokens.allTokens.map(({ name, value, extensions: { condition, cssVar } }) => ({
      name,
      value,
      condition,
      cssVar,
    })),
    tokenCss: system.getTokenCss(),
    globalCss: system.getGlobalCss(),
    preflight: system.getPreflightCss(),
    css: system.css({ color: 'fg.muted', p: { base: 2, md: 4 }, bg: 'blue.solid', _hover: { bg: 'red.600/40' } }),
    button: system.getRecipeFn('button')({ variant: 'solid', size: 'sm' }),
    tokenVar: system.token.var('colors.green.solid'),
    properties: [...system.properties].sort(),
  };
}

describe("the kit's styling system, built in steps", () => {
  it('stops a dozen times and builds what createSystem builds', () => {
    const steps = createSystemSteps(...THEME_CONFIGS);
    let stops = 0;
    let step = steps.next();
    while (!step.done) {
      stops += 1;
      step = steps.next();
    }
    // One stop after copying each of the five configurations, one after merging them, six in the token
    // dictionary (after registering the tokens and after five of its passes), one after the utilities.
    expect(stops).toBe(THEME_CONFIGS.length + 1 + 6 + 1);
    expect(computed(step.value)).toEqual(computed(themeSystem()));
  });

  it("merges the kit's theme, given in parts, into the same configuration as given whole", () => {
    const whole = createSystem(defaultBaseConfig, kitTheme, appTheme);
    expect(themeSystem()._config).toEqual(whole._config);
    expect(computed(themeSystem())).toEqual(computed(whole));
  });

  it('leaves createSystem, createTokenDictionary and mergeConfigs working, for the kit', async () => {
    const system = (await import(/* @vite-ignore */ join(copy, 'styled-system/system.js'))) as {
      createSystem: typeof createSystem;
    };
    expect(computed(system.createSystem(...THEME_CONFIGS))).toEqual(computed(themeSystem()));
  });

  it('fails the build when the kit has moved the code it rewrites', () => {
    for (const { file, edits } of REWRITES) {
      for (const [from] of edits) {
        // The same code with a space more before its last character.
        const moved = source(file).replace(from, `${from.slice(0, -1)} ${from.slice(-1)}`);
        expect(() => stepwiseKitModule(moved, join(kitDir, file))).toThrow(
          new RegExp(`styled-system/${file.replace('.', '\\.')} no longer has the code .*update the plugin`),
        );
      }
    }
  });

  it('rewrites only those three files', () => {
    expect(stepwiseKitModule(source('css.js'), join(kitDir, 'css.js'))).toBeNull();
    expect(STEPWISE_FILES).toEqual(['merge-config.js', 'token-dictionary.js', 'system.js']);
  });
});
