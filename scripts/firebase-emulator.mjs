// Starts the firebase-tools Auth emulator (offline: the emulator UI, which would be downloaded,
// is disabled) on a given port, for tests and for trying firebase sign-in locally.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import { join } from 'node:path';
import { bin } from './stack.mjs';

/** A TCP port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * firebase-tools reads its ports from firebase.json only, so each run gets its own file.
 * @param {{port?: number, projectId?: string}} options — port 0: any free ports
 */
export async function startAuthEmulator({ port = 9099, projectId = 'demo-storefront' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'firebase-emulator-'));
  const [auth, hub, logging] = port === 0 ? [await freePort(), await freePort(), await freePort()] : [port, port + 1, port + 2];
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({
    emulators: { ui: { enabled: false }, auth: { host: '127.0.0.1', port: auth }, hub: { port: hub }, logging: { port: logging } },
  }));
  const child = spawn(bin('firebase'), ['emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    // The CLI fetches its message of the day from the internet: a proxy that refuses at once
    // makes that fail fast on offline machines (the emulator itself needs no network).
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', HTTPS_PROXY: 'http://127.0.0.1:9', HTTP_PROXY: 'http://127.0.0.1:9', NO_PROXY: '127.0.0.1,localhost' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
      setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 5000).unref();
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const host = `127.0.0.1:${auth}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the Auth emulator stopped:\n${output}`);
    const up = await fetch(`http://${host}/emulator/v1/projects/${projectId}/config`).then((res) => res.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the Auth emulator did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host, projectId, stop };
}

// `npm run firebase:emulator`: the emulator for trying firebase sign-in locally.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { host, projectId, stop } = await startAuthEmulator();
  // The emulator runs in its own process group: stop it with this script.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop().then(() => process.exit(0)));
  console.log(`firebase Auth emulator on http://${host} (project ${projectId}). Start the storefront with (outside
production, which refuses the emulator's unsigned tokens):

  NODE_ENV=development FIREBASE_PROJECT_ID=${projectId} FIREBASE_AUTH_EMULATOR_HOST=${host} \\
  VITE_FIREBASE_API_KEY=demo-api-key VITE_FIREBASE_PROJECT_ID=${projectId} \\
  VITE_FIREBASE_AUTH_DOMAIN=${projectId}.firebaseapp.com VITE_FIREBASE_AUTH_EMULATOR_HOST=${host} npm start

Phone codes: http://${host}/emulator/v1/projects/${projectId}/verificationCodes — Ctrl-C stops it.`);
}
