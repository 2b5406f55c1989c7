import type { Redis } from 'ioredis';
import { z } from 'zod';
import { liveSetting } from './live-config.ts';
import { repeatSweep } from './repeat-sweep.ts';

/** The services that keep activity, conversation and session rows, each deleting its own past the retention. */
export const RETENTION_SERVICES = ['learner', 'diagnostics', 'ai'] as const;
export type RetentionService = (typeof RETENTION_SERVICES)[number];

/** analytics_settings.dataRetentionDays while the admin has set none (spec part 1 §9's default). */
export const DEFAULT_RETENTION_DAYS = 365;

const DAY_MS = 24 * 3600_000;
/** How often each instance looks whether a day has passed since the last run: a restart never skips nor doubles a day. */
const CHECK_INTERVAL_MS = 3600_000;

/** One service's last sweep, as the admin panel shows it. */
export interface RetentionRun {
  service: RetentionService;
  ranAt: string;
  retentionDays: number;
  deleted: number;
}

/** Where runs are recorded; tests give each suite its own. */
const DEFAULT_PREFIX = 'juba:retention';
const lastRunKey = (service: RetentionService, prefix = DEFAULT_PREFIX) => `${prefix}:last-run:${service}`;
const lockKey = (service: RetentionService, prefix = DEFAULT_PREFIX) => `${prefix}:lock:${service}`;

const retentionSetting = z.object({ dataRetentionDays: z.number().int().min(1).max(3650) }).loose();

/** The admin's analytics_settings.dataRetentionDays, as content mirrors it (@juba/platform/live-config). */
export function liveRetentionDays(redis: Redis): () => Promise<number> {
  return liveSetting(redis, 'analytics_settings', { fallback: DEFAULT_RETENTION_DAYS, apply: (value) => retentionSetting.parse(value).dataRetentionDays });
}

/**
 * Runs one service's sweep once a day: every instance looks each hour, and
 * the first to find the last run a day old takes a lock and runs it, deleting
 * the rows older than the retention (`sweep(cutoff)` answers how many).
 */
export async function runRetentionIfDue(
  opts: { service: RetentionService; redis: Redis; days: () => Promise<number>; sweep: (cutoff: Date) => Promise<number>; prefix?: string },
  now = new Date(),
): Promise<RetentionRun | null> {
  const last = await opts.redis.get(lastRunKey(opts.service, opts.prefix));
  if (last && now.getTime() - Date.parse((JSON.parse(last) as RetentionRun).ranAt) < DAY_MS) return null;
  if ((await opts.redis.set(lockKey(opts.service, opts.prefix), '1', 'PX', 10 * 60_000, 'NX')) !== 'OK') return null;
  try {
    const retentionDays = await opts.days();
    const deleted = await opts.sweep(new Date(now.getTime() - retentionDays * DAY_MS));
    const run: RetentionRun = { service: opts.service, ranAt: now.toISOString(), retentionDays, deleted };
    await opts.redis.set(lastRunKey(opts.service, opts.prefix), JSON.stringify(run));
    return run;
  } finally {
    await opts.redis.del(lockKey(opts.service, opts.prefix));
  }
}

/** The daily sweep of one service, checked every hour in its subgraph; answers the stop. */
export function startRetentionSweep(opts: { service: RetentionService; redis: Redis; sweep: (cutoff: Date) => Promise<number> }): () => void {
  const days = liveRetentionDays(opts.redis);
  return repeatSweep(`the ${opts.service} retention sweep`, () => runRetentionIfDue({ ...opts, days }), CHECK_INTERVAL_MS);
}

/** Each service's last run, for the admin panel; a service that never ran is left out. */
export async function readRetentionRuns(redis: Redis, prefix = DEFAULT_PREFIX): Promise<RetentionRun[]> {
  const values = await redis.mget(RETENTION_SERVICES.map((service) => lastRunKey(service, prefix)));
  return values.flatMap((value) => (value ? [JSON.parse(value) as RetentionRun] : []));
}
