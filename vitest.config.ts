import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every layer: api unit tests (node), web component tests (jsdom, its own
// config), the gateway's own tests (limits), and the stack tests (gateway over the real api, browser tests) against one stack.
export default defineConfig({
  test: {
    // Every core (vitest leaves one free by default: half of this 2-core machine idle). The
    // CPU-bound projects (api on PGlite, web on jsdom) then take about half the time.
    maxWorkers: availableParallelism(),
    projects: [
      'web/vitest.config.ts',
      {
        test: {
          name: 'api',
          root: 'api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // The files share their worker's modules instead of a fresh process each: every file
          // builds its own app and database (testing/test-app.ts) and module state is only caches,
          // so nothing carries over, while loading the api's modules and compiling PGlite's
          // WebAssembly once per worker takes 44 % less CPU (563 s instead of 1,001 s measured).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'gateway',
          root: 'gateway',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      {
        // The cluster (scripts/cluster.mjs) on PostgreSQL, Redis and haproxy, started by its tests.
        test: {
          name: 'scale',
          environment: 'node',
          include: ['tests/scale/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The Firestore chat's rules on the gcloud SDK's emulator (scripts/firestore-emulator.mjs);
        // scripts/test.mjs runs it only when the emulator is installed.
        test: {
          name: 'firestore',
          environment: 'node',
          include: ['tests/firestore/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'stack',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          fileParallelism: false,
          // Concurrent tests (the accessibility audits) each hold a page that the stack renders on
          // these same cores: one more than there are cores keeps them busy while a page waits.
          maxConcurrency: availableParallelism() + 1,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
