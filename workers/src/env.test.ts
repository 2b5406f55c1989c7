import { describe, expect, it } from 'vitest';
import { parseWorkerEnv } from './env.ts';

describe('parseWorkerEnv', () => {
  it('runs every queue of the registry, two jobs at a time, by default', () => {
    const env = parseWorkerEnv({});
    expect(env.queues).toEqual(['handout-generation', 'plan-generation', 'phonetic-analysis', 'learner-activity']);
    expect(env.WORKER_CONCURRENCY).toBe(2);
    expect(env.JOB_QUEUE_PREFIX).toBe('bull');
  });

  it('takes a comma list of queues and numeric settings from the environment', () => {
    const env = parseWorkerEnv({ WORKER_QUEUES: ' handout-generation , handout-generation', WORKER_CONCURRENCY: '5', WORKER_LOCK_DURATION_MS: '15000' });
    expect(env.queues).toEqual(['handout-generation']);
    expect(env.WORKER_CONCURRENCY).toBe(5);
    expect(env.WORKER_LOCK_DURATION_MS).toBe(15_000);
  });

  it('runs the phonetic-analysis queue alone, as the speech workers do', () => {
    expect(parseWorkerEnv({ WORKER_QUEUES: 'phonetic-analysis' }).queues).toEqual(['phonetic-analysis']);
  });

  it('names the problem for an unknown queue', () => {
    expect(() => parseWorkerEnv({ WORKER_QUEUES: 'handouts' })).toThrow(/unknown queue "handouts" \(known: handout-generation, plan-generation, phonetic-analysis, learner-activity\)/);
  });

  it('refuses a concurrency that is not a positive integer', () => {
    expect(() => parseWorkerEnv({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
    expect(() => parseWorkerEnv({ WORKER_CONCURRENCY: 'many' })).toThrow(/WORKER_CONCURRENCY/);
  });
});

describe('parseWorkerEnv in production', () => {
  it('refuses the development database and Redis URLs (JUBA_PRODUCTION=true)', () => {
    expect(() => parseWorkerEnv({ JUBA_PRODUCTION: 'true' })).toThrow(/DATABASE_URL: is the development default[\s\S]*REDIS_URL: is the development default/);
    expect(() => parseWorkerEnv({ JUBA_PRODUCTION: 'true', DATABASE_URL: 'postgresql://postgres:postgres@db:5432/juba', REDIS_URL: 'redis://:7c1d9e2a5b@redis:6379' })).toThrow(
      /DATABASE_URL: carries a well-known password \("postgres:postgres"\)/,
    );
  });
});
