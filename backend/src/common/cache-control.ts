/** For bytes whose URL changes whenever they do (hashed assets, content-addressed images). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** For entry points that must be revalidated on every load (index.html, the service worker). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
/** Other static files whose names do not change with their content (icons, robots.txt). */
export const SHORT_CACHE_CONTROL = 'public, max-age=3600';
