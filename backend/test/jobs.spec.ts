import type { NestExpressApplication } from '@nestjs/platform-express';
import { getModelToken } from '@nestjs/mongoose';
import { startEmbeddedMongo } from '@shop/embedded-mongo';
import type { Model } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobsService, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from '../src/jobs/jobs.service.js';
import { Job, type JobRecord } from '../src/jobs/schemas/job.schema.js';
import { createTestApp } from './helpers/test-app.js';
import { closeStarted } from './helpers/teardown.js';
import { BACKGROUND_WAIT } from './helpers/background-wait.js';

describe('durable jobs', () => {
  let app: NestExpressApplication;
  let jobs: Model<Job>;
  let kindCount = 0;

  beforeAll(async () => {
    app = await createTestApp();
    jobs = app.get(getModelToken(Job.name));
  });
  afterAll(async () => {
    await closeStarted(app);
  });

  /** A worker of its own, as another instance would have; it runs only when a test asks it to. */
  const worker = () => new JobsService(jobs);
  const uniqueKind = () => `test:kind-${++kindCount}`;
  const stored = async (dedupeKey: string) => (await jobs.findOne({ dedupeKey }).lean<JobRecord>())!;
  const later = (ms: number) => new Date(Date.now() + ms);

  it('queues a key once: enqueuing it again is a no-op, and the job runs once with its payload', async () => {
    const kind = uniqueKind();
    const queue = app.get(JobsService);
    expect(await queue.enqueue(kind, `${kind}:a`, { n: 1 })).toBe(true);
    expect(await queue.enqueue(kind, `${kind}:a`, { n: 2 })).toBe(false);
    const payloads: unknown[] = [];
    const alone = worker();
    alone.handle(kind, (payload) => {
      payloads.push(payload);
      return Promise.resolve();
    });

    expect(await alone.runDue()).toBe(1);
    expect(await alone.runDue()).toBe(0);
    expect(payloads).toEqual([{ n: 1 }]);
    expect(await stored(`${kind}:a`)).toMatchObject({ state: 'done', attempts: 1, lease: null });
    expect(await queue.enqueue(kind, `${kind}:a`, { n: 3 })).toBe(false);
  });

  it('runs each of many jobs exactly once when two workers race for them', async () => {
    const kind = uniqueKind();
    const keys = Array.from({ length: 30 }, (_, n) => `${kind}:${n}`);
    for (const key of keys) await app.get(JobsService).enqueue(kind, key, { key });
    const runs: string[][] = [[], []];
    const workers = [worker(), worker()];
    workers.forEach((racer, n) =>
      racer.handle(kind, (payload) => {
        runs[n].push(payload.key as string);
        return Promise.resolve();
      }),
    );

    const succeeded = await Promise.all(workers.map((racer) => racer.runDue()));

    expect(succeeded[0] + succeeded[1]).toBe(keys.length);
    expect([...runs[0], ...runs[1]].sort()).toEqual([...keys].sort());
    expect(await jobs.countDocuments({ kind, state: 'done', attempts: 1 })).toBe(keys.length);
  });

  it('retries a job that failed once after its backoff, and then it is done', async () => {
    const kind = uniqueKind();
    await app.get(JobsService).enqueue(kind, `${kind}:flaky`, {});
    let calls = 0;
    const flaky = worker();
    flaky.handle(kind, () => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('SMTP is down'));
      return Promise.resolve();
    });

    const failedAfter = Date.now();
    expect(await flaky.runDue()).toBe(0);
    const failedOnce = await stored(`${kind}:flaky`);
    expect(failedOnce).toMatchObject({ state: 'queued', attempts: 1, lastError: 'SMTP is down', lease: null });
    expect(failedOnce.runAfter.getTime()).toBeGreaterThanOrEqual(failedAfter + retryDelayMs(1));
    expect(await flaky.runDue()).toBe(0);
    expect(calls).toBe(1);

    expect(await flaky.runDue(later(retryDelayMs(1) + 1_000))).toBe(1);
    expect(calls).toBe(2);
    expect(await stored(`${kind}:flaky`)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const kind = uniqueKind();
    await app.get(JobsService).enqueue(kind, `${kind}:doomed`, {});
    const doomed = worker();
    doomed.handle(kind, () => Promise.reject(new Error('mailbox does not exist')));
    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await doomed.runDue(new Date(clock));
      clock += retryDelayMs(attempt) + 1_000;
    }
    expect(await stored(`${kind}:doomed`)).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, lastError: 'mailbox does not exist' });
    expect(await doomed.runDue(new Date(clock + 24 * 3600_000))).toBe(0);
  });

  it('hands the job of a worker that stopped mid-run to another once its lease ends, and ignores the stopped one after', async () => {
    const kind = uniqueKind();
    await app.get(JobsService).enqueue(kind, `${kind}:orphan`, {});
    let finishCrashed: () => void = () => {};
    const crashed = worker();
    crashed.handle(kind, () => new Promise<void>((resolve) => (finishCrashed = resolve)));
    const crashedRound = crashed.runDue();
    await expect.poll(async () => (await stored(`${kind}:orphan`)).state, BACKGROUND_WAIT).toBe('running');

    const survivor = worker();
    let survivorRuns = 0;
    survivor.handle(kind, () => {
      survivorRuns += 1;
      return Promise.resolve();
    });
    expect(await survivor.runDue(later(LEASE_MS - 60_000))).toBe(0);
    expect(await survivor.runDue(later(LEASE_MS + 1_000))).toBe(1);
    expect(survivorRuns).toBe(1);
    expect(await stored(`${kind}:orphan`)).toMatchObject({ state: 'done', attempts: 2 });

    finishCrashed();
    await crashedRound;
    expect(await stored(`${kind}:orphan`)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('runs a job queued on an instance at once, without waiting for the poll', async () => {
    const kind = uniqueKind();
    const queue = app.get(JobsService);
    const ran: unknown[] = [];
    queue.handle(kind, (payload) => {
      ran.push(payload);
      return Promise.resolve();
    });
    await queue.enqueue(kind, `${kind}:now`, { hello: 'there' });
    await expect.poll(() => ran, { timeout: 10_000 }).toEqual([{ hello: 'there' }]);
  });

  it('lets the job running at shutdown finish and records it before the app closes', async () => {
    const database = await startEmbeddedMongo({ log: () => undefined });
    const env = { MONGODB_URI: database.uri, DATA_DIR: undefined };
    try {
      const stopping = await createTestApp(env);
      const kind = uniqueKind();
      let finish: () => void = () => {};
      const started = new Promise<void>((resolve) => {
        stopping.get(JobsService).handle(kind, () => {
          resolve();
          return new Promise<void>((done) => (finish = done));
        });
      });
      await stopping.get(JobsService).enqueue(kind, `${kind}:last`, {});
      await started;

      const closed = stopping.close();
      finish();
      await closed;

      const after = await createTestApp(env);
      try {
        const job = await after
          .get<Model<Job>>(getModelToken(Job.name))
          .findOne({ dedupeKey: `${kind}:last` })
          .lean<JobRecord>();
        expect(job).toMatchObject({ state: 'done', attempts: 1 });
      } finally {
        await after.close();
      }
    } finally {
      await database.close();
    }
  });
});
