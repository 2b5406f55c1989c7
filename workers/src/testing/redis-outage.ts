import { randomUUID } from 'node:crypto';
import { HANDOUT_LEVELS } from '@juba/contracts/jobs';
import { redisForProducer } from '@juba/platform/redis';
import { createAiProvider, OFFLINE_AI_CONFIG, type HandoutGenerator } from '@juba/ai-provider';
import { createContentDb } from '@juba/content/db';
import { requestHandout } from '@juba/content/handouts/request-handout';
import { startContentJobRelay } from '@juba/content/job-outbox';
import { parseWorkerEnv } from '../env.ts';
import { startWorkerPool } from '../worker-pool.ts';
import { startPrivateRedis } from './private-redis.ts';

export interface OutageOptions {
  databaseUrl: string;
  pauseMs: number;
  /** Handouts asked for while Redis is paused, spread over the pause, each by another learner. */
  jobsDuringPause: number;
  /** Content subgraph instances, each with its own relay, taking requests in turn. */
  instances?: number;
  /** How long after the resume every job must have finished. */
  completionTimeoutMs?: number;
}

export interface OutageFigures {
  /** Requests answered while Redis was still paused. */
  answeredDuringPause: number;
  slowestAnswerMs: number;
  rows: { id: string; status: string; attempts: number; completedAt: Date | null }[];
  /** Times the AI was asked to generate a handout. */
  generations: number;
  /** Jobs completed before the pause ended: none, if the pause held the queue. */
  completedDuringPause: number;
  /** From the end of the pause to the last completion; null while some job has not completed. */
  resumeToLastCompletionMs: number | null;
  /** Outbox entries of the run still undelivered at the end. */
  outboxLeft: number;
}

const quiet = { info: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) };

/**
 * Handouts asked for while a private Redis is paused (CLIENT PAUSE ... ALL),
 * with the content relays and a worker pool in this process and the offline
 * AI: what the learners got and when.
 */
export async function runRedisOutage(opts: OutageOptions): Promise<OutageFigures> {
  const redis = await startPrivateRedis();
  const prefix = `outage-${randomUUID()}`;
  const db = createContentDb(opts.databaseUrl);
  const offline = createAiProvider(OFFLINE_AI_CONFIG);
  let generations = 0;
  const ai: HandoutGenerator = {
    name: offline.name,
    generateHandout: (level, o) => {
      generations++;
      return offline.generateHandout(level, o);
    },
  };
  const producers = Array.from({ length: opts.instances ?? 2 }, () => redisForProducer(redis.url).on('error', () => {}));
  const relays = producers.map((connection) => startContentJobRelay({ db, redis: connection, prefix, log: quiet }));
  const pool = await startWorkerPool({
    env: parseWorkerEnv({ ...process.env, DATABASE_URL: opts.databaseUrl, REDIS_URL: redis.url, JOB_QUEUE_PREFIX: prefix, WORKER_QUEUES: 'handout-generation' }),
    ai: () => ai,
    log: quiet,
  });
  try {
    const pausedAt = Date.now();
    const resumedAt = pausedAt + opts.pauseMs;
    await redis.pause(opts.pauseMs);

    const ids: string[] = [];
    let answeredDuringPause = 0;
    let slowestAnswerMs = 0;
    const spacing = (opts.pauseMs * 0.8) / opts.jobsDuringPause;
    for (let i = 0; i < opts.jobsDuringPause; i++) {
      await sleep(Math.max(0, pausedAt + i * spacing - Date.now()));
      const askedAt = Date.now();
      const row = await requestHandout({ db, jobOutbox: relays[i % relays.length]! }, `outage-learner-${randomUUID()}`, HANDOUT_LEVELS[i % HANDOUT_LEVELS.length]);
      const answeredAt = Date.now();
      ids.push(row.id);
      slowestAnswerMs = Math.max(slowestAnswerMs, answeredAt - askedAt);
      if (answeredAt < resumedAt) answeredDuringPause++;
    }

    const deadline = resumedAt + (opts.completionTimeoutMs ?? 30_000);
    const readRows = () =>
      db.handout.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, attempts: true, completedAt: true }, orderBy: { createdAt: 'asc' } });
    let rows = await readRows();
    while (rows.some((r) => r.status !== 'COMPLETED' && r.status !== 'FAILED') && Date.now() < deadline) {
      await sleep(100);
      rows = await readRows();
    }
    const lastCompletion = Math.max(...rows.map((r) => r.completedAt?.getTime() ?? Number.NaN));
    return {
      answeredDuringPause,
      slowestAnswerMs,
      rows,
      generations,
      completedDuringPause: rows.filter((r) => r.completedAt && r.completedAt.getTime() < resumedAt).length,
      resumeToLastCompletionMs: Number.isNaN(lastCompletion) ? null : lastCompletion - resumedAt,
      outboxLeft: await db.jobOutbox.count({ where: { prefix } }),
    };
  } finally {
    await pool.stop(5000);
    for (const relay of relays) await relay.stop();
    for (const connection of producers) connection.disconnect();
    await db.jobOutbox.deleteMany({ where: { prefix } });
    await db.$disconnect();
    await redis.stop();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
