import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { sharedAliases } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sharedAliases, conditions: [...defaultClientConditions, '@shop/source'] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Slow, shared CI machines: the first lazy route import can take seconds.
    testTimeout: 20_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
