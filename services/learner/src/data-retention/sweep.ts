import type { LearnerDb } from '../db.ts';

/** Activity older than the retention goes; the totals it fed (progress, streaks) stay. */
export async function deleteOldActivity(db: LearnerDb, cutoff: Date): Promise<number> {
  return (await db.activity.deleteMany({ where: { occurredAt: { lt: cutoff } } })).count;
}
