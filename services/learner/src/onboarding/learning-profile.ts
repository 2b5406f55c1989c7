import { badInput } from '@juba/platform/errors';
import type { LearnerDb } from '../db.ts';
import type { EnglishLevel, LearningProfileInput, LearningStyle, PrimaryGoal } from '../generated/graphql.ts';
import type { LearningProfile, Prisma } from '../generated/prisma/client.ts';
import { AVAILABLE_TIMES, INTERESTS } from '@juba/contracts/learning-profile-options';
import { ENGLISH_LEVELS, LEARNING_STYLES, PRIMARY_GOALS, isInterest } from './learning-profile-options.ts';

/** The GraphQL LearningProfile as resolvers return it (graphql-mappers.ts). */
export type LearningProfileRow = LearningProfile;

const oneOf = (field: string, allowed: readonly (string | number)[], value: unknown) => {
  if (!allowed.includes(value as string | number)) throw badInput(`${field} must be one of ${allowed.join(', ')}`);
};

/**
 * Checks every onboarding answer against the options the spec offers. The
 * GraphQL enums already hold the level, goal and style; they are checked
 * again so a caller that bypasses the schema gets the same answer.
 */
export function validateProfileInput(input: { [K in keyof LearningProfileInput]: unknown }): LearningProfileInput {
  oneOf('englishLevel', ENGLISH_LEVELS, input.englishLevel);
  oneOf('primaryGoal', PRIMARY_GOALS, input.primaryGoal);
  oneOf('learningStyle', LEARNING_STYLES, input.learningStyle);
  oneOf('availableTime', AVAILABLE_TIMES, input.availableTime);
  if (!Array.isArray(input.interests)) throw badInput('interests must be a list');
  const interests = [...new Set(input.interests.map((i) => (typeof i === 'string' ? i.trim() : String(i))))];
  const unknown = interests.filter((i) => !isInterest(i));
  if (unknown.length) throw badInput(`Unknown interest "${unknown[0]}". Choose from: ${INTERESTS.join(', ')}`);
  if (interests.length === 0) throw badInput('Choose at least 1 interest');
  return {
    englishLevel: input.englishLevel as EnglishLevel,
    primaryGoal: input.primaryGoal as PrimaryGoal,
    learningStyle: input.learningStyle as LearningStyle,
    availableTime: input.availableTime as number,
    interests,
  };
}

export function findLearningProfile(db: LearnerDb, userId: string): Promise<LearningProfileRow | null> {
  return db.learningProfile.findUnique({ where: { userId } });
}

/** Onboarding's answers replace the learner's choices; what the diagnostic measured stays. */
export function saveLearningProfile(db: LearnerDb, userId: string, input: LearningProfileInput): Promise<LearningProfileRow> {
  const choices = { ...input, onboardingCompleted: true };
  return db.learningProfile.upsert({
    where: { userId },
    create: { userId, ...choices, strengthAreas: [], weaknessAreas: [] },
    update: choices,
  });
}

/**
 * Creates a profile at the placement level when the learner has none, so the
 * dashboard stops sending them back to /learning-path. Never touches an
 * existing profile; parallel calls are safe (the insert skips a duplicate).
 */
export async function ensureLearningProfile(db: LearnerDb | Prisma.TransactionClient, userId: string, englishLevel: EnglishLevel): Promise<LearningProfileRow> {
  await db.learningProfile.createMany({ data: [{ userId, englishLevel, strengthAreas: [], weaknessAreas: [] }], skipDuplicates: true });
  return db.learningProfile.findUniqueOrThrow({ where: { userId } });
}

/**
 * Stores what a placement diagnostic measured: creates the profile at its
 * level if the learner has none, and replaces the strength and weakness areas
 * unless a later diagnostic already set them (reports may arrive out of order).
 */
export async function storeDiagnosticAreas(
  tx: Prisma.TransactionClient,
  userId: string,
  diagnostic: { level: EnglishLevel; strengthAreas: string[]; weaknessAreas: string[] },
  measuredAt: Date,
): Promise<void> {
  await ensureLearningProfile(tx, userId, diagnostic.level);
  await tx.learningProfile.updateMany({
    where: { userId, OR: [{ areasMeasuredAt: null }, { areasMeasuredAt: { lte: measuredAt } }] },
    data: { strengthAreas: diagnostic.strengthAreas, weaknessAreas: diagnostic.weaknessAreas, areasMeasuredAt: measuredAt },
  });
}

/**
 * Joins what a Linguistic Diagnostic measured to an existing profile: an area
 * it names is listed once, as a strength or a weakness. When it is the newest
 * measurement its verdict replaces the profile's for the areas it measured;
 * a report arriving after a newer measurement only adds areas the profile has
 * no verdict on. A learner without a profile gets none: this diagnostic
 * places no one, and a profile here would skip the placement diagnostic.
 */
export async function mergeDiagnosticAreas(
  tx: Prisma.TransactionClient,
  userId: string,
  measured: { strengthAreas: string[]; weaknessAreas: string[] },
  measuredAt: Date,
): Promise<void> {
  const profile = await tx.learningProfile.findUnique({ where: { userId } });
  if (!profile) return;
  const newest = profile.areasMeasuredAt === null || profile.areasMeasuredAt <= measuredAt;
  const judged = new Set([...profile.strengthAreas, ...profile.weaknessAreas]);
  const counts = (area: string) => newest || !judged.has(area);
  const strengths = measured.strengthAreas.filter(counts);
  const weaknesses = measured.weaknessAreas.filter((area) => counts(area) && !strengths.includes(area));
  const replaced = new Set([...strengths, ...weaknesses]);
  const keep = (areas: string[]) => areas.filter((area) => !replaced.has(area));
  await tx.learningProfile.update({
    where: { userId },
    data: {
      strengthAreas: [...new Set([...keep(profile.strengthAreas), ...strengths])],
      weaknessAreas: [...new Set([...keep(profile.weaknessAreas), ...weaknesses])],
      areasMeasuredAt: newest ? measuredAt : profile.areasMeasuredAt,
    },
  });
}
