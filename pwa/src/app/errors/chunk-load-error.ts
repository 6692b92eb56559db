/**
 * Whether a lazy route failed because its chunk is gone: after a deploy, the old entry asks for
 * file names the server no longer has. The wording differs per browser (Chromium, Firefox, Safari),
 * and Vite's preload helper adds its own for the chunk's CSS.
 */
const CHUNK_LOAD_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURES.some((failure) => error.message.includes(failure));
}
