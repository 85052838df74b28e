import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineFluentTokens } from './build/inline-fluent-tokens.ts';
import { precacheWithoutFirebase } from './build/precache.ts';
import { webAppManifest } from './build/web-app-manifest.ts';

// The home route is eagerly bundled; every other route is a React.lazy chunk (see app/routes.tsx).
// Every module the entry imports statically (Rolldown's `$initial` tag) is one chunk, React and the
// router another (they change least, so a browser keeps them longest): the first load is three
// files instead of 33, 8.4 KB gzip less, the import and export lists between chunks gone and one
// dictionary for the compressor. What only lazy routes use stays in their chunks (a group by
// library would take every module of Apollo or i18next any route uses into the first load).
// `vite build --ssr src/app/entry-server.tsx` builds the server renderer into dist-server
// (docs/server-rendering.md): one file with its dependencies bundled, since several of them
// (Apollo Client 3 first) are CommonJS that Node's ESM cannot import by name. `npm run dev`
// renders from the sources (web/server/dev-app.ts), where Vite imports the libraries with Node's
// loader and reads CommonJS names itself, all but Apollo Client's: that one is taken from its ES
// modules (bundling them all there would give the renderer its own copy of React).
// The browser build also writes the web app manifest and the service worker (docs/offline.md):
// vite-plugin-pwa builds src/app/service-worker.ts and injects the list of files to
// precache into it; the app registers it itself after load, so no register script is added.
export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: import.meta.dirname,
  plugins: [react(), inlineFluentTokens(), ...(isSsrBuild ? [] : offlineApp())],
  // Apollo Client 3 keeps development-only checks behind globalThis.__DEV__; production drops them.
  // A server build keeps `process.env.NODE_ENV` for Node to read at run time, where nobody sets
  // it: React, Fluent and i18next then ran their development builds on every page the server
  // rendered (3–4× slower, docs/server-rendering.md). So it is fixed at build time, as for the browser.
  define: {
    'globalThis.__DEV__': 'false',
    ...(isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  ssr: { noExternal: command === 'build' ? true : [/^@apollo\/client/] },
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
            { name: 'first-load', tags: ['$initial'], priority: 20 },
          ],
        },
      },
    },
  },
}));

/** The manifest and the one service worker: built, never running under `npm run dev`. */
function offlineApp() {
  const firebase = precacheWithoutFirebase();
  return [firebase.plugin, VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/app',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: webAppManifest,
    includeManifestIcons: false, // precached with the other pictures (globPatterns)
    injectManifest: {
      // A classic script: the push-only worker of earlier versions imports it (public/firebase-messaging-sw.js).
      rollupFormat: 'iife',
      // The app's code, pictures and translations, and the page shown offline; never index.html:
      // pages come from the server, rendered for the customer who asks.
      globPatterns: ['assets/**/*.{js,css,woff2}', 'images/**/*.{svg,png}', 'locales/**/*.json', 'offline.html'],
      manifestTransforms: [firebase.transform],
    },
  })];
}
