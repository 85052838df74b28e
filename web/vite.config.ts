import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineFluentTokens } from './build/inline-fluent-tokens.ts';

// The home route is eagerly bundled; every other route is a React.lazy chunk (see app/routes.tsx).
// React and the router are one vendor chunk (the home page uses nearly all of them). Apollo and
// i18next are not grouped: a group takes every module of its libraries that any chunk uses
// (react-i18next's <Trans>, Apollo's mutation and subscription code…) into the first load; left
// to the bundler, what only lazy routes use stays in their chunks (2.4 KB less on the first load).
// `vite build --ssr src/app/entry-server.tsx` builds the server renderer into dist-server
// (docs/server-rendering.md): one file with its dependencies bundled, since several of them
// (Apollo Client 3 first) are CommonJS that Node's ESM cannot import by name.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: import.meta.dirname,
  plugins: [react(), inlineFluentTokens()],
  // Apollo Client 3 keeps development-only checks behind globalThis.__DEV__; production drops them.
  // A server build keeps `process.env.NODE_ENV` for Node to read at run time, where nobody sets
  // it: React, Fluent and i18next then ran their development builds on every page the server
  // rendered (3–4× slower, docs/server-rendering.md). So it is fixed at build time, as for the browser.
  define: {
    'globalThis.__DEV__': 'false',
    ...(isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    manifest: true, // .vite/manifest.json: `npm run bench` reports each lazy route's chunks from it
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
}));
