import { randomUUID } from 'node:crypto';
import { createActivityRecorder } from '@juba/platform/activity';
import { redisForProducer, redisForSubscriber } from '@juba/platform/redis';
import type { DiagnosticsContext } from '../context.ts';
import { createDiagnosticsDb } from '../db.ts';
import { startDiagnosticsJobRelay } from '../job-outbox.ts';

/**
 * The diagnostics subgraph's context for a test file, on a queue prefix of its
 * own (`prefix`), so its jobs and reports reach no other file's workers.
 */
export function diagnosticsTestContext(name: string) {
  const prefix = `test-${name}-${randomUUID()}`;
  const db = createDiagnosticsDb(process.env.DATABASE_URL!);
  const redis = redisForProducer(process.env.REDIS_URL!);
  const subscriber = redisForSubscriber(process.env.REDIS_URL!);
  const activity = createActivityRecorder(redis, { prefix });
  const jobOutbox = startDiagnosticsJobRelay({ db, redis, prefix, log: { warn: () => {}, error: console.error } });
  const context: Omit<DiagnosticsContext, 'viewer'> = { db, activity, jobOutbox, subscriber };
  return {
    prefix,
    context,
    db,
    redis,
    activity,
    async close() {
      await jobOutbox.stop();
      await activity.close();
      subscriber.disconnect();
      redis.disconnect();
      await db.$disconnect();
    },
  };
}
