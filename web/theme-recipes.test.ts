import { describe, expect, it } from 'vitest';
import { recipesInBundle } from './theme-recipes';

describe("the kit's recipes a bundle needs", () => {
  const keysByModule = new Map([
    ['/n/@chakra-ui/react/dist/esm/components/button/button.js', ['button']],
    ['/n/@chakra-ui/react/dist/esm/components/menu/menu.js', ['menu']],
    ['/n/@chakra-ui/react/dist/esm/components/text/index.js', ['text']],
  ]);

  it('are those of the component modules the bundle kept, among the recipes the kit has', () => {
    const used = recipesInBundle(keysByModule, [
      '/n/@chakra-ui/react/dist/esm/components/button/button.js',
      // The kit names a "text" recipe it does not define: no theme can list it.
      '/n/@chakra-ui/react/dist/esm/components/text/index.js',
      '/w/src/App.tsx',
    ]);
    expect([...used]).toEqual(['button']);
  });
});
