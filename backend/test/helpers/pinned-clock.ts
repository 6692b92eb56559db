import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';

/** 30 seconds into an hour: a window of every limit, from a second up to an hour, has just begun and runs on. */
export const INSIDE_ONE_WINDOW = new Date('2030-01-01T10:00:30Z');

/**
 * Stops the shop's clock at INSIDE_ONE_WINDOW for each test of the file or block it is called in. Limits
 * count per fixed window (or refill with time), so a test whose requests straddled a window's end, or took
 * seconds on a busy machine, would count them apart. Only Date is faked: timers and I/O run as usual.
 */
export function clockPinnedInsideOneWindow(): void {
  beforeEach(pinClock);
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The same for the rest of the current test only: called first in it, before any session or message exists. */
export function clockPinnedForThisTest(): void {
  pinClock();
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

function pinClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: INSIDE_ONE_WINDOW });
}
