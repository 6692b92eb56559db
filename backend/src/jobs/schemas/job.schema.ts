import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import mongoose, { type Types } from 'mongoose';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

// Finished jobs are kept this long, so that enqueuing the same key again within it stays a no-op.
const FINISHED_JOBS_KEPT_SECONDS = 30 * 24 * 3600;

/** Which worker holds a running job, and until when before the sweep hands it to another. */
@Schema({ _id: false, versionKey: false })
export class JobLease {
  @Prop({ type: String, required: true })
  owner: string;

  @Prop({ type: Date, required: true })
  until: Date;
}

/** A unit of background work, run at least once by whichever instance claims it first. */
@Schema({ collection: 'jobs', versionKey: false })
export class Job {
  /** Picks the handler, e.g. 'order-mail' or 'push:order'. */
  @Prop({ type: String, required: true })
  kind: string;

  /** One job per key, ever (until it is cleaned up after FINISHED_JOBS_KEPT_SECONDS). */
  @Prop({ type: String, required: true })
  dedupeKey: string;

  @Prop({ type: mongoose.Schema.Types.Mixed, default: {} })
  payload: Record<string, unknown>;

  @Prop({ type: String, enum: JOB_STATES, required: true })
  state: JobState;

  /** Runs started, counting one cut short by a crash. */
  @Prop({ type: Number, default: 0 })
  attempts: number;

  /** Not claimed before this: the enqueue time, or the end of a retry's backoff. */
  @Prop({ type: Date, required: true })
  runAfter: Date;

  /** Set while running. */
  @Prop({ type: SchemaFactory.createForClass(JobLease), default: null })
  lease: JobLease | null;

  @Prop({ type: String, default: '' })
  lastError: string;

  @Prop({ type: Date, required: true })
  createdAt: Date;

  @Prop({ type: Date, default: null })
  finishedAt: Date | null;
}

export type JobRecord = Job & { _id: Types.ObjectId };

export const JobSchema = SchemaFactory.createForClass(Job);
JobSchema.index({ dedupeKey: 1 }, { unique: true });
JobSchema.index({ state: 1, runAfter: 1 });
JobSchema.index({ state: 1, 'lease.until': 1 });
JobSchema.index({ finishedAt: 1 }, { expireAfterSeconds: FINISHED_JOBS_KEPT_SECONDS });
