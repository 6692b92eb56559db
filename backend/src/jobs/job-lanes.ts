import { PUSH_LIMITS } from '../config/limits.js';

/**
 * Job kinds run in lanes. A lane claims only its own kinds, on its own timer, at most its number of jobs at
 * a time, so a lane full of slow work (pushes waiting on push services) never holds up another's (mails):
 * `main` (mails), `pushEvents` (fanning an event out to devices, restock checks), `pushDeliveries`.
 */
export const JOB_LANES = { main: 1, pushEvents: 1, pushDeliveries: PUSH_LIMITS.concurrentDeliveries } as const;
export type JobLane = keyof typeof JOB_LANES;

/** What a lane's scheduler drives. */
export interface LaneWork {
  concurrency: number;
  /** Returns to the queue the lane's jobs whose worker's lease has ended. */
  sweep(): Promise<void>;
  /** Claims and runs one due job; answers false when there was none. */
  runNext(): Promise<boolean>;
  onError(error: unknown): void;
}

/**
 * Keeps up to `concurrency` runners on a lane, each running due jobs until none is left: one more is started
 * for each job queued here, and one on every poll (which first sweeps), so retries and other instances' jobs
 * are found too; a runner that finds a job starts the others. (All of them on every poll cost an idle lane of
 * 8 a claim and a database connection each, at start and every poll after.)
 */
export class LaneScheduler {
  private readonly runners = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private wokenWhileFull = false;
  private stopped = false;

  constructor(
    private readonly work: LaneWork,
    private readonly pollMs: number,
  ) {}

  start(): void {
    this.poll(0);
  }

  /** A job just queued here need not wait for the poll. */
  wake(): void {
    if (this.runners.size >= this.work.concurrency) this.wokenWhileFull = true;
    else this.addRunners(1);
  }

  /** Lets the running jobs finish; starts no other. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all(this.runners);
  }

  private poll(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.work
        .sweep()
        .then(
          () => this.addRunners(1),
          (error: unknown) => this.work.onError(error),
        )
        .finally(() => {
          if (!this.stopped) this.poll(this.pollMs);
        });
    }, delayMs);
  }

  private addRunners(count: number): void {
    for (let added = 0; added < count && !this.stopped && this.runners.size < this.work.concurrency; added += 1) {
      const runner: Promise<void> = this.runUntilIdle()
        .catch((error: unknown) => this.work.onError(error))
        .finally(() => {
          this.runners.delete(runner);
          // A job queued while every runner was busy, and this one had already found none.
          if (this.wokenWhileFull) {
            this.wokenWhileFull = false;
            this.addRunners(1);
          }
        });
      this.runners.add(runner);
    }
  }

  private async runUntilIdle(): Promise<void> {
    while (!this.stopped && (await this.work.runNext())) {
      // Where there was one due job there may be more.
      this.addRunners(this.work.concurrency);
    }
  }
}
