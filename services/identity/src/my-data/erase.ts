import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { QUEUES, type QueueName } from '@juba/contracts/jobs';
import { accountErasedJob } from '@juba/platform/account-erasure';
import { learnerOfJob, markAccountErased } from '@juba/platform/erased-accounts';
import type { JobResources } from '@juba/platform/job-definition';
import { createIdentityDb, type IdentityDb } from '../db.ts';
import { forgetSignInAttempts } from '../idp/sign-in-throttle.ts';
import type { ProviderAccounts } from './provider-accounts.ts';

/**
 * Deletes every row of the learner in the identity schema: the user, the
 * embedded provider's account with its sessions, grants, codes and refresh
 * tokens (every stored payload that names the account), and their exports.
 */
function eraseIdentityRows(db: IdentityDb, userId: string): Promise<number> {
  return db.$transaction(async (tx) => {
    const oidc = await tx.$executeRaw`DELETE FROM "identity"."OidcPayload" WHERE strpos("payload"::text, ${JSON.stringify(userId)}) > 0`;
    const counts = await Promise.all([
      tx.account.deleteMany({ where: { id: userId } }),
      tx.jobOutbox.deleteMany({ where: { queue: QUEUES.dataExport, payload: { path: ['userId'], equals: userId } } }),
      tx.dataExport.deleteMany({ where: { userId } }),
      tx.user.deleteMany({ where: { id: userId } }),
    ]);
    return counts.reduce((sum, { count }) => sum + count, oidc);
  });
}

/** The e-mails the learner signed in with: the embedded provider's account and the profile the tokens gave. */
async function emailsOf(db: IdentityDb, userId: string): Promise<string[]> {
  const [account, user] = await Promise.all([
    db.account.findUnique({ where: { id: userId }, select: { email: true } }),
    db.user.findUnique({ where: { id: userId }, select: { email: true } }),
  ]);
  return [...new Set([account?.email, user?.email].filter((email): email is string => Boolean(email)))];
}

/** The queues whose jobs may carry a learner's id; the erasure's own jobs leave nothing once done. */
const LEARNER_QUEUES = Object.values(QUEUES).filter((queue): queue is QueueName => queue !== QUEUES.accountErased);

/**
 * Drops the learner's jobs from Redis: the ones waiting to run (their rows
 * are gone, so they could only fail) and the finished ones BullMQ keeps for a
 * while. A job running at this moment is dropped by its worker when it ends
 * (@juba/workers' droppingJobsOfErasedLearners).
 */
async function dropLearnerJobs(redis: Redis, prefix: string, userId: string): Promise<number> {
  let dropped = 0;
  for (const name of LEARNER_QUEUES) {
    const queue = new Queue(name, { connection: redis, prefix });
    try {
      const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized', 'completed', 'failed'], 0, -1);
      for (const job of jobs) {
        if (!job || learnerOfJob(job.data) !== userId) continue;
        await job.remove().catch(() => undefined);
        dropped++;
      }
    } finally {
      await queue.close();
    }
  }
  return dropped;
}

export interface IdentityErasureResources extends JobResources {
  /** The BullMQ key prefix of the learner's jobs. */
  queuePrefix: string;
  /** The identity provider's accounts: Keycloak's through its admin API, or the embedded provider's rows. */
  providerAccounts: ProviderAccounts;
}

/**
 * The identity service's handler of the account-erased event: the learner's
 * tokens refused (again: the request did it first), their provider account,
 * failed sign-ins and identity rows deleted, their jobs dropped from Redis.
 */
export const identityAccountErasedJob = accountErasedJob<IdentityErasureResources>('identity', ({ databaseUrl, publisher, queuePrefix, providerAccounts }) => {
  const db = createIdentityDb(databaseUrl);
  return {
    async erase(userId) {
      await markAccountErased(publisher, userId);
      // First: when the provider or Redis does not answer, the job is retried with the learner's rows (and e-mail) still there to find.
      await providerAccounts.remove(userId);
      await forgetSignInAttempts(publisher, await emailsOf(db, userId));
      const rows = await eraseIdentityRows(db, userId);
      return rows + (await dropLearnerJobs(publisher, queuePrefix, userId));
    },
    close: () => db.$disconnect(),
  };
});
