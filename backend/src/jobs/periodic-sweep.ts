import type { Logger } from '@nestjs/common';

/**
 * A sweep run at start-up and then `everyMs` after each run ends (never two at once) until stopped; a failed run
 * is logged and the next one comes all the same. What is due lives in the database, not in the timer, so a
 * restart loses nothing. The order expiry, the order-change dispatcher and the checkout reminders share it.
 */
export class PeriodicSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly logger: Logger,
    private readonly sweep: () => Promise<unknown>,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Stops the timer and waits for a run under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.sweep()
        .catch((error: unknown) => this.logger.error(`${this.name} failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          if (!this.stopped) this.schedule(this.everyMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
