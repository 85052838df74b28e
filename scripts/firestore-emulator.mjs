// Starts the Cloud Firestore emulator of the gcloud SDK (Java 17 is enough; firebase-tools' own
// needs Java 21 and a download) on a free port, for the Firestore rules tests and for trying the
// Firestore chat locally (docs/chat.md). FIRESTORE_EMULATOR_BINARY overrides where it is looked for.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './firebase-emulator.mjs';

export const FIRESTORE_EMULATOR_BINARY = process.env.FIRESTORE_EMULATOR_BINARY
  || '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** Whether the emulator can be started here. */
export const firestoreEmulatorPresent = () => existsSync(FIRESTORE_EMULATOR_BINARY);

/**
 * @param {{port?: number, projectId?: string}} options — port 0 (default): a free one
 * @returns {Promise<{host: string, port: number, projectId: string, stop: () => Promise<void>}>}
 */
export async function startFirestoreEmulator({ port = 0, projectId = 'demo-storefront' } = {}) {
  if (!firestoreEmulatorPresent()) throw new Error(`the Firestore emulator is not installed at ${FIRESTORE_EMULATOR_BINARY}`);
  const chosen = port || await freePort();
  const child = spawn(FIRESTORE_EMULATOR_BINARY, ['--host=127.0.0.1', `--port=${chosen}`, `--project_id=${projectId}`], {
    detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => { output += chunk; });
  child.stderr.on('data', (chunk) => { output += chunk; });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
    setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 5000).unref();
    await exited;
  };
  const host = `127.0.0.1:${chosen}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the Firestore emulator stopped:\n${output}`);
    if (await fetch(`http://${host}/`).then((res) => res.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the Firestore emulator did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host, port: chosen, projectId, stop };
}

// `node scripts/firestore-emulator.mjs`: the emulator for trying the Firestore chat locally.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { host, stop } = await startFirestoreEmulator({ port: Number(process.env.FIRESTORE_PORT ?? 8080) });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop().then(() => process.exit(0)));
  console.log(`Firestore emulator on http://${host} — load the rules with the rules tests' helper or the firebase CLI; Ctrl-C stops it.`);
}
