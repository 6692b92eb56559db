// The only module that reads import.meta.env.
export const env = {
  /** Empty in production: the API and the PWA share one origin. */
  apiBase: (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, ''),
  serviceWorkerEnabled: import.meta.env.PROD,
};
