import swc from 'unplugin-swc';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// SWC instead of esbuild: NestJS dependency injection needs emitDecoratorMetadata.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  // The workspace packages' TypeScript sources, so tests need no build of them.
  ssr: { resolve: { conditions: [...defaultServerConditions, '@shop/source'] } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    pool: 'forks',
    // One module registry per worker instead of per file: imports took 318 of 351 s. Files must close what they open.
    isolate: false,
    // The PWA's server build (storefront pages) is plain JavaScript: Node loads it, not SWC (seconds for its 2 MB).
    server: { deps: { external: [/[\\/]dist[\\/]server[\\/]server-entry\.js$/] } },
  },
});
