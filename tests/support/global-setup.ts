import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { startStack } from '../../scripts/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    gatewayUrl: string;
    apiUrl: string;
  }
}

/** Starts the stack exactly as `npm start` does, on its own ports and a fresh embedded
 * database (seeded with the demo data), once for all integration and browser tests. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-stack-'));
  const stack = await startStack({
    apiPort: 3191, gatewayPort: 4191, webPort: 8191, quiet: true,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  project.provide('webUrl', stack.webUrl);
  project.provide('gatewayUrl', stack.gatewayUrl);
  project.provide('apiUrl', stack.apiUrl);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
