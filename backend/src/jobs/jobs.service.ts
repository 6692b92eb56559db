import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/duplicate-key.js';
import { JOB_LANES, type JobLane, LaneScheduler, type LaneWork } from './job-lanes.js';
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
// Jobs that one runDue runs per lane at most; any more wait for the next call.
const ROUND_LIMIT = 100;
const CRASHED_WORKER = 'Its worker stopped before finishing it';
const LANES = Object.keys(JOB_LANES) as JobLane[];

/** 30 s after the first failed run, doubling up to an hour: about three hours in all before a job fails. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** (attempts - 1), RETRY_LONGEST_DELAY_MS);
}

/**
 * Runs the jobs of the kinds this instance has handlers for, each lane apart (job-lanes.ts). A job is claimed with one
 * conditional update (queued and due → running, leased to this worker), so of several instances polling the
 * same collection exactly one runs each attempt. The state lives in the database: a job survives a restart,
 * and one whose worker crashed goes back to the queue when its lease ends. Delivery is at least once.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly workerId = `${hostname()}:${process.pid}:${randomUUID()}`;
  private readonly handlers = new Map<string, { handler: JobHandler; lane: JobLane }>();
  private readonly schedulers = Object.fromEntries(LANES.map((lane) => [lane, new LaneScheduler(this.laneWork(lane), POLL_MS)])) as Record<
    JobLane,
    LaneScheduler
  >;
  private stopped = false;

  constructor(@InjectModel(Job.name) private readonly jobs: Model<Job>) {}

  /** Registers the handler of `kind`, run in `lane`; each kind has one. */
  handle(kind: string, handler: JobHandler, lane: JobLane = 'main'): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} already has a handler`);
    this.handlers.set(kind, { handler, lane });
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
    const lane = this.handlers.get(kind)?.lane;
    if (lane) this.schedulers[lane].wake();
    return true;
  }

  /**
   * In every lane: returns to the queue the jobs whose worker's lease has ended, then runs due jobs until none
   * is left (or ROUND_LIMIT). `now` stands for the clock, for tests. Answers how many runs ended in success.
   */
  async runDue(now?: Date): Promise<number> {
    const succeeded = await Promise.all(LANES.map((lane) => this.runLane(lane, now)));
    return succeeded.reduce((sum, count) => sum + count, 0);
  }

  onApplicationBootstrap(): void {
    for (const scheduler of Object.values(this.schedulers)) scheduler.start();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await Promise.all(Object.values(this.schedulers).map((scheduler) => scheduler.stop()));
  }

  private laneWork(lane: JobLane): LaneWork {
    return {
      concurrency: JOB_LANES[lane],
      sweep: () => this.requeueExpiredLeases(this.kindsOf(lane), new Date()),
      runNext: async () => {
        const job = await this.claim(this.kindsOf(lane), new Date());
        if (job) await this.run(job);
        return !!job;
      },
      onError: (error) => this.logger.error(`Jobs of lane ${lane} failed: ${error instanceof Error ? error.message : String(error)}`),
    };
  }

  private kindsOf(lane: JobLane): string[] {
    return [...this.handlers].filter(([, entry]) => entry.lane === lane).map(([kind]) => kind);
  }

  /** The lane's due jobs, as many at a time as the lane allows. */
  private async runLane(lane: JobLane, now?: Date): Promise<number> {
    const kinds = this.kindsOf(lane);
    if (kinds.length === 0) return 0;
    await this.requeueExpiredLeases(kinds, now ?? new Date());
    let started = 0;
    let succeeded = 0;
    const runner = async () => {
      while (started < ROUND_LIMIT && !this.stopped) {
        started += 1;
        const job = await this.claim(kinds, now ?? new Date());
        if (!job) return;
        if (await this.run(job, now)) succeeded += 1;
      }
    };
    await Promise.all(Array.from({ length: JOB_LANES[lane] }, runner));
    return succeeded;
  }

  private claim(kinds: string[], now: Date): Promise<JobRecord | null> {
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
      const registered = this.handlers.get(job.kind);
      if (!registered) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await registered.handler(job.payload, job);
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

  private async requeueExpiredLeases(kinds: string[], now: Date): Promise<void> {
    if (kinds.length === 0) return;
    const expired = { state: 'running' as const, 'lease.until': { $lt: now }, kind: { $in: kinds } };
    await this.jobs.updateMany(
      { ...expired, attempts: { $lt: MAX_ATTEMPTS } },
      { $set: { state: 'queued', lease: null, runAfter: now, lastError: CRASHED_WORKER } },
    );
    await this.jobs.updateMany(
      { ...expired, attempts: { $gte: MAX_ATTEMPTS } },
      { $set: { state: 'failed', lease: null, lastError: CRASHED_WORKER, finishedAt: now } },
    );
  }
}
