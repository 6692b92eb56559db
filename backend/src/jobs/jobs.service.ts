import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import { Job, type JobRecord } from './schemas/job.schema.js';

/** Does a job's work; throwing makes it run again later. Must finish well within LEASE_MS. */
export type JobHandler = (payload: Record<string, unknown>, job: JobRecord) => Promise<void>;

// How often each instance looks for due jobs that it was not woken for (retries, other instances' jobs).
const POLL_MS = 5_000;
/** How long a claimed job is its worker's; after that the sweep takes its worker for crashed. */
export const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 10;
const RETRY_FIRST_DELAY_MS = 30_000;
const RETRY_LONGEST_DELAY_MS = 60 * 60_000;
// Jobs run per round; any more wait for the next one.
const ROUND_LIMIT = 100;
const CRASHED_WORKER = 'Its worker stopped before finishing it';

/** 30 s after the first failed run, doubling up to an hour: about three hours in all before a job fails. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** (attempts - 1), RETRY_LONGEST_DELAY_MS);
}

/**
 * Runs the jobs of the kinds this instance has handlers for, one at a time. A job is claimed with one
 * conditional update (queued and due → running, leased to this worker), so of several instances polling the
 * same collection exactly one runs each attempt. The state lives in the database: a job survives a restart,
 * and one whose worker crashed goes back to the queue when its lease ends. Delivery is at least once.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly workerId = `${hostname()}:${process.pid}:${randomUUID()}`;
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<unknown> = Promise.resolve();
  private roundRunning = false;
  private wokenDuringRound = false;
  private stopped = false;

  constructor(@InjectModel(Job.name) private readonly jobs: Model<Job>) {}

  /** Registers the handler of `kind`; each kind has one. */
  handle(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} already has a handler`);
    this.handlers.set(kind, handler);
  }

  /** Queues a job unless one with `dedupeKey` exists already; answers whether this call queued it. */
  async enqueue(kind: string, dedupeKey: string, payload: Record<string, unknown>): Promise<boolean> {
    const now = new Date();
    try {
      await this.jobs.create({ kind, dedupeKey, payload, state: 'queued', attempts: 0, runAfter: now, createdAt: now });
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
    this.wake();
    return true;
  }

  /**
   * Returns to the queue the jobs whose worker's lease has ended, then runs due jobs until none is left
   * (or ROUND_LIMIT). `now` stands for the clock, for tests. Answers how many runs ended in success.
   */
  async runDue(now?: Date): Promise<number> {
    await this.requeueExpiredLeases(now ?? new Date());
    let succeeded = 0;
    for (let ran = 0; ran < ROUND_LIMIT && !this.stopped; ran += 1) {
      const job = await this.claim(now ?? new Date());
      if (!job) break;
      if (await this.run(job, now)) succeeded += 1;
    }
    return succeeded;
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
  }

  private claim(now: Date): Promise<JobRecord | null> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return Promise.resolve(null);
    return this.jobs
      .findOneAndUpdate(
        { state: 'queued', runAfter: { $lte: now }, kind: { $in: kinds } },
        { $set: { state: 'running', lease: { owner: this.workerId, until: new Date(now.getTime() + LEASE_MS) } }, $inc: { attempts: 1 } },
        { sort: { runAfter: 1 }, returnDocument: 'after' },
      )
      .lean<JobRecord>()
      .exec();
  }

  /** Answers whether the handler succeeded. Either way the job's outcome is recorded only while this worker still holds it. */
  private async run(job: JobRecord, now?: Date): Promise<boolean> {
    const stillOurs = { _id: job._id, state: 'running' as const, 'lease.owner': this.workerId };
    try {
      await this.handlers.get(job.kind)!(job.payload, job);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = now ?? new Date();
      if (job.attempts >= MAX_ATTEMPTS) {
        this.logger.error(`Job ${job.dedupeKey} failed for good after ${job.attempts} attempts: ${message}`);
        await this.jobs.updateOne(stillOurs, { $set: { state: 'failed', lease: null, lastError: message, finishedAt: at } });
      } else {
        this.logger.warn(`Job ${job.dedupeKey} failed (attempt ${job.attempts}), retrying later: ${message}`);
        const runAfter = new Date(at.getTime() + retryDelayMs(job.attempts));
        await this.jobs.updateOne(stillOurs, { $set: { state: 'queued', lease: null, lastError: message, runAfter } });
      }
      return false;
    }
    await this.jobs.updateOne(stillOurs, { $set: { state: 'done', lease: null, finishedAt: now ?? new Date() } });
    return true;
  }

  private async requeueExpiredLeases(now: Date): Promise<void> {
    const expired = { state: 'running' as const, 'lease.until': { $lt: now } };
    await this.jobs.updateMany(
      { ...expired, attempts: { $lt: MAX_ATTEMPTS } },
      { $set: { state: 'queued', lease: null, runAfter: now, lastError: CRASHED_WORKER } },
    );
    await this.jobs.updateMany(
      { ...expired, attempts: { $gte: MAX_ATTEMPTS } },
      { $set: { state: 'failed', lease: null, lastError: CRASHED_WORKER, finishedAt: now } },
    );
  }

  /** Starts a round now, or right after the one running: a job just queued here need not wait for the poll. */
  private wake(): void {
    if (this.roundRunning) this.wokenDuringRound = true;
    else this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.roundRunning = true;
      this.wokenDuringRound = false;
      this.round = this.runDue()
        .catch((error: unknown) => this.logger.error(`Job round failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => {
          this.roundRunning = false;
          this.schedule(this.wokenDuringRound ? 0 : POLL_MS);
        });
    }, delayMs);
  }
}
