// The only module that reads import.meta.env.
export const env = {
  /** Empty in production: the API and the PWA share one origin. Read on each use, so a test can point it elsewhere (vi.stubEnv). */
  get apiBase() {
    return (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');
  },
  serviceWorkerEnabled: import.meta.env.PROD,
};
