import { PUSH_LIMITS } from '../config/limits.js';

/**
 * Job kinds run in lanes. A lane claims only its own kinds, on its own timer, at most its number of jobs at
 * a time, so a lane full of slow work (pushes waiting on push services) never holds up another's (mails).
 */
export const JOB_LANES = { main: 1, push: PUSH_LIMITS.concurrentDeliveries } as const;
export type JobLane = keyof typeof JOB_LANES;

/** Starts one lane's rounds: at once when woken, else every `pollMs`; one round at a time, another right after if woken during it. */
export class LaneScheduler {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> = Promise.resolve();
  private roundRunning = false;
  private wokenDuringRound = false;
  private stopped = false;

  constructor(
    private readonly runRound: () => Promise<unknown>,
    private readonly pollMs: number,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** A job just queued here need not wait for the poll. */
  wake(): void {
    if (this.roundRunning) this.wokenDuringRound = true;
    else this.schedule(0);
  }

  /** Lets the running round finish; starts no other. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.roundRunning = true;
      this.wokenDuringRound = false;
      this.round = this.runRound().finally(() => {
        this.roundRunning = false;
        this.schedule(this.wokenDuringRound ? 0 : this.pollMs);
      });
    }, delayMs);
  }
}
