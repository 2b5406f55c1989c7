import { WEEK_DAYS, windowStart } from '@juba/contracts/admin-analytics';
import type { LearnerDb } from '../db.ts';
import type { AdminAnalytics } from '../generated/graphql.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/**
 * The learner-progress service's share of the admin analytics (the AdminAnalytics entity).
 * Definitions (services/content/src/admin/README.md repeats them):
 * - a practice session is one recorded Activity with durationSeconds > 0
 *   (a measured conversation or challenge, or minutes x 60 for other practice;
 *   a generated handout, 0 minutes, is not one);
 * - the window is occurredAt within the last `days` x 24 h, up to now, both
 *   ends included; weekly is the same over the last 7 x 24 h;
 * - an active user is a learner with at least one practice session in the window;
 * - avgSessionDuration is the mean durationSeconds of the window's sessions,
 *   rounded to whole seconds, 0 when there are none;
 * - totalProfiles counts every learning profile, allTimeSessions every session.
 * All are SQL aggregates: no activity row is loaded.
 */
export async function readLearnerAnalytics(db: LearnerDb | Prisma.TransactionClient, days: number, now = new Date()): Promise<AdminAnalytics> {
  const start = windowStart(days, now);
  const weekStart = windowStart(WEEK_DAYS, now);
  const [sessions] = await db.$queryRaw<Pick<AdminAnalytics, 'totalSessions' | 'activeUsers' | 'weeklySessions' | 'avgSessionDuration' | 'allTimeSessions'>[]>`
    SELECT
      count(*) FILTER (WHERE "occurredAt" BETWEEN ${start} AND ${now})::int AS "totalSessions",
      count(DISTINCT "userId") FILTER (WHERE "occurredAt" BETWEEN ${start} AND ${now})::int AS "activeUsers",
      count(*) FILTER (WHERE "occurredAt" BETWEEN ${weekStart} AND ${now})::int AS "weeklySessions",
      coalesce(round(avg("durationSeconds") FILTER (WHERE "occurredAt" BETWEEN ${start} AND ${now})), 0)::int AS "avgSessionDuration",
      count(*)::int AS "allTimeSessions"
    FROM "learner"."Activity"
    WHERE "durationSeconds" > 0`;
  const totalProfiles = await db.learningProfile.count();
  return { days, ...sessions!, totalProfiles };
}
