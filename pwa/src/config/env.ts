// The only module that reads import.meta.env.
export const env = {
  /** Empty in production: the API and the PWA share one origin. Read on each use, so a test can point it elsewhere (vi.stubEnv). */
  get apiBase() {
    return (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');
  },
  serviceWorkerEnabled: import.meta.env.PROD,
  /**
   * Check every API answer against its contract schema: on the Vite dev server and in the tests (where a stubbed
   * answer that breaks its contract fails the test, see test/setup.ts), not in the shopper's production bundle.
   */
  checkAnswers: import.meta.env.DEV,
};
