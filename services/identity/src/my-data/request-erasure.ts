import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ERASING_SERVICES, QUEUES, accountErasedJobId, type AccountErasedPayload } from '@juba/contracts/jobs';
import { markAccountErased } from '@juba/platform/erased-accounts';
import { badInput } from '@juba/platform/errors';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import { writeOutboxEntry } from '@juba/platform/job-outbox';
import type { Viewer } from '@juba/platform/viewer';
import type { IdentityDb } from '../db.ts';
import { ERASE_MESSAGES } from './messages.ts';

const normalized = (email: string) => email.trim().toLowerCase();

/**
 * 'Excluir minha conta': the learner typed their e-mail. One transaction
 * writes the account-erased event for every service (the outbox: each
 * reaches its service however long Redis stays away, and each service
 * deletes the learner's rows in its own schema); then the learner's tokens
 * are refused from now on. Answers the erasure's id.
 */
export async function requestErasure(
  deps: { db: IdentityDb; redis: Redis; jobOutbox: Pick<JobOutboxRelay, 'prefix' | 'wake'> },
  viewer: Viewer,
  typedEmail: string,
): Promise<string> {
  const user = await deps.db.user.findUnique({ where: { id: viewer.userId }, select: { email: true } });
  const email = viewer.email || user?.email || '';
  if (!email || normalized(typedEmail) !== normalized(email)) throw badInput(ERASE_MESSAGES.wrongEmail);
  const erasureId = randomUUID();
  await deps.db.$transaction(async (tx) => {
    for (const service of ERASING_SERVICES) {
      const payload: AccountErasedPayload = { erasureId, userId: viewer.userId, service };
      await writeOutboxEntry(
        tx,
        'identity',
        { id: accountErasedJobId(erasureId, service), queue: QUEUES.accountErased, name: service, payload },
        deps.jobOutbox.prefix,
      );
    }
  });
  // Committed first: a learner refused here still has their erasure under way, and its identity part refuses the tokens again.
  await markAccountErased(deps.redis, viewer.userId);
  deps.jobOutbox.wake();
  return erasureId;
}
