import { describe, expect, it } from 'vitest';
import { DEV_INTERNAL_SECRET } from '@juba/platform/production-env';
import { parseWorkerEnv } from './env.ts';

describe('parseWorkerEnv', () => {
  it('runs every queue of the registry, two jobs at a time, by default', () => {
    const env = parseWorkerEnv({});
    expect(env.queues).toEqual(['handout-generation', 'plan-generation', 'phonetic-analysis', 'learner-activity', 'data-export', 'account-erased']);
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
    expect(() => parseWorkerEnv({ WORKER_QUEUES: 'handouts' })).toThrow(
      /unknown queue "handouts" \(known: handout-generation, plan-generation, phonetic-analysis, learner-activity, data-export, account-erased\)/,
    );
  });

  it('signs the data export’s requests with the subgraphs’ development secret, and finds them at their local addresses unless told', () => {
    const env = parseWorkerEnv({ LEARNER_SUBGRAPH_URL: 'http://learner:4102/graphql' });
    expect(env.INTERNAL_SECRET).toBe(DEV_INTERNAL_SECRET);
    expect(env.subgraphUrls).toMatchObject({ learner: 'http://learner:4102/graphql', identity: 'http://127.0.0.1:4101/graphql' });
  });

  it('refuses a concurrency that is not a positive integer', () => {
    expect(() => parseWorkerEnv({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
    expect(() => parseWorkerEnv({ WORKER_CONCURRENCY: 'many' })).toThrow(/WORKER_CONCURRENCY/);
  });
});

describe('parseWorkerEnv in production', () => {
  it('leaves INTERNAL_SECRET unset when not given: only the data-export queue needs it', () => {
    const production = { JUBA_PRODUCTION: 'true', DATABASE_URL: 'postgresql://juba:9f3b7c1d2e@db:5432/juba', REDIS_URL: 'redis://:7c1d9e2a5b@redis:6379' };
    const speech = parseWorkerEnv({ ...production, WORKER_QUEUES: 'phonetic-analysis' });
    expect([speech.production, speech.INTERNAL_SECRET, speech.KEYCLOAK_ERASURE_CLIENT_SECRET, speech.KEYCLOAK_ERASURE_CLIENT_ID]).toEqual([
      true,
      undefined,
      undefined,
      'juba-erasure',
    ]);
    expect(() => parseWorkerEnv({ ...production, INTERNAL_SECRET: DEV_INTERNAL_SECRET })).toThrow(/INTERNAL_SECRET/);
  });

  it('refuses the development database and Redis URLs (JUBA_PRODUCTION=true)', () => {
    expect(() => parseWorkerEnv({ JUBA_PRODUCTION: 'true' })).toThrow(/DATABASE_URL: is the development default[\s\S]*REDIS_URL: is the development default/);
    expect(() =>
      parseWorkerEnv({ JUBA_PRODUCTION: 'true', DATABASE_URL: 'postgresql://postgres:postgres@db:5432/juba', REDIS_URL: 'redis://:7c1d9e2a5b@redis:6379' }),
    ).toThrow(/DATABASE_URL: carries a well-known password \("postgres:postgres"\)/);
  });
});
