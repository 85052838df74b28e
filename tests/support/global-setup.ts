import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './chromium';
import { startAuthEmulator } from '../../scripts/firebase-emulator.mjs';
import { startStack } from '../../scripts/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    gatewayUrl: string;
    apiUrl: string;
    /** A file receiving the api's SMS log lines (the default SMS adapter prints every message). */
    smsLog: string;
    /** host:port of the firebase Auth emulator the stack signs in against. */
    authEmulatorHost: string;
    /** The run's Chromium, for playwright's `chromium.connect`. */
    browserEndpoint: string;
  }
}

export const FIREBASE_PROJECT_ID = 'demo-storefront';

/** TEST_PORT_OFFSET moves every port of the test stack, so two test runs can share a machine. */
export const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);

/** Starts the stack exactly as `npm start` does, on its own ports and a fresh embedded
 * database (seeded with the demo data), once for all integration and browser tests; with
 * firebase configured against the Auth emulator (emulator mode, never on otherwise) and the
 * kitchen simulator off. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-stack-'));
  const smsLog = join(dataDir, 'sms.log');
  const browser = await launchBrowserServer();
  const emulator = await startAuthEmulator({ port: 9191 + PORT_OFFSET, projectId: FIREBASE_PROJECT_ID });
  const firebase = {
    FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    VITE_FIREBASE_API_KEY: 'demo-api-key', VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID,
    VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`, VITE_FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  };
  let stack;
  try {
    stack = await startStack({
      apiPort: 3191 + PORT_OFFSET, gatewayPort: 4191 + PORT_OFFSET, webPort: 8191 + PORT_OFFSET, quiet: true,
      // Tests set order statuses themselves: no kitchen simulator moving them meanwhile. Every
      // test request comes from one address: rate limits far above what the tests send (the
      // limits themselves are tested in api/src/http/rate-limits.test.ts).
      env: {
        DATA_DIR: join(dataDir, 'db'), LOG_LEVEL: 'info', KITCHEN_SIMULATOR: 'off',
        RATE_LIMIT_PUBLIC: '100000/minute', RATE_LIMIT_AUTH: '100000/minute', RATE_LIMIT_MONEY: '100000/minute', ...firebase,
      },
      onLine: (process: string, line: string) => {
        // The outboxes' messages: SMS codes and e-mailed links.
        if (process === 'api' && (line.includes('"sms"') || line.includes('"email"'))) appendFileSync(smsLog, `${line}\n`);
      },
    });
  } catch (error) {
    await emulator.stop();
    await browser.close();
    throw error;
  }
  project.provide('webUrl', stack.webUrl);
  project.provide('gatewayUrl', stack.gatewayUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('smsLog', smsLog);
  project.provide('authEmulatorHost', emulator.host);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await stack.stop();
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
