import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceResolve } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: workspaceResolve,
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Slow, shared CI machines: the first lazy route import can take seconds.
    testTimeout: 20_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
