import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_JOB_OPTIONS, QUEUES, type HandoutLevel } from '@juba/contracts/jobs';
import { redisForSubscriber, redisForWorker } from '@juba/platform/redis';
import { createActivityRecorder } from '@juba/platform/activity';
import type { JobLog, JobRun } from '@juba/platform/job-definition';
import { createRowJobHandler } from '@juba/platform/row-job';
import { describeRowJobLifecycle } from '@juba/platform/testing/row-job-lifecycle';
import { AiUnavailableError, type HandoutGenerator, type GenerationProgress, type Material } from '@juba/ai-provider';
import { createContentDb } from '../db.ts';
import { HANDOUT_FLOW_POINTS, handoutJob, type HandoutJobDeps } from './handout-job.ts';
import { HANDOUT_MESSAGES } from './messages.ts';
import { ACTIVE_WINDOW_MS, createPendingHandout } from './store.ts';
import { recordJobUpdates } from '../testing/job-update-recorder.ts';
import { sampleMaterial } from '../testing/sample-material.ts';

const db = createContentDb(process.env.DATABASE_URL!);
const publisher = redisForWorker(process.env.REDIS_URL!);
const subscriber = redisForSubscriber(process.env.REDIS_URL!);
const cleanups: (() => Promise<unknown>)[] = [];
// Reported activities land in a queue of this file's own, where the tests read them back.
const activityPrefix = `test-handout-activity-${randomUUID()}`;
const activities = createActivityRecorder(publisher, { prefix: activityPrefix });
const reported = new Queue(QUEUES.learnerActivity, { connection: publisher, prefix: activityPrefix });
cleanups.push(async () => {
  await activities.close();
  await reported.obliterate({ force: true });
  await reported.close();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  publisher.disconnect();
  subscriber.disconnect();
  await db.$disconnect();
});

function quietLog(): JobLog & { errors: unknown[][]; warnings: unknown[][] } {
  const errors: unknown[][] = [];
  const warnings: unknown[][] = [];
  return { info: () => {}, warn: (...args: unknown[]) => void warnings.push(args), error: (...args: unknown[]) => void errors.push(args), errors, warnings };
}

/** A test double for the AI: reports the given steps, then answers with `material` or throws. */
function scriptedAi(script: { steps?: GenerationProgress[]; material?: unknown; error?: Error; awaitProgress?: boolean; onStep?: () => Promise<void> }) {
  const calls: HandoutLevel[] = [];
  const ai: HandoutGenerator = {
    name: 'offline',
    async generateHandout(level, { onProgress }) {
      calls.push(level);
      for (const step of script.steps ?? []) {
        if (script.awaitProgress === false) void onProgress?.(step);
        else {
          await onProgress?.(step);
          await script.onStep?.();
        }
      }
      if (script.error) throw script.error;
      return (script.material ?? sampleMaterial()) as Material;
    },
  };
  return { ai, calls };
}

const createHandoutJobHandler = (deps: Omit<HandoutJobDeps, 'db'>) => createRowJobHandler(handoutJob, { db, ...deps });

describeRowJobLifecycle('handout generation', {
  job: handoutJob,
  db,
  schema: 'content',
  maxAgeMs: ACTIVE_WINDOW_MS,
  async pending(queuePrefix) {
    const row = await createPendingHandout(db, { userId: randomUUID(), level: 'basico', queuePrefix });
    return { row, payload: { handoutId: row.id, userId: row.userId, level: row.level } };
  },
  standIn({ steps = [], error } = {}) {
    const { ai, calls } = scriptedAi({
      steps: steps.map((progress) => ({ progress, message: `Passo ${progress}` })),
      awaitProgress: false,
      ...(error ? { error } : {}),
    });
    return { deps: { ai, activities }, calls: () => calls.length };
  },
});

async function pendingHandout(level: HandoutLevel = 'basico') {
  // Run directly: no relay queues its outbox entry.
  const row = await createPendingHandout(db, { userId: randomUUID(), level, queuePrefix: 'test-handout-job-direct' });
  const run: JobRun = { id: row.id, data: { handoutId: row.id, userId: row.userId, level }, attemptsMade: 0, opts: { attempts: 3 } };
  return { row, run };
}

const steps: GenerationProgress[] = [
  { progress: 20, message: 'Escolhendo os temas...' },
  { progress: 60, message: 'Escrevendo os slides...' },
  { progress: 90, message: 'Revisando os exercícios...' },
];

describe('handout generation job', () => {
  it('walks the row through each progress step to COMPLETED and publishes every step in order', async () => {
    const { row, run } = await pendingHandout('intermediario');
    const seen: { status: string; progress: number; message: string | null }[] = [];
    const { ai, calls } = scriptedAi({
      steps,
      material: sampleMaterial('Small talk no trabalho'),
      onStep: async () => {
        const current = await db.handout.findUniqueOrThrow({ where: { id: row.id } });
        seen.push({ status: current.status, progress: current.progress, message: current.message });
      },
    });
    const recorder = await recordJobUpdates(subscriber, row.id);
    cleanups.push(recorder.stop);

    const outcome = await createHandoutJobHandler({ ai, publisher, activities, log: quietLog() })(run);

    expect(outcome).toEqual({ handoutId: row.id, status: 'COMPLETED' });
    expect(calls).toEqual(['intermediario']);
    expect(seen).toEqual(steps.map((s) => ({ status: 'RUNNING', ...s })));
    await recorder.until((u) => u.status === 'COMPLETED');
    expect(recorder.updates.map(({ status, progress, message }) => ({ status, progress, message }))).toEqual([
      { status: 'RUNNING', progress: 0, message: HANDOUT_MESSAGES.started },
      ...steps.map((s) => ({ status: 'RUNNING', ...s })),
      { status: 'COMPLETED', progress: 100, message: HANDOUT_MESSAGES.completed },
    ]);
    expect(recorder.updates.every((u) => u.jobId === row.id && u.userId === row.userId && u.queue === QUEUES.handoutGeneration)).toBe(true);

    const done = await db.handout.findUniqueOrThrow({ where: { id: row.id } });
    expect(done).toMatchObject({ status: 'COMPLETED', progress: 100, attempts: 1, material: sampleMaterial('Small talk no trabalho'), error: null });
    expect(done.completedAt).toBeInstanceOf(Date);
    expect((await reported.getJob(`handout-${row.id}`))?.data).toEqual({
      activityId: `handout-${row.id}`,
      userId: row.userId,
      kind: 'handout',
      title: 'Apostila gerada: Small talk no trabalho',
      minutes: 0,
      flowPoints: HANDOUT_FLOW_POINTS,
      skills: {},
      occurredAt: done.completedAt!.toISOString(),
    });
  });

  it('completes the handout even when its activity cannot be reported, and says so in the log', async () => {
    const { row, run } = await pendingHandout();
    const log = quietLog();
    const unreachable = { record: () => Promise.reject(new Error('Connection is closed.')) };

    const outcome = await createHandoutJobHandler({ ai: scriptedAi({}).ai, publisher, activities: unreachable, log })(run);

    expect(outcome).toEqual({ handoutId: row.id, status: 'COMPLETED' });
    expect(await db.handout.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'COMPLETED', attempts: 1 });
    expect(log.warnings.map((args) => String(args[0]))).toEqual([`handout ${row.id}: completion not reported to learner progress:`]);
  });

  it('keeps exactly one material when the same job runs twice at once', async () => {
    const { row, run } = await pendingHandout();
    const gate = (material: Material) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const ai: HandoutGenerator = {
        name: 'offline',
        generateHandout: async () => {
          await released;
          return material;
        },
      };
      return { ai, release };
    };
    const first = gate(sampleMaterial('Primeira versão'));
    const second = gate(sampleMaterial('Segunda versão'));
    const recorder = await recordJobUpdates(subscriber, row.id);
    cleanups.push(recorder.stop);

    const runs = [
      createHandoutJobHandler({ ai: first.ai, publisher, activities, log: quietLog() })(run),
      createHandoutJobHandler({ ai: second.ai, publisher, activities, log: quietLog() })(run),
    ];
    await vi.waitFor(async () => expect((await db.handout.findUniqueOrThrow({ where: { id: row.id } })).attempts).toBe(2));
    first.release();
    await runs[0];
    second.release();

    expect(await Promise.all(runs)).toEqual([
      { handoutId: row.id, status: 'COMPLETED' },
      { handoutId: row.id, status: 'COMPLETED' },
    ]);
    const done = await db.handout.findUniqueOrThrow({ where: { id: row.id } });
    expect(done).toMatchObject({ status: 'COMPLETED', material: sampleMaterial('Primeira versão') });
    await recorder.until((u) => u.status === 'COMPLETED');
    expect(recorder.updates.filter((u) => u.status === 'COMPLETED')).toHaveLength(2);
  });

  it('reports a rerun of a completed handout again, under the same activity id', async () => {
    const { row, run } = await pendingHandout();
    await createHandoutJobHandler({ ai: scriptedAi({}).ai, publisher, activities, log: quietLog() })(run);
    const before = await db.handout.findUniqueOrThrow({ where: { id: row.id } });

    await createHandoutJobHandler({ ai: scriptedAi({}).ai, publisher, activities, log: quietLog() })({ ...run, attemptsMade: 1 });

    // Learner progress keeps one activity per id, so the handout still counts once.
    const reports = (await reported.getJobs()).filter((job) => job.data.activityId === `handout-${row.id}`);
    expect(reports.map((job) => job.data.occurredAt)).toEqual([before.completedAt!.toISOString()]);
  });

  it('hands the shutdown signal to the AI, and leaves the interrupted run PENDING for another worker', async () => {
    const { row, run } = await pendingHandout();
    const controller = new AbortController();
    const ai: HandoutGenerator = {
      name: 'offline',
      generateHandout: (_level, { signal }) =>
        new Promise((_, reject) => {
          if (signal?.aborted) reject(new Error('generation aborted'));
          signal?.addEventListener('abort', () => reject(new Error('generation aborted')), { once: true });
        }),
    };
    const running = createHandoutJobHandler({ ai, publisher, activities, log: quietLog() })({ ...run, attemptsMade: 2 }, controller.signal);
    await vi.waitFor(async () => expect((await db.handout.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('RUNNING'));

    controller.abort('shutdown');

    await expect(running).rejects.toThrow();
    expect(await db.handout.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'PENDING', message: HANDOUT_MESSAGES.released, error: null });
  });
});

describe('handout generation job on a BullMQ worker', () => {
  /** Each test gets its own queue (key prefix), so no other test's worker takes its jobs. */
  async function startWorker(ai: HandoutGenerator, log: JobLog) {
    const prefix = `test-handout-job-${randomUUID()}`;
    const handler = createHandoutJobHandler({ ai, publisher, activities, log });
    const worker = new Worker(QUEUES.handoutGeneration, (job, _token, signal) => handler(job, signal), {
      connection: redisForWorker(process.env.REDIS_URL!),
      prefix,
    });
    const queue = new Queue(QUEUES.handoutGeneration, { connection: redisForWorker(process.env.REDIS_URL!), prefix });
    cleanups.push(async () => {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    });
    await worker.waitUntilReady();
    return queue;
  }

  it('retries a failing generation and, after the last attempt, marks it FAILED with a Portuguese message', async () => {
    const cause = new Error('provider answered 503');
    const { ai, calls } = scriptedAi({ steps: [steps[0]!], error: cause });
    const log = quietLog();
    const queue = await startWorker(ai, log);
    const { row } = await pendingHandout('avancado');
    const recorder = await recordJobUpdates(subscriber, row.id);
    cleanups.push(recorder.stop);

    await queue.add(
      'generate-handout',
      { handoutId: row.id, userId: row.userId, level: 'avancado' },
      { ...DEFAULT_JOB_OPTIONS, backoff: { type: 'fixed', delay: 10 }, jobId: row.id },
    );

    const failed = await recorder.until((u) => u.status === 'FAILED');
    expect(failed.message).toBe('Não foi possível gerar o material. Tente novamente.');
    expect(calls).toHaveLength(3);
    expect(recorder.updates.filter((u) => u.status === 'PENDING').map((u) => u.message)).toEqual([HANDOUT_MESSAGES.retrying, HANDOUT_MESSAGES.retrying]);
    expect(await db.handout.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'FAILED',
      error: 'Não foi possível gerar o material. Tente novamente.',
      attempts: 3,
      material: null,
    });
    expect(log.errors.some((args) => args.includes(cause))).toBe(true);
    await vi.waitFor(async () => expect(await (await queue.getJob(row.id))?.getState()).toBe('failed'));
  });

  it('does not retry when the AI refuses the request for good (e.g. a wrong API key)', async () => {
    const { ai, calls } = scriptedAi({ error: new AiUnavailableError('The AI server refused the API key.', 401) });
    const log = quietLog();
    const queue = await startWorker(ai, log);
    const { row } = await pendingHandout();
    const recorder = await recordJobUpdates(subscriber, row.id);
    cleanups.push(recorder.stop);

    await queue.add('generate-handout', { handoutId: row.id, userId: row.userId, level: 'basico' }, { ...DEFAULT_JOB_OPTIONS, jobId: row.id });

    expect(await recorder.until((u) => u.status === 'FAILED')).toMatchObject({ message: HANDOUT_MESSAGES.failed });
    await vi.waitFor(async () => expect(await (await queue.getJob(row.id))?.getState()).toBe('failed'));
    expect(calls).toHaveLength(1);
    expect(await db.handout.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'FAILED', attempts: 1 });
  });

  it('fails a job with an invalid payload at once, without retries or a call to the AI', async () => {
    const { ai, calls } = scriptedAi({});
    const queue = await startWorker(ai, quietLog());
    const jobId = randomUUID();

    await queue.add('generate-handout', { handoutId: jobId, userId: '', level: 'fluente' }, { ...DEFAULT_JOB_OPTIONS, jobId });

    await vi.waitFor(async () => expect(await (await queue.getJob(jobId))?.getState()).toBe('failed'));
    const job = await queue.getJob(jobId);
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toMatch(/invalid handout job payload/);
    expect(calls).toEqual([]);
  });
});
