import swc from 'unplugin-swc';
import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = ['src/**/*.spec.ts', 'test/**/*.spec.ts'];
// Specs that kill and restart real shop processes on a fixed port: each in a fresh worker, where no server
// left open by an earlier file can take the port while the shop is down.
const SHOP_PROCESS_SPECS = ['test/orders-crash-safety.spec.ts'];

// SWC instead of esbuild: NestJS dependency injection needs emitDecoratorMetadata.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  // The workspace packages' TypeScript sources, so tests need no build of them.
  ssr: { resolve: { conditions: [...defaultServerConditions, '@shop/source'] } },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        // One module registry per worker instead of per file: imports took 318 of 351 s. Files must close what they open.
        test: { name: 'in-process', include: INCLUDE, exclude: [...configDefaults.exclude, ...SHOP_PROCESS_SPECS], isolate: false },
      },
      { extends: true, test: { name: 'shop-processes', include: SHOP_PROCESS_SPECS, isolate: true } },
    ],
  },
});
