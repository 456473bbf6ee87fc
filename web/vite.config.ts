import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bundleBudget } from './bundle-budget';
import { graphqlDocuments } from './graphqlDocuments';
import { firstRoutePreload } from './first-route';
import { precompress } from './precompress';
import { serviceWorker } from './service-worker';
import { themeCss } from './theme-css';

/** A node_modules package test: `packages('react', 'react-dom')` matches files of those packages only. */
const packages = (...names: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

export default defineConfig({
  plugins: [
    graphqlDocuments(),
    react(),
    themeCss(),
    serviceWorker(),
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
        // styling system and theme; components stay with the pages that use them). Charts (recharts, d3)
        // are left to the bundler's own splitting: they load with the pages that draw them. (A group of
        // their own, without their dependencies, broke the order in which the Audit tab's chunks start.)
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
