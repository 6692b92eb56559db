import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { workspaceResolve } from './vite.config';

// Files that replace a module (vi.mock) or load modules afresh (vi.resetModules): in a shared registry the
// replacement or the fresh copies would stay for the files after them.
const REPLACING_MODULES = [
  'src/app/pwa/app-notices.test.tsx',
  'src/app/checkout/checkout-route.test.tsx',
  'src/app/admin/admin-language-reload.test.tsx',
  'src/features/push/components/push-settings.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  resolve: workspaceResolve,
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Slow, shared CI machines: the first lazy route import can take seconds.
    testTimeout: 20_000,
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        // One module registry and one jsdom per worker instead of per file (236 → 49 CPU s): a file leaves no
        // module state, stub or open server behind (setup.ts empties the app-wide caches after each test).
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: REPLACING_MODULES, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: REPLACING_MODULES } },
    ],
  },
});
