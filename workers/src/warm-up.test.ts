import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { parseWorkerEnv } from './env.ts';
import { startWorkerPool } from './worker-pool.ts';

const noAi = () => {
  throw new Error('the learner-activity queue needs no AI');
};

async function startedWith(databaseUrl: string) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const env = parseWorkerEnv({ ...process.env, DATABASE_URL: databaseUrl, WORKER_QUEUES: 'learner-activity', JOB_QUEUE_PREFIX: `test-warm-${randomUUID()}` });
  const pool = await startWorkerPool({ env, ai: noAi, log });
  await pool.stop(5000);
  return log.warn.mock.calls.map(([line]) => String(line));
}

describe('the worker pool at startup', () => {
  it("opens each queue's database before it takes a job", async () => {
    expect(await startedWith(process.env.DATABASE_URL!)).not.toContainEqual(expect.stringContaining('not warmed'));
  });

  it('still starts when the database is down, saying the first job will connect instead', async () => {
    const warnings = await startedWith('postgresql://postgres@127.0.0.1:9/juba_unreachable');
    expect(warnings).toContainEqual(expect.stringMatching(/^learner-activity: not warmed at startup \(its first job connects instead\): /));
  });
});
