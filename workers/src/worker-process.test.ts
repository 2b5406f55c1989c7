import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { QUEUES, type JobUpdate } from '@juba/contracts/jobs';
import { redisForProducer, redisForSubscriber, redisForWorker } from '@juba/platform/redis';
import { materialSchema } from '@juba/ai-provider';
import { createContentDb } from '@juba/content/db';
import { requestHandout } from '@juba/content/handouts/request-handout';
import { HANDOUT_MESSAGES } from '@juba/content/handouts/messages';
import { startContentJobRelay } from '@juba/content/job-outbox';
import { recordJobUpdates } from '@juba/content/testing/job-update-recorder';
import { DEFAULT_SUPERVISOR_SETTINGS, supervise } from '../../infra/scripts/supervisor.ts';
import { parseWorkerEnv } from './env.ts';
import { killStartedWorkers, startChildWorker } from './testing/child-worker.ts';

const MAIN = new URL('./main.ts', import.meta.url);
const GATED = new URL('./testing/gated-ai-worker.ts', import.meta.url);
/**
 * A worker process is started after its job is queued and subscribed to, so
 * no update can go by unheard; waiting for what it does next then includes
 * the process's start, which a loaded machine can stretch well past 20 s.
 */
const STARTUP_MS = 60_000;
const RUNNING = (u: JobUpdate) => u.status === 'RUNNING' && u.progress === 10;

const db = createContentDb(process.env.DATABASE_URL!);
const producer = redisForProducer(process.env.REDIS_URL!);
const subscriber = redisForSubscriber(process.env.REDIS_URL!);
const gates = redisForWorker(process.env.REDIS_URL!);
const closeAfterAll: (() => Promise<unknown>)[] = [];

afterEach(() => killStartedWorkers());

afterAll(async () => {
  for (const close of closeAfterAll) await close();
  producer.disconnect();
  subscriber.disconnect();
  gates.disconnect();
  await db.$disconnect();
});

/** A queue of its own per test (key prefix), plus the settings that make takeover fast. */
function isolatedSetup() {
  const prefix = `test-workers-${randomUUID()}`;
  const gate = `test-ai-gate:${prefix}`;
  const jobOutbox = startContentJobRelay({ db, redis: producer, prefix });
  const inspect = new Queue(QUEUES.handoutGeneration, { connection: producer, prefix });
  closeAfterAll.push(async () => {
    await inspect.obliterate({ force: true });
    await inspect.close();
    await jobOutbox.stop();
    await gates.del(gate);
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    JOB_QUEUE_PREFIX: prefix,
    // Only the queue these tests use: a process that runs phonetic-analysis loads the acoustic model at startup.
    WORKER_QUEUES: QUEUES.handoutGeneration,
    TEST_AI_GATE: gate,
    WORKER_LOCK_DURATION_MS: '1000',
    WORKER_STALLED_INTERVAL_MS: '300',
    WORKER_SHUTDOWN_TIMEOUT_MS: '20000',
    AI_BASE_URL: '',
    AI_API_KEY: '',
  };
  return {
    env,
    inspect,
    releaseOneGeneration: () => gates.rpush(gate, 'go'),
    request: async () => {
      const row = await requestHandout({ db, jobOutbox }, randomUUID(), 'intermediario');
      const updates = await recordJobUpdates(subscriber, row.id);
      closeAfterAll.push(updates.stop);
      return { row, updates };
    },
  };
}

describe('worker process', () => {
  it('generates a queued handout with the configured provider and stops cleanly on SIGTERM', async () => {
    const setup = isolatedSetup();
    const { row, updates } = await setup.request();
    const worker = startChildWorker(MAIN, setup.env);
    await worker.waitForOutput(/workers ready .*handout-generation.*AI offline/, STARTUP_MS);

    await updates.until((u) => u.status === 'COMPLETED');
    const done = await db.handout.findUniqueOrThrow({ where: { id: row.id } });
    expect(done).toMatchObject({ status: 'COMPLETED', progress: 100, attempts: 1 });
    expect(materialSchema.safeParse(done.material).success).toBe(true);

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('hands a job of a killed worker to another worker, which completes it exactly once', async () => {
    const setup = isolatedSetup();
    const { row, updates } = await setup.request();
    const first = startChildWorker(GATED, setup.env);
    await updates.until(RUNNING, STARTUP_MS);

    first.child.kill('SIGKILL');
    await first.exited;
    const second = startChildWorker(GATED, setup.env);
    await setup.releaseOneGeneration();

    await updates.until((u) => u.status === 'COMPLETED', STARTUP_MS);
    const rows = await db.handout.findMany({ where: { userId: row.userId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: row.id, status: 'COMPLETED', attempts: 2 });
    expect(rows[0]!.material).toMatchObject({ title: `Gerado pelo processo ${second.pid}` });
    await vi.waitFor(async () => expect(await (await setup.inspect.getJob(row.id))?.getState()).toBe('completed'));
    expect(updates.updates.filter((u) => u.status === 'COMPLETED')).toHaveLength(1);
  }, 180_000);

  it('on SIGTERM lets the running job finish before exiting 0', async () => {
    const setup = isolatedSetup();
    const { row, updates } = await setup.request();
    const worker = startChildWorker(GATED, setup.env);
    await updates.until(RUNNING, STARTUP_MS);

    worker.child.kill('SIGTERM');
    await worker.waitForOutput(/SIGTERM received: finishing 1 active job/);
    await setup.releaseOneGeneration();

    expect(await worker.exited).toEqual({ code: 0, signal: null });
    expect(await db.handout.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'COMPLETED',
      attempts: 1,
      material: { title: `Gerado pelo processo ${worker.pid}` },
    });
    expect(await (await setup.inspect.getJob(row.id))?.getState()).toBe('completed');
  }, 180_000);

  it('hands a job that outlives the shutdown timeout back to the queue, then exits 0', async () => {
    const setup = isolatedSetup();
    const { row, updates } = await setup.request();
    const stopping = startChildWorker(GATED, { ...setup.env, WORKER_SHUTDOWN_TIMEOUT_MS: '500' });
    await updates.until(RUNNING, STARTUP_MS);

    stopping.child.kill('SIGTERM');

    expect(await stopping.exited).toEqual({ code: 0, signal: null });
    await updates.until((u) => u.status === 'PENDING' && u.message === HANDOUT_MESSAGES.released);
    expect(await db.handout.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(await (await setup.inspect.getJob(row.id))?.getState()).toBe('waiting');

    const next = startChildWorker(GATED, setup.env);
    await setup.releaseOneGeneration();
    await updates.until((u) => u.status === 'COMPLETED', STARTUP_MS);
    expect(await db.handout.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'COMPLETED',
      attempts: 2,
      material: { title: `Gerado pelo processo ${next.pid}` },
    });
  }, 180_000);

  it('closes the row as FAILED when the queue gives up on a job that keeps losing its worker', async () => {
    const setup = isolatedSetup();
    const env = { ...setup.env, WORKER_MAX_STALLED_COUNT: '0' };
    const { row, updates } = await setup.request();
    const first = startChildWorker(GATED, env);
    await updates.until(RUNNING, STARTUP_MS);

    first.child.kill('SIGKILL');
    await first.exited;
    startChildWorker(GATED, env);

    expect(await updates.until((u) => u.status === 'FAILED', STARTUP_MS)).toMatchObject({ message: HANDOUT_MESSAGES.failed });
    expect(await db.handout.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'FAILED', error: HANDOUT_MESSAGES.failed, material: null });
    expect(await (await setup.inspect.getJob(row.id))?.getState()).toBe('failed');
  }, 180_000);

  it("under make dev's launcher, a SIGKILLed worker is restarted and its in-flight job completes exactly once within about 30 s, with the default lock and stalled interval", async () => {
    const setup = isolatedSetup();
    const { WORKER_LOCK_DURATION_MS: _lock, WORKER_STALLED_INTERVAL_MS: _stalled, ...env } = setup.env;
    const defaults = parseWorkerEnv(env);
    // The bound the default settings promise: lock expiry, one stalled check, the launcher's first back-off.
    expect(defaults.WORKER_LOCK_DURATION_MS + defaults.WORKER_STALLED_INTERVAL_MS + DEFAULT_SUPERVISOR_SETTINGS.restartDelayMs).toBeLessThanOrEqual(25_000);
    const lines: string[] = [];
    const { row, updates } = await setup.request();
    const launcher = supervise(
      [{ name: 'workers', command: process.execPath, args: ['--import', 'tsx', fileURLToPath(GATED)], env: { OPS_PORT: '0', ...env } }],
      DEFAULT_SUPERVISOR_SETTINGS,
      (line) => lines.push(line),
    );
    closeAfterAll.push(() => launcher.stop());
    await updates.until(RUNNING, STARTUP_MS);
    const killed = launcher.pidOf('workers')!;

    process.kill(killed, 'SIGKILL');
    await vi.waitFor(() => expect([undefined, killed]).not.toContain(launcher.pidOf('workers')), { timeout: 10_000 });
    expect(lines.join('\n')).toMatch(/\[launcher\] workers exited with signal SIGKILL; restarting it in \d+ ms/);
    await setup.releaseOneGeneration();

    await updates.until((u) => u.status === 'COMPLETED', STARTUP_MS);
    const done = await db.handout.findUniqueOrThrow({ where: { id: row.id } });
    expect(done).toMatchObject({ status: 'COMPLETED', attempts: 2, material: { title: `Gerado pelo processo ${launcher.pidOf('workers')}` } });
    expect(updates.updates.filter((u) => u.status === 'COMPLETED')).toHaveLength(1);
    await launcher.stop();
    expect(await launcher.done).toBe(0);
  }, 180_000);
});
