import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
// The theme's parts from their own entry: `defaultConfig` lives beside `defaultSystem`, a whole second
// system the kit builds when its module runs, which the bundle would keep though the app never uses it.
import { defaultThemeConfig } from '@chakra-ui/react/theme';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle' },
    // A button loading without a loading text shows a spinner over its label, which Chakra hides with
    // visibility (so the button loses its name). Kept in place and transparent instead, it keeps it.
    'button[data-loading] > span > span:nth-child(2):last-child': { visibility: 'visible', color: 'transparent' },
  },
  theme: {
    semanticTokens: {
      // White text on the default .600 solids (and their lighter hover) misses WCAG AA; .700 passes.
      colors: {
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
        blue: { solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.600}' } } },
        red: { solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.600}' } } },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The kit's styling system for this theme, built on first use. Building it (`createSystem`: every token and
 * its CSS variable) is the largest single piece of a page's start, so `main.tsx` builds it in a task of
 * its own, between evaluating the code and rendering the first screen. In the production build its global
 * CSS comes ready-made in `index.html` instead (`web/theme-css.ts`).
 */
export function themeSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, defaultThemeConfig, config);
  return system;
}
