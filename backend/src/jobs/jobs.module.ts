import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { JobsService } from './jobs.service.js';
import { Job, JobSchema } from './schemas/job.schema.js';

/**
 * Durable background jobs in the `jobs` collection. Import JobsModule, then with JobsService:
 *   jobs.handle('push:order', async (payload) => { ... })   once, at start-up (onModuleInit); throw to retry;
 *   await jobs.enqueue('push:order', `push:order:${id}`, { id })   false when that key was queued before.
 * Each job runs at least once (after a crash, maybe twice): handlers must be safe to repeat. Retries back off
 * from 30 s to an hour, 10 attempts. A kind runs in a lane (job-lanes.ts: `main`, the default, one job at a
 * time; the push lanes apart), so that pushes never hold up a mail: jobs.handle(kind, handler, 'pushDeliveries'). Hand-written rather than agenda/bullmq: one collection and one
 * conditional update per claim, on the embedded server and MongoDB alike, with no Redis to run.
 */
@Module({
  imports: [MongooseModule.forFeature([{ name: Job.name, schema: JobSchema }])],
  providers: [JobsService],
  exports: [JobsService],
})
export class JobsModule {}
