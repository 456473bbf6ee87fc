import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle' },
  },
  theme: {
    semanticTokens: {
      // White text on the default green.600 misses WCAG AA (3.3:1); green.700 passes.
      colors: { green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } } },
    },
    tokens: {
      fonts: {
        heading: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
