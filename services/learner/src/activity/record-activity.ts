import type { z } from 'zod';
import { toProfileLevel } from '@juba/contracts/diagnostic-level';
import type { learnerActivityPayload } from '@juba/contracts/jobs';
import type { LearnerDb } from '../db.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { isLearnerErased } from '../my-data/erased-accounts.ts';
import { mergeDiagnosticAreas, storeDiagnosticAreas } from '../onboarding/learning-profile.ts';
import { addSkillScores, type SkillState } from '../progress/skills.ts';
import { streakFromDays } from '../progress/streak.ts';
import { dateToDay, dayToDate, learnerDay } from '../time/learner-day.ts';

export type LearnerActivityReport = z.output<typeof learnerActivityPayload>;

const NO_SKILLS: SkillState = {
  pronunciationLevel: null,
  speakingLevel: null,
  listeningLevel: null,
  vocabularyLevel: null,
  pronunciationScores: 0,
  speakingScores: 0,
  listeningScores: 0,
  vocabularyScores: 0,
};

/**
 * Turns one report into progress, in one transaction: the Activity row (its
 * id is the producer's activityId, so a duplicate report changes nothing),
 * the totals, the skill means, the streak and, for a placement or linguistic
 * diagnostic, the learning profile's areas. A per-learner advisory lock
 * serialises a learner's reports, so two workers never compute the streak (or
 * merge areas) from each other's half-written state.
 *
 * Returns false when the activity was already recorded, or its learner's
 * account erased (a report queued before the erasure writes nothing).
 */
export function recordActivity(db: LearnerDb, report: LearnerActivityReport, now = new Date()): Promise<boolean> {
  return db.$transaction((tx) => recordActivityInTransaction(tx, report, now));
}

/** Serialises one learner's progress writes until the transaction ends; taking it again in the same transaction is free. */
export async function lockLearnerProgress(tx: Prisma.TransactionClient, userId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`learner:progress:${userId}`}))`;
}

/** recordActivity inside a caller's transaction, for a write that must stand or fall with the progress it earns (a challenge completion). */
export async function recordActivityInTransaction(tx: Prisma.TransactionClient, report: LearnerActivityReport, now: Date): Promise<boolean> {
  // A producer's clock running ahead must not plant practice in a day that has not come yet.
  const occurredAt = new Date(Math.min(Date.parse(report.occurredAt), now.getTime()));
  const day = learnerDay(occurredAt);

  await lockLearnerProgress(tx, report.userId);
  if (await isLearnerErased(tx, report.userId)) return false;
  const { count } = await tx.activity.createMany({
    data: [
      {
        id: report.activityId,
        userId: report.userId,
        kind: report.kind,
        title: report.title,
        minutes: report.minutes,
        durationSeconds: report.durationSeconds ?? report.minutes * 60,
        flowPoints: report.flowPoints,
        skills: report.skills as Prisma.InputJsonValue,
        occurredAt,
        localDay: dayToDate(day),
      },
    ],
    skipDuplicates: true,
  });
  if (count === 0) return false;

  const before = await tx.progress.findUnique({ where: { userId: report.userId } });
  const days = await tx.activity.findMany({ where: { userId: report.userId }, select: { localDay: true }, distinct: ['localDay'] });
  const streak = streakFromDays(days.map((d) => dateToDay(d.localDay)));
  const skills = addSkillScores(before ?? NO_SKILLS, report.skills);
  const totals = {
    totalMinutes: (before?.totalMinutes ?? 0) + report.minutes,
    flowPoints: (before?.flowPoints ?? 0) + report.flowPoints,
    challengesCompleted: (before?.challengesCompleted ?? 0) + (report.kind === 'challenge' ? 1 : 0),
    currentStreak: streak.current,
    longestStreak: Math.max(before?.longestStreak ?? 0, streak.longest),
    lastActiveDay: dayToDate(streak.lastDay ?? day),
    ...skills,
  };
  await tx.progress.upsert({ where: { userId: report.userId }, create: { userId: report.userId, ...totals }, update: totals });

  if (report.kind === 'diagnostic' && report.diagnostic) {
    const { level, strengthAreas, weaknessAreas } = report.diagnostic;
    await storeDiagnosticAreas(tx, report.userId, { level: toProfileLevel(level), strengthAreas, weaknessAreas }, occurredAt);
  }
  if (report.kind === 'diagnostic' && report.linguisticDiagnostic) {
    await mergeDiagnosticAreas(tx, report.userId, report.linguisticDiagnostic, occurredAt);
  }
  return true;
}
