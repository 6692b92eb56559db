import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaneScheduler, type LaneWork } from './job-lanes.js';

const HOUR_MS = 3_600_000;

/** A lane's work over `due` jobs, each taking a turn of the event loop, counting claims and jobs running at once. */
function laneOf(due: number, concurrency: number) {
  const seen = { claims: 0, ran: 0, running: 0, mostAtOnce: 0 };
  let left = due;
  const work: LaneWork = {
    concurrency,
    sweep: () => Promise.resolve(),
    runNext: async () => {
      seen.claims += 1;
      if (left === 0) return false;
      left -= 1;
      seen.running += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
      await new Promise((resolve) => setImmediate(resolve));
      seen.running -= 1;
      seen.ran += 1;
      return true;
    },
    onError: (error) => {
      throw error;
    },
  };
  return { seen, scheduler: new LaneScheduler(work, HOUR_MS) };
}

describe('a lane of jobs', () => {
  let stop: () => Promise<void> = () => Promise.resolve();
  afterEach(() => stop());

  it('claims once on a poll that finds nothing due', async () => {
    const { seen, scheduler } = laneOf(0, 8);
    stop = () => scheduler.stop();

    scheduler.start();
    await vi.waitFor(() => expect(seen.claims).toBe(1));
    await scheduler.stop();

    expect(seen.claims).toBe(1);
  });

  it('runs a backlog as many jobs at a time as the lane allows', async () => {
    const { seen, scheduler } = laneOf(20, 4);
    stop = () => scheduler.stop();

    scheduler.start();
    await vi.waitFor(() => expect(seen.ran).toBe(20));

    expect(seen.mostAtOnce).toBe(4);
  });
});
