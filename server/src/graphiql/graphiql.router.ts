import { dirname } from 'node:path';
import { Router, type Response } from 'express';

/** The browser side: GraphiQL against /graphql, with a box for the bearer token (kept in localStorage). */
const ENTRY = `
import React from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';

const TOKEN_KEY = 'leavewise.graphiql.token';

function App() {
  const [token, setToken] = React.useState(localStorage.getItem(TOKEN_KEY) || '');
  const fetcher = React.useMemo(() => async (params) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: 'Bearer ' + token } : {}) },
      body: JSON.stringify(params),
    });
    return response.json();
  }, [token]);
  const onToken = (event) => {
    const value = event.target.value.trim().replace(/^Bearer\\s+/i, '');
    localStorage.setItem(TOKEN_KEY, value);
    setToken(value);
  };
  return React.createElement('div', { style: { height: '100vh', display: 'flex', flexDirection: 'column' } },
    React.createElement('label', { style: { display: 'flex', gap: '8px', alignItems: 'center', padding: '6px 12px', font: '14px system-ui', borderBottom: '1px solid #ddd' } },
      'Bearer token',
      React.createElement('input', { value: token, onChange: onToken, placeholder: 'Paste the token from Mutation.login', style: { flex: 1, font: '13px monospace', padding: '4px' } })),
    React.createElement('div', { style: { flex: 1, minHeight: 0 } }, React.createElement(GraphiQL, { fetcher, key: token ? 'signed-in' : 'anonymous' })));
}

createRoot(document.getElementById('root')).render(React.createElement(App));
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Leavewise GraphiQL</title>
    <link rel="stylesheet" href="/graphiql/graphiql.css" />
  </head>
  <body style="margin:0">
    <div id="root"></div>
    <script src="/graphiql/graphiql.js"></script>
  </body>
</html>`;

interface Bundle {
  js: string;
  css: string;
}

let bundle: Promise<Bundle> | undefined;

/**
 * Bundles GraphiQL from the installed npm packages with esbuild, once per process on first use, and
 * keeps the result in memory: no CDN, nothing built into the repository.
 */
export function buildGraphiql(): Promise<Bundle> {
  bundle ??= (async () => {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      stdin: {
        contents: ENTRY,
        resolveDir: dirname(require.resolve('graphiql/package.json')),
        loader: 'js',
        sourcefile: 'graphiql-entry.js',
      },
      bundle: true,
      write: false,
      minify: true,
      format: 'iife',
      target: 'es2020',
      outdir: 'graphiql',
      entryNames: 'graphiql',
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.woff': 'dataurl', '.woff2': 'dataurl', '.ttf': 'dataurl', '.svg': 'dataurl', '.png': 'dataurl' },
      logLevel: 'silent',
    });
    const text = (extension: string) => result.outputFiles.find((file) => file.path.endsWith(extension))?.text ?? '';
    return { js: text('.js'), css: text('.css') };
  })();
  bundle.catch(() => (bundle = undefined));
  return bundle;
}

/** GraphiQL at /graphiql: an analyst pastes a token and explores the documented schema. */
export function graphiqlRouter(): Router {
  const router = Router();
  const send = (res: Response, type: string, body: string) => {
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-cache');
    res.send(body);
  };
  router.get('/', (_req, res) => send(res, 'text/html; charset=utf-8', PAGE));
  router.get('/graphiql.js', async (_req, res, next) => {
    try {
      send(res, 'text/javascript; charset=utf-8', (await buildGraphiql()).js);
    } catch (error) {
      next(error);
    }
  });
  router.get('/graphiql.css', async (_req, res, next) => {
    try {
      send(res, 'text/css; charset=utf-8', (await buildGraphiql()).css);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
