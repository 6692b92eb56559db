// The only module that reads import.meta.env.
export const env = {
  /** Empty in production: the API and the PWA share one origin. Read on each use, so a test can point it elsewhere (vi.stubEnv). */
  get apiBase() {
    return (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');
  },
  serviceWorkerEnabled: import.meta.env.PROD,
  /**
   * Check every API answer against its contract schema: on the Vite dev server, not in the shopper's production
   * bundle. Not yet in the component tests, whose stubbed answers do not all follow the contracts (lib/api-client.test.ts
   * switches it on). Read on each use, so a test can switch it (vi.stubEnv).
   */
  get checkAnswers() {
    return import.meta.env.DEV && import.meta.env.MODE !== 'test';
  },
};
