import { erasedAccountHash } from '@juba/platform/erased-accounts';
import type { Prisma } from '../generated/prisma/client.ts';

/** The erasure's mark, written in the transaction that deletes the learner's rows. */
export async function markLearnerErased(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.erasedAccount.createMany({ data: [{ account: erasedAccountHash(userId) }], skipDuplicates: true });
}

/**
 * True for a learner whose account was erased: a report queued or running at
 * the erasure must not write their rows again. The caller holds the
 * learner's lock the erasure takes too, so the answer stands until it commits.
 */
export async function isLearnerErased(tx: Prisma.TransactionClient, userId: string): Promise<boolean> {
  return (await tx.erasedAccount.count({ where: { account: erasedAccountHash(userId) } })) > 0;
}
