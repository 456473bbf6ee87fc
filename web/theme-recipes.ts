import type { Plugin } from 'vite';
import { recipes as kitRecipes, slotRecipes as kitSlotRecipes } from '@chakra-ui/react/theme';
import { THEME_RECIPE_KEYS } from './src/app/theme';

/** The kit's component modules, where each names the recipe it is styled by. */
const COMPONENT_MODULE = /[\\/]node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]/;
/** `createRecipeContext({ key: "badge" })`, `useSlotRecipe({ key: "menu" })` and their kin. */
const RECIPE_KEY = /\b(?:createSlotRecipeContext|createRecipeContext|useSlotRecipe|useRecipe)\(\s*\{\s*key:\s*"(\w+)"/g;

/**
 * The kit's recipes whose components are in the build: the recipes named by the kit's component modules
 * that the bundle kept (tree-shaking drops the components the app does not import).
 */
export function recipesInBundle(keysByModule: Map<string, string[]>, renderedModules: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const id of renderedModules) for (const key of keysByModule.get(id) ?? []) used.add(key);
  return new Set([...used].filter((key) => key in kitRecipes || key in kitSlotRecipes));
}

/**
 * Keeps the theme's recipes (web/src/app/theme.ts) exactly those of the kit's components the app draws.
 *
 * The kit's default theme carries a recipe for each of its 76 components, about 117 KB of every page's
 * JavaScript (minified), which its styling system also copies at each start. The app's theme lists the
 * recipes it needs instead; this check fails the build when a component the bundle contains has no recipe
 * in that list (it would render unstyled) or when the list keeps one no component uses.
 */
export function themeRecipes(): Plugin {
  const keysByModule = new Map<string, string[]>();
  return {
    name: 'leavewise-theme-recipes',
    apply: 'build',
    buildStart() {
      keysByModule.clear();
    },
    transform(code, id) {
      if (!COMPONENT_MODULE.test(id)) return null;
      const keys = [...code.matchAll(RECIPE_KEY)].map((match) => match[1]);
      if (keys.length > 0) keysByModule.set(id.split('?')[0], keys);
      return null;
    },
    generateBundle(_options, bundle) {
      const rendered = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? Object.entries(output.modules)
              .filter(([, module]) => module.renderedLength > 0)
              .map(([id]) => id.split('?')[0])
          : [],
      );
      const used = recipesInBundle(keysByModule, rendered);
      const listed = new Set<string>(THEME_RECIPE_KEYS);
      const missing = [...used].filter((key) => !listed.has(key)).sort();
      const unused = [...listed].filter((key) => !used.has(key)).sort();
      if (missing.length > 0 || unused.length > 0) {
        this.error(
          'web/src/app/theme.ts: ' +
            [
              missing.length > 0 ? `components in the bundle without their recipe: ${missing.join(', ')}` : '',
              unused.length > 0 ? `recipes no component in the bundle uses: ${unused.join(', ')}` : '',
            ]
              .filter(Boolean)
              .join('; '),
        );
      }
    },
  };
}
