import { z } from 'zod';
import { badInput } from '@juba/platform/errors';
import type { CompleteDiagnosticInput } from '../generated/graphql.ts';
import { DIAGNOSTIC_LEVELS, MASTERY_KEYS, levelMinimums, type DiagnosticLevel, type MasteryByModule } from '@juba/contracts/diagnostic-level';
import { DIAGNOSTIC_MESSAGES } from './messages.ts';
import { MAX_TOTAL_POINTS, QUESTION_COUNT, maxPointsFor } from './questions.ts';

/** Browsers' clocks drift; a completion a little "in the future" is a slow clock, not a forgery. */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** The contract's input once parseCompletion has checked it: a known level and the eight mastery keys. */
export type CompletionInput = Omit<CompleteDiagnosticInput, 'currentLevel' | 'masteryByModule'> & {
  currentLevel: DiagnosticLevel;
  masteryByModule: MasteryByModule;
};

const boundedInt = (max: number) => z.number().int().min(0).max(max);

const completionSchema = z.strictObject({
  totalPoints: boundedInt(MAX_TOTAL_POINTS),
  answeredQuestions: boundedInt(QUESTION_COUNT),
  currentLevel: z.enum(DIAGNOSTIC_LEVELS),
  masteryByModule: z.strictObject(
    Object.fromEntries(MASTERY_KEYS.map((k) => [k, z.number().min(0).max(100)])) as Record<(typeof MASTERY_KEYS)[number], z.ZodNumber>,
  ),
  completedAt: z.iso.datetime({ offset: true }),
});

const FIELD_MESSAGES: Record<string, string> = {
  totalPoints: DIAGNOSTIC_MESSAGES.invalidTotalPoints(MAX_TOTAL_POINTS),
  answeredQuestions: DIAGNOSTIC_MESSAGES.invalidAnsweredQuestions(QUESTION_COUNT),
  currentLevel: DIAGNOSTIC_MESSAGES.invalidLevel,
  masteryByModule: DIAGNOSTIC_MESSAGES.invalidMastery,
  completedAt: DIAGNOSTIC_MESSAGES.invalidCompletedAt,
};

/** One sentence per wrong field, named as the caller sent it; unknown top-level keys are named too. */
function describe(issue: z.core.$ZodIssue): string {
  const field = issue.path[0];
  if (typeof field === 'string' && field in FIELD_MESSAGES) return FIELD_MESSAGES[field]!;
  if (issue.code === 'unrecognized_keys') return `Campos desconhecidos: ${issue.keys.join(', ')}.`;
  return `Envie um objeto com ${Object.keys(FIELD_MESSAGES).join(', ')}.`;
}

/**
 * Checks a completed diagnostic as the client reports it. The server cannot
 * replay the answers (the browser grades them, per the spec), so besides each
 * field's range it refuses combinations no real run can produce: more points
 * than the answered questions are worth, or a level its own rule rules out.
 */
export function parseCompletion(raw: unknown, now = new Date()): CompletionInput {
  const parsed = completionSchema.safeParse(raw);
  if (!parsed.success) throw badInput([...new Set(parsed.error.issues.map(describe))].join(' '));
  const input = parsed.data;

  const problems: string[] = [];
  if (Date.parse(input.completedAt) > now.getTime() + CLOCK_SKEW_MS) problems.push(DIAGNOSTIC_MESSAGES.completedAtInFuture);
  const reachable = maxPointsFor(input.answeredQuestions);
  if (input.totalPoints > reachable) problems.push(DIAGNOSTIC_MESSAGES.pointsAboveAnswered(input.totalPoints, input.answeredQuestions, reachable));
  const least = levelMinimums(input.currentLevel);
  if (input.totalPoints < least.points || input.answeredQuestions < least.answered) {
    problems.push(DIAGNOSTIC_MESSAGES.levelNotReached(input.currentLevel, least.points, least.answered));
  }
  if (problems.length > 0) throw badInput(problems.join(' '));
  return input;
}
