import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const ONE_DAY_S = 24 * 60 * 60;
const PUSH_HANDLERS_SCRIPT = 'push-handlers.js';

/**
 * Builds the service worker's push handlers (src/service-worker) into dist as a classic script, before
 * vite-plugin-pwa writes sw.js, which imports it (workbox.importScripts). Outside the app's bundle, so the
 * shopper's first load carries none of it.
 */
function pushHandlersScript(): Plugin {
  return {
    name: 'push-handlers-script',
    apply: 'build',
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          logLevel: 'warn',
          build: {
            outDir: fileURLToPath(new URL('dist', import.meta.url)),
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

// The workspace packages' TypeScript sources: bundled and tree-shaken as the PWA's own code, no build of them needed.
export const workspaceResolve = { conditions: [...defaultClientConditions, '@shop/source'] };

// Dev and preview talk to the backend on :3000; the chat socket needs the WebSocket upgrade proxied too.
const backendProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
  '/socket.io': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
};

export default defineConfig({
  resolve: workspaceResolve,
  plugins: [
    react(),
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
        orientation: 'portrait',
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
    // Every browser the shop supports preloads modules itself: no polyfill in the first load.
    modulePreload: { polyfill: false },
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: backendProxy,
  },
  preview: {
    proxy: backendProxy,
  },
});
