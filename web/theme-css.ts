import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { themeSystem } from './src/app/theme';

/** The UI kit's module that builds a styling system (`createSystem`). */
const SYSTEM_MODULE = /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
/** Where it builds the global CSS: the reset, the theme's global styles and every token's CSS variable. */
const GLOBAL_CSS_BUILT = /const _global = \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];/;

/**
 * The theme's global CSS, as the kit's provider would insert it at run time: the order of its cascade
 * layers, then the reset, the global styles and the tokens' CSS variables (light and dark), each in its
 * layer. Serialised as emotion's cache does (the same stylis plugins), so the text is what the browser
 * would otherwise receive from the provider's `<Global>`.
 */
export function themeGlobalCss(): string {
  const system = themeSystem();
  const cache = createCache({ key: 'css' });
  const serialized = serializeStyles([system._global], undefined, {});
  // Without a document, emotion's cache returns the rules instead of inserting them.
  const rules = cache.insert('', serialized, cache.sheet, true) as unknown as string;
  return system.layers.atRule + rules;
}

/** The kit's system module, building no global CSS: the page already has it. */
export function withoutGlobalCss(code: string): string {
  if (!GLOBAL_CSS_BUILT.test(code)) {
    throw new Error(
      '@chakra-ui/react no longer builds its global CSS where web/theme-css.ts expects it (styled-system/system.js); update the plugin for this version',
    );
  }
  return code.replace(GLOBAL_CSS_BUILT, 'const _global = [];');
}

/**
 * The theme's global CSS, built once with the app rather than in every browser at every start.
 *
 * Building a styling system (`createSystem`) is the largest single piece of a page's start, and a third of
 * it is the global CSS: every token's CSS variable, the reset, the global styles, which the provider then
 * serialises and inserts. The build writes that CSS into `index.html` (about 48 KB, 7 KB compressed) and
 * drops its construction from the kit's module in the bundle, so the provider inserts nothing. Build only:
 * the development server runs the kit as it is.
 */
export function themeCss(): Plugin {
  let stripped = false;
  return {
    name: 'leavewise-theme-css',
    apply: 'build',
    buildStart() {
      stripped = false;
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      stripped = true;
      return { code: withoutGlobalCss(code), map: null };
    },
    buildEnd(error) {
      if (!error && !stripped) this.error("web/theme-css.ts: the kit's styled-system/system.js was not in the build");
    },
    transformIndexHtml: {
      // After Vite's own processing of the page, which would minify the CSS (reordering and merging rules).
      order: 'post',
      handler: () => [
        { tag: 'style', attrs: { 'data-leavewise-theme': '' }, children: themeGlobalCss(), injectTo: 'head' },
      ],
    },
  };
}
