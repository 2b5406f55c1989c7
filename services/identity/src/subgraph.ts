import { redisForProducer } from '@juba/platform/redis';
import { repeatSweep } from '@juba/platform/repeat-sweep';
import { defineSubgraph } from '@juba/platform/subgraph';
import type { IdentityContext } from './context.ts';
import { createIdentityDb } from './db.ts';
import { startIdentityJobRelay } from './job-outbox.ts';
import { deleteExpiredExports } from './my-data/store.ts';
import { privacyConfigFromEnv } from './privacy/config.ts';
import { resolvers } from './resolvers.ts';

/** Exported files are deleted within this long of their expiry. */
const EXPIRY_SWEEP_INTERVAL_MS = 3600_000;

export const identitySubgraph = defineSubgraph<IdentityContext>({
  name: 'identity',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    // Read once at start: a bad PRIVACY_* variable stops the process.
    const privacy = privacyConfigFromEnv(process.env);
    const db = createIdentityDb(env.DATABASE_URL);
    const redis = redisForProducer(env.REDIS_URL);
    const jobOutbox = startIdentityJobRelay({ db, redis, prefix: env.JOB_QUEUE_PREFIX });
    const stopSweeping = repeatSweep('deleting expired data exports', () => deleteExpiredExports(db), EXPIRY_SWEEP_INTERVAL_MS);
    return {
      db,
      privacy,
      jobOutbox,
      redis,
      close: async () => {
        stopSweeping();
        await jobOutbox.stop();
        redis.disconnect();
        await db.$disconnect();
      },
    };
  },
});
