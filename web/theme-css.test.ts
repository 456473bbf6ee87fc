import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeSystem } from './src/app/theme';
import { themeGlobalCss, withoutGlobalCss } from './theme-css';
import { kitStyledSystemDir } from './theme-steps';

const css = themeGlobalCss();

describe("the theme's global CSS, built with the app", () => {
  it('declares the cascade layers first, then fills the reset, base and tokens layers', () => {
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    for (const layer of ['reset', 'base', 'tokens']) expect(css).toContain(`@layer ${layer}{`);
  });

  it("defines every token's CSS variable", () => {
    const tokens = themeSystem().tokens.allTokens;
    expect(tokens.length).toBeGreaterThan(600);
    // Left out, by the kit too: a blank value (`blurs.none`), and the `colorPalette` placeholders a
    // component points at its own palette.
    const defined = tokens.filter(
      (token) => String(token.value).trim() && !token.name.startsWith('colors.colorPalette'),
    );
    expect(defined.length).toBeGreaterThan(600);
    const names = defined.map((token) => (token.extensions.cssVar as { var: string }).var);
    const missing = names.filter((name) => !css.includes(`${name}:`));
    expect(missing).toEqual([]);
  });

  it("carries the theme's own rules: the page background, the darker solids, the loading buttons' label", () => {
    expect(css).toContain('html,body{background:var(--chakra-colors-bg-subtle);');
    expect(css).toContain('--chakra-colors-blue-solid:var(--chakra-colors-blue-700)');
    expect(css).toContain(
      'button[data-loading]>span>span:nth-child(2):last-child{visibility:visible;color:var(--chakra-colors-transparent);}',
    );
    expect(css).toContain('.dark'); // the dark palette's values
  });
});

describe("the kit's system module in the bundle", () => {
  const source = readFileSync(`${kitStyledSystemDir()}/system.js`, 'utf8');

  it('builds no global CSS', () => {
    const stripped = withoutGlobalCss(source);
    expect(stripped).toContain('const _global = [];');
    expect(stripped).not.toMatch(/getTokenCss\(\)\]/);
    // Everything else is the kit's own code, unchanged.
    expect(stripped.length).toBe(source.length - 'getPreflightCss(), getGlobalCss(), getTokenCss()'.length);
  });

  it('fails the build when the kit has moved that code', () => {
    expect(() => withoutGlobalCss(source.replace('getTokenCss()]', 'tokenCss()]'))).toThrow(/update the plugin/);
  });
});
