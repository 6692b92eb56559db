/**
 * What a test gives `vi.waitFor` for work that finishes after the call it made (IndexedDB, a message between tabs,
 * a chain of tasks). The wait ends as soon as its condition holds; vitest's default of one second is shorter than a
 * busy machine can delay that work. Testing Library's waits get the same limit (setup.ts).
 */
export const BACKGROUND_WAIT = { timeout: 10_000, interval: 50 };
