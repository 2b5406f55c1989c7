import { GENERATED_QUESTION_ID_PREFIX } from '@juba/ai-provider';
import type { AiDb } from '../db.ts';

/**
 * Curated questions this learner has already been served. Model-written ones
 * are recorded too but left out here: their ids are always fresh, so they can
 * never come up again anyway.
 */
export async function servedCuratedIds(db: AiDb, userId: string): Promise<string[]> {
  const rows = await db.brainServedItem.findMany({
    where: { userId, NOT: { itemId: { startsWith: GENERATED_QUESTION_ID_PREFIX } } },
    select: { itemId: true },
  });
  return rows.map((r) => r.itemId);
}

/** False when the item was already recorded for this learner (a concurrent request served it first). */
export async function recordServed(db: AiDb, userId: string, itemId: string): Promise<boolean> {
  const { count } = await db.brainServedItem.createMany({ data: [{ userId, itemId }], skipDuplicates: true });
  return count === 1;
}
