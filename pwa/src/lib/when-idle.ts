/** After this long the browser runs an idle task anyway; without requestIdleCallback, the wait. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` once the page has nothing better to do; the answer cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}
