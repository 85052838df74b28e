// `npm run dev`: the storefront from its sources, for editing it (docs/contributing.md). The api,
// the gateway and the web server run under `tsx watch`, each restarted when a file it imports
// changes; the web server serves the web app through Vite, whose hot updates show an edit of a
// component without a reload. Mesh's artifacts are built again when .meshrc.yaml changes (and by
// `npm run generate`, which writes the OpenAPI document they come from); the gateway restarts
// with them. Same ports, proxies, session cookie and headers as `npm start`; one URL; Ctrl+C
// stops everything.
import { execFile } from 'node:child_process';
import { watch, watchFile } from 'node:fs';
import { join } from 'node:path';
import { clearTimeout } from 'node:timers';
import { promisify } from 'node:util';
import { bin, root, startStack, stopOnSignals } from './stack.mjs';

/** An editor's save is often several writes: one build for them all. */
const SETTLE_MS = 300;
/** How often the artifacts' index is looked at: `mesh build` deletes and rewrites their folder,
 * which ends any watch on it, so the file's time is polled. */
const POLL_MS = 1000;

const meshBuild = promisify(execFile).bind(null, bin('mesh'), ['build'], { cwd: root });

/** Runs `mesh build` after .meshrc.yaml changes, one build at a time. Its folder is watched, not
 * the file: editors replace a file when they save it, which ends a watch on the file. */
function rebuildMeshOnChange() {
  let timer;
  let building = Promise.resolve();
  const rebuild = async () => {
    console.log('[dev] .meshrc.yaml changed: mesh build…');
    await meshBuild().catch((error) => console.error(`[dev] mesh build failed:\n${error.stderr || error.message}`));
  };
  watch(root, (_event, changed) => {
    if (changed !== '.meshrc.yaml') return;
    clearTimeout(timer);
    timer = setTimeout(() => { building = building.then(rebuild); }, SETTLE_MS);
  });
}

/** Restarts the gateway once `mesh build` (this script's or `npm run generate`'s) has written new
 * artifacts: their index is written last. */
function restartGatewayOnNewMesh(stack) {
  watchFile(join(root, '.mesh/index.ts'), { interval: POLL_MS }, (now, before) => {
    if (now.mtimeMs <= before.mtimeMs) return; // deleted (a build starting) or unchanged
    console.log('[dev] new Mesh artifacts: restarting the gateway');
    void stack.restart('gateway');
  });
}

const env = { NODE_ENV: process.env.NODE_ENV || 'development', KITCHEN_SIMULATOR: process.env.KITCHEN_SIMULATOR || 'on' };
const stack = await startStack({ dev: true, env }).catch((error) => {
  console.error(`\nThe storefront could not start: ${error.message}`);
  process.exit(1);
});
rebuildMeshOnChange();
restartGatewayOnNewMesh(stack);
console.log(`
  Storefront (npm run dev)   ${stack.webUrl}

  Edits show as you save them. Ctrl+C stops everything.
`);
stopOnSignals(stack);
