import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    // Files share their worker: the libraries Node loads (React, Fluent, Apollo) load once per
    // worker instead of once per file, while the app's modules load afresh for each file
    // (src/test/setup.ts). Measured on the whole project: 55 % less CPU (see docs/testing.md).
    isolate: false,
    // Pages and the toaster are lazy chunks: on a busy 2-core machine running every project at
    // once, loading them can take seconds (waits are bounded by asyncUtilTimeout in setup.ts).
    testTimeout: 20_000,
  },
});
