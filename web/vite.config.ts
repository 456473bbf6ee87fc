import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './graphqlDocuments';

export default defineConfig({
  plugins: [graphqlDocuments(), react()],
  // The spec's development page runs on port 3000 and talks to the API on 3001.
  server: { port: 3000 },
  preview: { port: 3000 },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
