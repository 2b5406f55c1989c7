import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { QUEUES } from '@juba/contracts/jobs';
import { redisForProducer } from '@juba/platform/redis';
import { codeOf, startTestSubgraph, testViewer } from '@juba/platform/testing/subgraph';
import type { ContentContext } from '../context.ts';
import { createContentDb } from '../db.ts';
import { contentSubgraph } from '../subgraph.ts';
import { HANDOUT_MESSAGES } from './messages.ts';
import { startContentJobRelay } from '../job-outbox.ts';
import { requestHandout } from './request-handout.ts';
import { ACTIVE_WINDOW_MS, MAX_ACTIVE_HANDOUTS, retryAfterMs, TYPICAL_GENERATION_MS } from './store.ts';

const db = createContentDb(process.env.DATABASE_URL!);
const prefix = `test-content-resolvers-${randomUUID()}`;
const redis = redisForProducer(process.env.REDIS_URL!);
const jobOutbox = startContentJobRelay({ db, redis, prefix });
const inspect = new Queue(QUEUES.handoutGeneration, { connection: redis, prefix });

const { run, stop } = startTestSubgraph<ContentContext>(contentSubgraph, { db, jobOutbox, redis });

afterAll(async () => {
  await stop();
  await jobOutbox.stop();
  await inspect.obliterate({ force: true });
  await inspect.close();
  redis.disconnect();
  await db.$disconnect();
});

const GENERATE = /* GraphQL */ `
  mutation Generate($level: HandoutLevel!) {
    generateHandout(level: $level) { id level status progress message material { title } error createdAt }
  }
`;
const READ = /* GraphQL */ `
  query Read($id: ID!) {
    handoutJob(id: $id) { id level status progress message error material { title slides { title } } }
  }
`;

describe('generateHandout', () => {
  it('refuses a caller who is not signed in', async () => {
    const result = await run(GENERATE, { level: 'basico' }, null);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
  });

  it('refuses a level outside basico, intermediario and avancado', async () => {
    const result = await run(GENERATE, { level: 'expert' }, testViewer());
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
  });

  it('explains a bad level in Portuguese to callers that bypass the GraphQL enum', async () => {
    const viewer = testViewer();
    await expect(requestHandout({ db, jobOutbox }, viewer.userId, 'expert')).rejects.toMatchObject({
      message: HANDOUT_MESSAGES.invalidLevel,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await db.handout.count({ where: { userId: viewer.userId } })).toBe(0);
  });

  it('writes a PENDING handout and queues its generation under the same id', async () => {
    const viewer = testViewer();
    const result = await run(GENERATE, { level: 'intermediario' }, viewer);
    expect(result.errors).toBeUndefined();
    const job = result.data!.generateHandout;
    expect(job).toMatchObject({ level: 'intermediario', status: 'PENDING', progress: 0, message: HANDOUT_MESSAGES.queued, material: null, error: null });

    const row = await db.handout.findUniqueOrThrow({ where: { id: job.id } });
    expect(row).toMatchObject({ userId: viewer.userId, level: 'intermediario', status: 'PENDING', attempts: 0 });

    const queued = await vi.waitFor(async () => (await inspect.getJob(job.id)) ?? Promise.reject(new Error('not queued yet')), {
      timeout: 10_000,
      interval: 50,
    });
    expect(queued.data).toEqual({ handoutId: job.id, userId: viewer.userId, level: 'intermediario' });
    expect(queued.opts).toMatchObject({ attempts: 3, backoff: { type: 'exponential', delay: 2000 } });
  });

  it(`allows at most ${MAX_ACTIVE_HANDOUTS} handouts in the making per learner`, async () => {
    const viewer = testViewer();
    for (let i = 0; i < MAX_ACTIVE_HANDOUTS; i++) expect((await run(GENERATE, { level: 'basico' }, viewer)).errors).toBeUndefined();

    const refused = await run(GENERATE, { level: 'basico' }, viewer);
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toBe(HANDOUT_MESSAGES.tooManyActive(MAX_ACTIVE_HANDOUTS));
    // The oldest of the three was asked for a moment ago: about one typical generation to wait.
    const retryAfterSeconds = refused.errors?.[0]?.extensions?.retryAfterSeconds;
    expect(retryAfterSeconds).toBeGreaterThan(TYPICAL_GENERATION_MS / 1000 - 30);
    expect(retryAfterSeconds).toBeLessThanOrEqual(TYPICAL_GENERATION_MS / 1000);
    expect(await db.handout.count({ where: { userId: viewer.userId } })).toBe(MAX_ACTIVE_HANDOUTS);

    expect((await run(GENERATE, { level: 'basico' }, testViewer())).errors).toBeUndefined();
  });

  it('holds the limit when requests arrive at the same time', async () => {
    const viewer = testViewer();
    const results = await Promise.all(Array.from({ length: MAX_ACTIVE_HANDOUTS + 3 }, () => run(GENERATE, { level: 'avancado' }, viewer)));
    expect(results.filter((r) => !r.errors)).toHaveLength(MAX_ACTIVE_HANDOUTS);
    expect(results.filter((r) => codeOf(r) === 'TOO_MANY_REQUESTS')).toHaveLength(3);
  });

  it('stops counting finished handouts and ones whose job was lost long ago', async () => {
    const viewer = testViewer();
    const ids: string[] = [];
    for (let i = 0; i < MAX_ACTIVE_HANDOUTS; i++) ids.push((await run(GENERATE, { level: 'basico' }, viewer)).data!.generateHandout.id);
    await db.handout.update({ where: { id: ids[0]! }, data: { status: 'COMPLETED' } });
    await db.$executeRaw`UPDATE "content"."Handout" SET "updatedAt" = now() - ${`${ACTIVE_WINDOW_MS + 60_000} milliseconds`}::interval WHERE id = ${ids[1]!}::uuid`;

    const results = [await run(GENERATE, { level: 'basico' }, viewer), await run(GENERATE, { level: 'basico' }, viewer)];
    expect(results.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(codeOf(await run(GENERATE, { level: 'basico' }, viewer))).toBe('TOO_MANY_REQUESTS');
  });

  it('answers PENDING at once and keeps the job in the outbox while nothing can queue it', async () => {
    const viewer = testViewer();
    const unrelayed = { prefix: `test-unrelayed-${randomUUID()}`, wake: () => {} };

    const result = await run(GENERATE, { level: 'basico' }, viewer, { jobOutbox: unrelayed });
    expect(result.errors).toBeUndefined();
    const job = result.data!.generateHandout;
    expect(job).toMatchObject({ status: 'PENDING', message: HANDOUT_MESSAGES.queued, error: null });

    expect(await db.jobOutbox.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      prefix: unrelayed.prefix,
      queue: QUEUES.handoutGeneration,
      name: 'generate-handout',
      payload: { handoutId: job.id, userId: viewer.userId, level: 'basico' },
      attempts: 0,
    });
  });

  it('writes neither the row nor the outbox entry for a refused request', async () => {
    const viewer = testViewer();
    const unrelayed = { jobOutbox: { prefix: `test-unrelayed-${randomUUID()}`, wake: () => {} } };
    for (let i = 0; i < MAX_ACTIVE_HANDOUTS; i++) await run(GENERATE, { level: 'basico' }, viewer, unrelayed);
    expect(codeOf(await run(GENERATE, { level: 'basico' }, viewer, unrelayed))).toBe('TOO_MANY_REQUESTS');
    expect(await db.handout.count({ where: { userId: viewer.userId } })).toBe(MAX_ACTIVE_HANDOUTS);
    expect(await db.jobOutbox.count({ where: { prefix: unrelayed.jobOutbox.prefix } })).toBe(MAX_ACTIVE_HANDOUTS);
  });
});

describe('retryAfterMs', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('waits until the oldest handout in the making is expected to finish', () => {
    expect(retryAfterMs(ago(0), now)).toBe(TYPICAL_GENERATION_MS);
    expect(retryAfterMs(ago(TYPICAL_GENERATION_MS - 20_000), now)).toBe(20_000);
  });

  it('asks for a short wait, never none, when that handout is running late', () => {
    expect(retryAfterMs(ago(TYPICAL_GENERATION_MS - 1000), now)).toBe(5000);
    expect(retryAfterMs(ago(ACTIVE_WINDOW_MS - 1000), now)).toBe(5000);
  });
});

describe('handoutJob', () => {
  it('shows a learner their own handout with its material once completed', async () => {
    const viewer = testViewer();
    const { id } = (await run(GENERATE, { level: 'basico' }, viewer)).data!.generateHandout;
    const material = {
      title: 'Pedindo comida',
      description: 'Frases para pedir comida em restaurantes americanos.',
      slides: [
        { title: "I'd like...", content: "I'd like a burger, please." },
        { title: 'To go', content: 'For here or to go?\nTo go, please.' },
        { title: 'A conta', content: 'Can I get the check, please?' },
      ],
    };
    await db.handout.update({ where: { id }, data: { status: 'COMPLETED', progress: 100, material } });

    const result = await run(READ, { id }, viewer);
    expect(result.data!.handoutJob).toMatchObject({
      id,
      status: 'COMPLETED',
      progress: 100,
      material: { title: 'Pedindo comida', slides: [{ title: "I'd like..." }, { title: 'To go' }, { title: 'A conta' }] },
    });
  });

  it("answers null for another learner's handout and for unknown ids", async () => {
    const owner = testViewer();
    const { id } = (await run(GENERATE, { level: 'avancado' }, owner)).data!.generateHandout;

    expect((await run(READ, { id }, testViewer())).data!.handoutJob).toBeNull();
    expect((await run(READ, { id: randomUUID() }, owner)).data!.handoutJob).toBeNull();
    expect((await run(READ, { id: 'not-a-uuid' }, owner)).data!.handoutJob).toBeNull();
  });

  it('refuses a caller who is not signed in', async () => {
    expect(codeOf(await run(READ, { id: randomUUID() }, null))).toBe('UNAUTHENTICATED');
  });
});
