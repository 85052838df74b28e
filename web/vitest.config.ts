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
    // Pages and the toaster are lazy chunks: on a busy 2-core machine running every project at
    // once, loading them can take seconds (waits are bounded by asyncUtilTimeout in setup.ts).
    testTimeout: 20_000,
  },
});
