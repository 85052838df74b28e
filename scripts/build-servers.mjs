// Compiles the api, the gateway and the web server to JavaScript with esbuild, so that they run
// with plain node: no TypeScript loader compiling every module at each start, and no build tool
// in production.
// Each entry is bundled with the sources it imports; packages stay imports of node_modules (some
// load native or WebAssembly files that sit beside their code).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Each server's bundles (output name → entry), their folder and the sources they are built from. */
export const SERVER_BUNDLES = {
  // The seed runs in a child process of the server (api/src/server.ts says why).
  api: { outdir: 'api/dist', entryPoints: { server: 'api/src/server.ts', seed: 'api/src/db/seed/cli.ts' }, sources: ['api/src'] },
  // Mesh's artifacts are TypeScript too: bundled beside the server, which imports them by path.
  gateway: {
    outdir: 'gateway/dist', entryPoints: { server: 'gateway/server.ts', mesh: '.mesh/index.ts' }, sources: ['gateway', 'api/src', '.mesh'],
  },
  // The web server; what it serves, the web app, is Vite's build (web/dist, web/dist-server).
  web: { outdir: 'web/server/dist', entryPoints: { server: 'web/server/main.ts' }, sources: ['web/server', 'api/src'] },
};

/** The file node runs for a server, relative to the repository root. */
export const serverEntry = (name) => join(SERVER_BUNDLES[name].outdir, 'server.js');

/** Bundles one server: ES modules for Node 20 and later, with source maps. */
export async function bundleServer(root, name) {
  const { outdir, entryPoints } = SERVER_BUNDLES[name];
  const esbuild = await import('esbuild'); // a build tool: loaded only when something is built
  const { outputFiles } = await esbuild.build({
    absWorkingDir: root, entryPoints, outdir, bundle: true, packages: 'external',
    platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning', write: false,
  });
  for (const { path, contents } of outputFiles) writeWhole(path, contents);
}

/** Writes `file` under another name, then renames it: a process starting meanwhile (another
 * stack, a restart) reads the old bundle or the new one, never half of one. */
function writeWhole(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}
