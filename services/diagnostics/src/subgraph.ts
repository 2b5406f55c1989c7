import { createActivityRecorder } from '@juba/platform/activity';
import { startRetentionSweep } from '@juba/platform/data-retention';
import { redisForProducer, redisForSubscriber } from '@juba/platform/redis';
import { defineSubgraph } from '@juba/platform/subgraph';
import type { DiagnosticsContext } from './context.ts';
import { deleteOldPhoneticSessions } from './data-retention/sweep.ts';
import { createDiagnosticsDb } from './db.ts';
import { startDiagnosticsJobRelay } from './job-outbox.ts';
import { resolvers } from './resolvers.ts';

export const diagnosticsSubgraph = defineSubgraph<DiagnosticsContext>({
  name: 'diagnostics',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    const db = createDiagnosticsDb(env.DATABASE_URL);
    const redis = redisForProducer(env.REDIS_URL);
    const subscriber = redisForSubscriber(env.REDIS_URL);
    subscriber.on('error', (err: Error) => console.warn('diagnostics subscriber:', err.message));
    const activity = createActivityRecorder(redis, { prefix: env.JOB_QUEUE_PREFIX });
    const jobOutbox = startDiagnosticsJobRelay({ db, redis, prefix: env.JOB_QUEUE_PREFIX });
    const stopRetention = startRetentionSweep({ service: 'diagnostics', redis, sweep: (cutoff) => deleteOldPhoneticSessions(db, cutoff) });
    return {
      db,
      activity,
      jobOutbox,
      subscriber,
      close: async () => {
        stopRetention();
        await jobOutbox.stop();
        await activity.close();
        redis.disconnect();
        subscriber.disconnect();
        await db.$disconnect();
      },
    };
  },
});
