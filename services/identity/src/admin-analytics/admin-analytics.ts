import { WEEK_DAYS, windowStart } from '@juba/contracts/admin-analytics';
import type { IdentityDb } from '../db.ts';
import type { AdminAnalytics } from '../generated/graphql.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/**
 * Identity's share of the admin analytics (the AdminAnalytics entity).
 * totalUsers counts every user; weeklyNewUsers those created (first signed in)
 * during the last 7 x 24 h up to `now`. One SQL aggregate, no row loaded.
 */
export async function readIdentityAnalytics(db: IdentityDb | Prisma.TransactionClient, days: number, now = new Date()): Promise<AdminAnalytics> {
  const [counts] = await db.$queryRaw<Pick<AdminAnalytics, 'totalUsers' | 'weeklyNewUsers'>[]>`
    SELECT
      count(*)::int AS "totalUsers",
      count(*) FILTER (WHERE "createdAt" BETWEEN ${windowStart(WEEK_DAYS, now)} AND ${now})::int AS "weeklyNewUsers"
    FROM "identity"."User"`;
  return { days, ...counts! };
}
