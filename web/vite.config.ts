import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bundleBudget } from './bundle-budget';
import { graphqlDocuments } from './graphqlDocuments';
import { firstRoutePreload } from './first-route';
import { compileHints } from './compile-hints';
import { firstScreen } from './first-screen';
import { precompress } from './precompress';
import { serviceWorker } from './service-worker';
import { stagedEvaluation } from './staged-evaluation';
import { themeCss } from './theme-css';
import { themeRecipes } from './theme-recipes';
import { themeSteps } from './theme-steps';

/** A node_modules package test: `packages('react', 'react-dom')` matches files of those packages only. */
const packages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [
    graphqlDocuments(),
    react(),
    themeCss(),
    themeSteps(),
    themeRecipes(),
    stagedEvaluation(),
    compileHints(),
    serviceWorker(),
    firstScreen(),
    firstRoutePreload(),
    precompress(),
    bundleBudget(),
  ],
  // The spec's development page runs on port 3000 and talks to the API on 3001.
  server: { port: 3000 },
  preview: { port: 3000 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own, so a deploy that changes only the app's code leaves them in
        // browsers' caches: React and the router, Apollo, and the part of the UI kit every page needs (its
        // styling system and theme, and the icons the shell draws). Charts (recharts, d3) are left to the
        // bundler's own splitting: they load with the pages that draw them. (A group of their own, without
        // their dependencies, broke the order in which the Audit tab's chunks start.)
        //
        // The kit's components and the icons the pages draw come in three chunks rather than one per
        // component and icon (about 35 of the 68 files /dashboard asked for): on a slow link each file
        // costs a round trip, and a browser opens six connections to a server without HTTP/2. The sign-in
        // page's share (its fields, checkbox, links and icons, which most pages use too) is a chunk of its
        // own, so the first route is not sent the whole kit and stays within its budget (bundle-budget.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: packages('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom') },
            {
              name: 'apollo',
              test: packages('@apollo/client', 'graphql', 'graphql-ws', 'rxjs', 'optimism', '@wry/[^/\\\\]+', 'tslib'),
            },
            {
              name: 'ui',
              tags: ['$initial'],
              test: packages(
                '@chakra-ui/react',
                '@ark-ui/react',
                '@zag-js/[^/\\\\]+',
                '@emotion/[^/\\\\]+',
                '@pandacss/[^/\\\\]+',
                '@floating-ui/[^/\\\\]+',
                '@internationalized/[^/\\\\]+',
                'stylis',
                'react-is',
                'hoist-non-react-statics',
                'proxy-compare',
                'proxy-memoize',
                'lucide-react',
              ),
            },
            {
              name: 'sign-in',
              test: new RegExp(
                [
                  '@chakra-ui/react/dist/esm/components/(?:checkmark|checkbox|input|input-addon|input-element|input-group|group|link|separator)/',
                  '@chakra-ui/react/dist/esm/components/button/icon-button\\.js',
                  '@ark-ui/react/dist/components/checkbox/',
                  '@ark-ui/react/dist/utils/(?:use-controllable-state|use-event)\\.js',
                  '@zag-js/(?:checkbox|focus-visible|dom-query)/',
                  'lucide-react/dist/esm/icons/(?:building-complex|calendar-check|eye|eye-off)\\.mjs',
                ]
                  .map((path) => `[\\\\/]node_modules[\\\\/]${path.replaceAll('/', '[\\\\/]')}`)
                  .join('|'),
              ),
            },
            { name: 'icons', test: packages('lucide-react') },
            {
              name: 'kit',
              test: packages(
                '@chakra-ui/react',
                '@ark-ui/react',
                '@zag-js/[^/\\\\]+',
                '@floating-ui/[^/\\\\]+',
                '@internationalized/[^/\\\\]+',
              ),
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    // i18next-icu imports intl-messageformat's default export, which only its ES build (the "module" field
    // browsers get) has: the tests load both through Vite as the browser build does.
    server: { deps: { inline: ['i18next-icu', 'intl-messageformat'] } },
  },
});
