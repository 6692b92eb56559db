import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const ONE_DAY_S = 24 * 60 * 60;
const PUSH_HANDLERS_SCRIPT = 'push-handlers.js';
const SERVER_PAGE_LOADER = 'start-after-load';
const SERVER_PAGE_LOADER_PATH = fileURLToPath(new URL(`src/app/ssr/${SERVER_PAGE_LOADER}.ts`, import.meta.url));

/**
 * Builds the service worker's push handlers (src/service-worker) into dist as a classic script, before
 * vite-plugin-pwa writes sw.js, which imports it (workbox.importScripts). Outside the app's bundle, so the
 * shopper's first load carries none of it.
 */
function pushHandlersScript(): Plugin {
  let outDir = '';
  return {
    name: 'push-handlers-script',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          logLevel: 'warn',
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            target: 'es2022',
            lib: {
              entry: fileURLToPath(new URL('src/service-worker/push-handlers.ts', import.meta.url)),
              formats: ['iife'],
              name: 'pushHandlers',
              fileName: () => PUSH_HANDLERS_SCRIPT,
            },
          },
        });
      },
    },
  };
}

/**
 * React Router ships a production build without its development warnings, but its package exports always resolve
 * the development one (remix-run/react-router#14102): the shop's build bundles the production files.
 */
function reactRouterProductionBuild(): Plugin {
  const productionDir = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(productionDir, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(productionDir, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

const shopRoute = (file: string) => fileURLToPath(new URL(`src/app/shop/${file}`, import.meta.url));
const HOME_ROUTE = shopRoute('home-route.tsx');
const PRODUCTS_ROUTE = shopRoute('products-route.tsx');
const PRODUCT_ROUTE = shopRoute('product-route.tsx');

/** The module and every module that imports it, directly or not, statically. */
function staticImportersOf(id: string, ctx: Rolldown.ChunkingContext): Set<string> {
  const importers = new Set<string>();
  const pending = [id];
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    if (importers.has(current)) continue;
    importers.add(current);
    pending.push(...(ctx.getModuleInfo(current)?.importers ?? []));
  }
  return importers;
}

/** One chunk of the modules that the catalogue pages `routes` import, and no other storefront page. */
function catalogueChunk(name: string, routes: readonly string[], priority: number): Rolldown.CodeSplittingGroup {
  const otherRoutes = [HOME_ROUTE, PRODUCTS_ROUTE, PRODUCT_ROUTE].filter((route) => !routes.includes(route));
  return {
    name(id, ctx) {
      if (routes.includes(id)) return null;
      const importers = staticImportersOf(id, ctx);
      return routes.every((route) => importers.has(route)) && !otherRoutes.some((route) => importers.has(route)) ? name : null;
    },
    priority,
  };
}

/**
 * How the build cuts the shop into files. Each file costs the browser a request, and gzip starts each one from
 * nothing: the catalogue pages' dozen small shared chunks weighed a third more apart than together. So a first
 * load is the entry with all it imports statically (React, the router, the shop's frame) as one file, the page's
 * chunk and, for the catalogue pages, what both share ('storefront') and what only that page uses
 * ('products-page', 'product-page'). The few other screens that use some of it load the whole chunk: a few KB on
 * pages that are never a first screen, and that the service worker has cached by then. Higher priority first:
 * a group takes the modules it captures with their imports.
 */
const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    // The server page's loader is an entry too, but stays its own file of a few bytes.
    { name: (id) => (id === SERVER_PAGE_LOADER_PATH ? null : 'first-load'), tags: ['$initial'], priority: 4 },
    catalogueChunk('storefront', [PRODUCTS_ROUTE, PRODUCT_ROUTE], 3),
    catalogueChunk('products-page', [PRODUCTS_ROUTE], 2),
    catalogueChunk('product-page', [PRODUCT_ROUTE], 1),
  ],
};

// The workspace packages' TypeScript sources: bundled and tree-shaken as the PWA's own code, no build of them needed.
export const workspaceResolve = { conditions: [...defaultClientConditions, '@shop/source'] };

// Dev and preview talk to the backend on :3000; the chat socket needs the WebSocket upgrade proxied too.
const backendProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
  '/socket.io': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
};

/**
 * `vite build --ssr`: the app's screens for the server (src/app/ssr/server-entry.tsx), one self-contained ES module
 * in dist/server that the backend loads by path at start-up (no import of the PWA's source, no node_modules of
 * its own). Stylesheets are left out: the client build's are the page's. Not served: the backend keeps
 * dist/server out of its static files.
 */
const serverBuild: UserConfig = {
  // React's production build whatever NODE_ENV the backend runs with: no development checks on every page.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { conditions: [...defaultServerConditions, '@shop/source'] },
  ssr: { noExternal: true, target: 'node', resolve: { conditions: [...defaultServerConditions, '@shop/source'] } },
  plugins: [react(), reactRouterProductionBuild()],
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node24',
    sourcemap: false,
    rolldownOptions: {
      input: { 'server-entry': fileURLToPath(new URL('src/app/ssr/server-entry.tsx', import.meta.url)) },
      output: { codeSplitting: false },
    },
  },
};

const appBuild: UserConfig = {
  resolve: workspaceResolve,
  plugins: [
    react(),
    reactRouterProductionBuild(),
    pushHandlersScript(),
    VitePWA({
      registerType: 'prompt',
      // Registered by src/app/pwa with workbox-window, so the shopper can be asked before an update.
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Kawaii Shop — cute character accessories',
        short_name: 'Kawaii Shop',
        description: 'Desk ornaments, phone cases, keychains, stickers, acrylic products and charms with your favourite characters.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#f7a8c4',
        background_color: '#fff7fa',
        categories: ['shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        importScripts: [PUSH_HANDLERS_SCRIPT],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        // First install only: take control at once so visited pages are cached from the first visit.
        // Updates still wait for the shopper's "Reload" (no skipWaiting).
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          // Catalogue, product and board reads: fresh when the network answers fast, else cached.
          // (Match callbacks are copied into sw.js as source, so they may not use outside names.)
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/(products\/getProducts?|welcomeBoards\/getWelcomeBoards?)\//.test(url.pathname),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'catalogue-reads',
              networkTimeoutSeconds: 3,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200, maxAgeSeconds: 7 * ONE_DAY_S },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/images/'),
            handler: 'CacheFirst',
            method: 'GET',
            options: {
              cacheName: 'product-images',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * ONE_DAY_S, purgeOnQuotaError: true },
            },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    manifest: true,
    // A lazy chunk that a page imports is fetched with its imports at once, not one round after it: the favourite
    // heart's action, fetched once the heart is drawn, must be whole before a shopper who goes offline taps it.
    // The entry's own lazy imports (pages, drawers) carry no such list (about 1 KB gzipped of file names on every
    // first load): the server's page preloads its route's chunks. No polyfill: every supported browser preloads.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_chunk, dependencies, { hostId }) => (/(^|\/)index-[\w-]+\.js$/.test(hostId) ? [] : dependencies),
    },
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // start-after-load: the script a server page loads in place of the entry (src/app/ssr/start-after-load.ts).
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), [SERVER_PAGE_LOADER]: SERVER_PAGE_LOADER_PATH },
      output: { codeSplitting },
    },
  },
  server: {
    proxy: backendProxy,
  },
  preview: {
    proxy: backendProxy,
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : appBuild));
