// The gcloud SDK's Firestore emulator with firestore.rules loaded, for one test file: started
// before its tests, stopped after them.
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { startFirestoreEmulator } from '../../scripts/firestore-emulator.mjs';

export interface RulesEmulator {
  /** The rules-unit-testing environment on the emulator (contexts, clearing, rules off). */
  env: RulesTestEnvironment;
  /** The emulator's port on 127.0.0.1, for SDK clients of one's own. */
  port: number;
}

/** Registers the file's hooks; the answer is filled in once the emulator runs (in the tests). */
export function useRulesEmulator(projectId: string): RulesEmulator {
  const running = {} as RulesEmulator;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const emulator = await startFirestoreEmulator({ projectId });
    stop = emulator.stop;
    running.port = emulator.port;
    running.env = await initializeTestEnvironment({
      projectId,
      firestore: { host: '127.0.0.1', port: emulator.port, rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
    });
  }, 90_000);
  afterAll(async () => {
    await running.env?.cleanup();
    await stop?.();
  });
  return running;
}
