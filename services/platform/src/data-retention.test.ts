import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { useSuiteEnv } from '../../../infra/test/suite-env.ts';
import { DEFAULT_RETENTION_DAYS, liveRetentionDays, readRetentionRuns, runRetentionIfDue } from './data-retention.ts';
import { publishLiveConfig } from './live-config.ts';

useSuiteEnv({ LIVE_CONFIG_PREFIX: `test-retention-config-${randomUUID()}` });
const redis = new Redis(process.env.REDIS_URL!);
afterAll(() => redis.disconnect());
const DAY_MS = 24 * 3600_000;

describe('the daily retention sweep', () => {
  it('runs when a day has passed since the last run, deletes before the cutoff, and records the run for the admin panel', async () => {
    const prefix = `test-retention-${randomUUID()}`;
    const cutoffs: Date[] = [];
    const opts = {
      service: 'learner' as const,
      redis,
      prefix,
      days: async () => 30,
      sweep: async (cutoff: Date) => {
        cutoffs.push(cutoff);
        return 7;
      },
    };
    const now = new Date('2026-07-14T03:00:00Z');

    expect(await runRetentionIfDue(opts, now)).toEqual({ service: 'learner', ranAt: now.toISOString(), retentionDays: 30, deleted: 7 });
    expect(cutoffs).toEqual([new Date(now.getTime() - 30 * DAY_MS)]);
    expect(await runRetentionIfDue(opts, new Date(now.getTime() + DAY_MS - 1)), 'not twice a day').toBeNull();
    expect(await runRetentionIfDue(opts, new Date(now.getTime() + DAY_MS))).toMatchObject({ ranAt: new Date(now.getTime() + DAY_MS).toISOString() });
    expect(await readRetentionRuns(redis, prefix)).toEqual([
      { service: 'learner', ranAt: new Date(now.getTime() + DAY_MS).toISOString(), retentionDays: 30, deleted: 7 },
    ]);
  });

  it('runs on one instance at a time', async () => {
    const prefix = `test-retention-${randomUUID()}`;
    let release: () => void = () => {};
    let runs = 0;
    const sweep = () => {
      runs++;
      return new Promise<number>((resolve) => (release = () => resolve(0)));
    };
    const opts = { service: 'ai' as const, redis, prefix, days: async () => 365, sweep };
    const first = runRetentionIfDue(opts);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await runRetentionIfDue(opts)).toBeNull();
    release();
    expect(await first).toMatchObject({ service: 'ai' });
    expect(runs).toBe(1);
  });

  it('takes dataRetentionDays from the admin’s analytics_settings, 365 while none is published', async () => {
    expect(await liveRetentionDays(redis)()).toBe(DEFAULT_RETENTION_DAYS);
    await publishLiveConfig(redis, 'analytics_settings', { trackingEnabled: true, dataRetentionDays: 90, anonymizeData: true, reportingFrequency: 'daily' });
    expect(await liveRetentionDays(redis)()).toBe(90);
  });
});
