import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
// The theme's parts from their own entry: `defaultConfig` lives beside `defaultSystem`, a whole second
// system the kit builds when its module runs, which the bundle would keep though the app never uses it.
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  colorSwatchRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the kit's components the app draws, and only those: the kit's default theme has one for
 * each of its 76 components (about 117 KB of every page's JavaScript, minified), and building the styling
 * system copies every one at each start. The build fails when a component in the bundle has no recipe here,
 * or a recipe here no component (web/theme-recipes.ts).
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  colorSwatch: colorSwatchRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

/** The recipes' keys, for the build's check. */
export const THEME_RECIPE_KEYS = [...Object.keys(recipes), ...Object.keys(slotRecipes)];

/** The kit's default theme (its `defaultThemeConfig`), with the app's recipes. */
export const kitTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** The app's own theme, over the kit's. */
export const appTheme = defineConfig({
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

/**
 * The theme's configurations, in the order `createSystem` merges them. The kit's theme comes in three parts
 * (tokens, semantic tokens, the rest), which merge into the same theme: building the system in steps
 * (`themeSteps.ts`) copies each configuration in a step of its own, and the whole theme in one would be
 * the longest.
 */
export const THEME_CONFIGS = [
  defaultBaseConfig,
  defineConfig({ theme: { tokens: kitTheme.theme?.tokens } }),
  defineConfig({ theme: { semanticTokens: kitTheme.theme?.semanticTokens } }),
  defineConfig({ ...kitTheme, theme: { ...kitTheme.theme, tokens: undefined, semanticTokens: undefined } }),
  appTheme,
];

let system: SystemContext | undefined;

/**
 * The kit's styling system for this theme, built on first use. Building it (`createSystem`: every token and
 * its CSS variable) is the largest single piece of a page's start, so `main.tsx` builds it beforehand, in
 * steps (`themeSteps.ts`), between evaluating the code and rendering the first screen. In the production
 * build its global CSS comes ready-made in `index.html` instead (`web/theme-css.ts`).
 */
export function themeSystem(): SystemContext {
  system ??= createSystem(...THEME_CONFIGS);
  return system;
}

/** Sets the system `themeSystem` answers with: one built in steps. */
export function provideThemeSystem(built: SystemContext): void {
  system ??= built;
}
