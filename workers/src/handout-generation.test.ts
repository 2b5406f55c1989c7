import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSuiteEnv } from '../../infra/test/suite-env.ts';
import { QUEUES } from '@juba/contracts/jobs';
import { publishLiveConfig } from '@juba/platform/live-config';
import { createAiProvider } from '@juba/ai-provider';
import { chatCompletion, startChatServer, testServerConfig } from '@juba/ai-provider/testing-server';
import { createContentDb } from '@juba/content/db';
import { createPendingHandout } from '@juba/content/handouts/store';
import { sampleMaterial } from '@juba/content/testing/sample-material';
import { startContentJobRelay } from '@juba/content/job-outbox';
import { parseWorkerEnv } from './env.ts';
import { startWorkerPool, type WorkerPool } from './worker-pool.ts';

const prefix = `test-handout-live-ai-${randomUUID()}`;
useSuiteEnv({ LIVE_CONFIG_PREFIX: prefix });
const redis = new Redis(process.env.REDIS_URL!);
const db = createContentDb(process.env.DATABASE_URL!);
const jobOutbox = startContentJobRelay({ db, redis, prefix });
let chat: Awaited<ReturnType<typeof startChatServer>>;
let workers: WorkerPool;

beforeAll(async () => {
  chat = await startChatServer([chatCompletion(JSON.stringify(sampleMaterial()))]);
  workers = await startWorkerPool({
    env: parseWorkerEnv({ ...process.env, JOB_QUEUE_PREFIX: prefix, WORKER_QUEUES: 'handout-generation' }),
    // As main.ts builds it: a model from the environment.
    ai: () => createAiProvider(testServerConfig(chat.baseURL, { model: 'qwen2.5', temperature: 0.7, maxTokens: 4096 })),
    log: { info: () => {}, warn: console.warn, error: console.error },
  });
});
afterAll(async () => {
  await workers?.stop(5000);
  await chat?.close();
  await jobOutbox.stop();
  for (const queue of Object.values(QUEUES)) {
    const q = new Queue(queue, { connection: redis, prefix });
    await q.obliterate({ force: true });
    await q.close();
  }
  await publishLiveConfig(redis, 'ai_model_settings', undefined);
  redis.disconnect();
  await db.$disconnect();
});

describe('handout generation with live AI settings', () => {
  it('asks the model with the administrator ai_model_settings active when the job runs', async () => {
    await publishLiveConfig(redis, 'ai_model_settings', { model: 'llama3.1', temperature: 0.2, max_tokens: 2048, timeout: 20_000 });
    const userId = `learner-${randomUUID()}`;
    const arrived = chat.nextRequest();
    const row = await createPendingHandout(db, { userId, level: 'basico', queuePrefix: prefix });
    jobOutbox.wake();

    const request = await arrived;
    expect(request.body).toMatchObject({ model: 'llama3.1', temperature: 0.2, max_tokens: 2048 });
    await vi.waitFor(async () => expect((await db.handout.findUniqueOrThrow({ where: { id: row.id } })).status).toBe('COMPLETED'), {
      timeout: 15_000,
      interval: 100,
    });
  });
});
