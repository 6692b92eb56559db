/**
 * What a test gives `vi.waitFor` or `expect.poll` for work the shop finishes after its answer: a mail, a socket
 * closing, a job, another instance hearing of a change. The wait ends as soon as its condition holds; vitest's
 * default of one second is shorter than a busy machine can delay that work (as the PWA suite's waits allow too).
 */
export const BACKGROUND_WAIT = { timeout: 10_000, interval: 50 };
