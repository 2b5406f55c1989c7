import type { LearnerDb } from '../db.ts';
import type { Achievement, Activity, DailyGoal, DayMinutes, Progress } from '../generated/graphql.ts';
import type { Activity as ActivityRow } from '../generated/prisma/client.ts';
import { DEFAULT_AVAILABLE_TIME } from '@juba/contracts/learning-profile-options';
import { addDays, dateToDay, dayToDate, learnerDay } from '../time/learner-day.ts';
import { countDictionaryWords } from '../dictionary/dictionary.ts';
import { achievementsFrom } from './achievements.ts';
import { streakOn } from './streak.ts';

const WEEK_DAYS = 7;
const RECENT_ACTIVITY_LIMIT = 10;

/** The GraphQL Activity as resolvers return it (graphql-mappers.ts): kind is the stored row's plain string. */
export type ActivityView = Omit<Activity, 'kind'> & { kind: string };

export const activityView = (a: ActivityRow): ActivityView => ({
  id: a.id,
  kind: a.kind,
  title: a.title,
  minutes: a.minutes,
  flowPoints: a.flowPoints,
  occurredAt: a.occurredAt.toISOString(),
});

/**
 * The GraphQL Progress as resolvers return it (graphql-mappers.ts): the stored
 * totals at once, the parts that need the activity history as loaders, so a
 * query that asks only for the totals (the top bar) reads one row.
 */
export type ProgressView = Omit<Progress, 'wordsLearned' | 'weeklyMinutes' | 'recentActivity' | 'achievements' | 'dailyGoal'> & {
  /** The words in the learner's dictionary. */
  wordsLearned(): Promise<number>;
  weeklyMinutes(): Promise<DayMinutes[]>;
  recentActivity(): Promise<ActivityView[]>;
  achievements(): Promise<Achievement[]>;
  dailyGoal(): Promise<DailyGoal>;
};

const once = <T>(load: () => Promise<T>) => {
  let result: Promise<T> | undefined;
  return () => (result ??= load());
};

/** Reading progress never creates a row: only practice does. */
export async function readProgress(db: LearnerDb, userId: string, now = new Date()): Promise<ProgressView> {
  const today = learnerDay(now);
  const row = await db.progress.findUnique({ where: { userId } });

  const weeklyMinutes = once(async () => {
    const firstDay = addDays(today, -(WEEK_DAYS - 1));
    const sums = await db.activity.groupBy({
      by: ['localDay'],
      where: { userId, localDay: { gte: dayToDate(firstDay), lte: dayToDate(today) } },
      _sum: { minutes: true },
    });
    const byDay = new Map(sums.map((s) => [dateToDay(s.localDay), s._sum.minutes ?? 0]));
    return Array.from({ length: WEEK_DAYS }, (_, i) => {
      const date = addDays(firstDay, i);
      return { date, minutes: byDay.get(date) ?? 0 };
    });
  });

  return {
    currentStreak: row ? streakOn(today, { currentStreak: row.currentStreak, lastActiveDay: row.lastActiveDay && dateToDay(row.lastActiveDay) }) : 0,
    longestStreak: row?.longestStreak ?? 0,
    flowPoints: row?.flowPoints ?? 0,
    totalMinutes: row?.totalMinutes ?? 0,
    wordsLearned: once(() => countDictionaryWords(db, userId)),
    challengesCompleted: row?.challengesCompleted ?? 0,
    pronunciationLevel: row?.pronunciationLevel ?? null,
    speakingLevel: row?.speakingLevel ?? null,
    listeningLevel: row?.listeningLevel ?? null,
    vocabularyLevel: row?.vocabularyLevel ?? null,
    weeklyMinutes,
    recentActivity: once(async () => {
      const rows = await db.activity.findMany({
        where: { userId },
        orderBy: [{ occurredAt: 'desc' }, { createdAt: 'desc' }],
        take: RECENT_ACTIVITY_LIMIT,
      });
      return rows.map(activityView);
    }),
    achievements: once(async () => {
      // The whole history, in its narrowest columns: a learner's lifetime of practice is thousands of rows at most.
      const history = await db.activity.findMany({
        where: { userId },
        orderBy: [{ occurredAt: 'asc' }, { createdAt: 'asc' }],
        select: { kind: true, minutes: true, flowPoints: true, occurredAt: true, localDay: true },
      });
      return achievementsFrom(history.map(({ localDay, ...a }) => ({ ...a, day: dateToDay(localDay) })));
    }),
    dailyGoal: once(async () => {
      const [profile, week] = await Promise.all([db.learningProfile.findUnique({ where: { userId }, select: { availableTime: true } }), weeklyMinutes()]);
      return { targetMinutes: profile?.availableTime ?? DEFAULT_AVAILABLE_TIME, minutesToday: week.at(-1)!.minutes };
    }),
  };
}
