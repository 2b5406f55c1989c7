import { randomUUID } from 'node:crypto';
import { redisForProducer } from '@juba/platform/redis';
import { parseWorkerEnv } from '../env.ts';
import { startWorkerPool } from '../worker-pool.ts';
import type { OutageRow, OutageSubject } from './outage-subjects.ts';
import { startPrivateRedis } from './private-redis.ts';

export interface OutageOptions {
  databaseUrl: string;
  /** What is asked for: handouts or phonetic analyses (outage-subjects.ts). */
  subject: OutageSubject;
  pauseMs: number;
  /** Jobs asked for while Redis is paused, spread over the pause, each by another learner. */
  jobsDuringPause: number;
  /** Instances of the owning subgraph, each with its own relay, taking requests in turn. */
  instances?: number;
  /** How long after the resume every job must have finished. */
  completionTimeoutMs?: number;
}

export interface OutageFigures {
  /** Requests answered while Redis was still paused. */
  answeredDuringPause: number;
  slowestAnswerMs: number;
  rows: OutageRow[];
  /** Times the work itself ran (the AI generated a handout, the scorer analysed a recording). */
  runs: number;
  /** Jobs completed before the pause ended: none, if the pause held the queue. */
  completedDuringPause: number;
  /** From the end of the pause to the last completion; null while some job has not completed. */
  resumeToLastCompletionMs: number | null;
  /** Outbox entries of the run still undelivered at the end. */
  outboxLeft: number;
}

const quiet = { info: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) };

/**
 * Jobs asked for while a private Redis is paused (CLIENT PAUSE ... ALL), with
 * the owning service's relays and a worker pool in this process: what the
 * learners got and when.
 */
export async function runRedisOutage(opts: OutageOptions): Promise<OutageFigures> {
  const { subject } = opts;
  const redis = await startPrivateRedis();
  const prefix = `outage-${randomUUID()}`;
  const producers = Array.from({ length: opts.instances ?? 2 }, () => redisForProducer(redis.url).on('error', () => {}));
  const relays = producers.map((connection) => subject.startRelay(connection, prefix, quiet));
  const pool = await startWorkerPool({
    env: parseWorkerEnv({ ...process.env, DATABASE_URL: opts.databaseUrl, REDIS_URL: redis.url, JOB_QUEUE_PREFIX: prefix, WORKER_QUEUES: subject.queue }),
    ...subject.pool,
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
      const id = await subject.request(relays[i % relays.length]!, i);
      const answeredAt = Date.now();
      ids.push(id);
      slowestAnswerMs = Math.max(slowestAnswerMs, answeredAt - askedAt);
      if (answeredAt < resumedAt) answeredDuringPause++;
    }

    const deadline = resumedAt + (opts.completionTimeoutMs ?? 30_000);
    const readRows = () => subject.rows(ids);
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
      runs: subject.runs(),
      completedDuringPause: rows.filter((r) => r.completedAt && r.completedAt.getTime() < resumedAt).length,
      resumeToLastCompletionMs: Number.isNaN(lastCompletion) ? null : lastCompletion - resumedAt,
      outboxLeft: await subject.outboxLeft(prefix),
    };
  } finally {
    await pool.stop(5000);
    for (const relay of relays) await relay.stop();
    for (const connection of producers) connection.disconnect();
    await subject.close(prefix);
    await redis.stop();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
