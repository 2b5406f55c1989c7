import { randomUUID } from 'node:crypto';
import { appError, badInput } from '@juba/platform/errors';
import { learnerActivityPayload } from '@juba/contracts/jobs';
import { lockLearnerProgress, recordActivityInTransaction } from '../activity/record-activity.ts';
import type { LearnerDb } from '../db.ts';
import type { ChallengeCompletionInput, ChallengeCompletion as GraphQLChallengeCompletion } from '../generated/graphql.ts';
import type { ChallengeCompletion, Prisma } from '../generated/prisma/client.ts';
import { CHALLENGE_TYPES, challengeOfType, isChallengeType, type ChallengeDefinition } from './definitions.ts';

/** The GraphQL ChallengeCompletion as resolvers return it (graphql-mappers.ts): challengeType is the stored row's plain string. */
export type ChallengeCompletionView = Omit<GraphQLChallengeCompletion, 'challengeType'> & { challengeType: string };

const MAX_TEXT = 1000;

interface ValidCompletion {
  challenge: ChallengeDefinition;
  scenario: string;
  score: number;
  feedback: string;
  duration: number;
}

function requiredText(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw badInput(`${field} must not be empty`);
  if (text.length > MAX_TEXT) throw badInput(`${field} must be at most ${MAX_TEXT} characters (got ${text.length})`);
  return text;
}

/** The browser computes score and duration; the server still holds them to the challenge's own limits. */
function validateCompletion(input: ChallengeCompletionInput): ValidCompletion {
  if (!isChallengeType(input.challengeType)) {
    throw badInput(`challengeType "${input.challengeType}" is unknown; it must be one of: ${CHALLENGE_TYPES.join(', ')}`);
  }
  const challenge = challengeOfType(input.challengeType);
  if (!Number.isFinite(input.score) || input.score < 0 || input.score > 100) throw badInput(`score must be a number from 0 to 100 (got ${input.score})`);
  const limit = challenge.duration * 60;
  if (!Number.isInteger(input.duration) || input.duration < 1 || input.duration > limit) {
    throw badInput(
      `duration must be a whole number of seconds from 1 to ${limit}: the ${challenge.title} lasts ${challenge.duration} minutes (got ${input.duration})`,
    );
  }
  return {
    challenge,
    scenario: requiredText('scenario', input.scenario),
    score: input.score,
    feedback: requiredText('feedback', input.feedback),
    duration: input.duration,
  };
}

/**
 * Flow points for a completion: 5 for every ten score points, the score
 * rounded to the nearest ten (75 → 8 tens → 40), doubled for a hard
 * challenge. A perfect medium challenge earns 50, a perfect hard one 100.
 */
export const challengeFlowPoints = (score: number, difficulty: ChallengeDefinition['difficulty']) =>
  Math.round(score / 10) * 5 * (difficulty === 'hard' ? 2 : 1);

/**
 * How far a completion's practice time may reach back over the learner's
 * previous completion. The browser's countdown can only run slow, never fast,
 * so a real learner's completions never overlap by more than request latency.
 */
export const OVERLAP_TOLERANCE_SECONDS = 5;

/**
 * One learner cannot practise two challenges at once: a completion whose
 * `duration` seconds reach back over the previous completion would count flow
 * points and minutes twice. When it is the same run sent again (its answer was
 * lost, or a double click): the same challenge and scenario, observed at least
 * as long as the recorded one, the recorded completion is the answer and
 * nothing is written. Anything else that overlaps is refused.
 */
async function earlierRecordingOfThisRun(
  tx: Prisma.TransactionClient,
  userId: string,
  completion: ValidCompletion,
  now: Date,
): Promise<ChallengeCompletion | null> {
  const previous = await tx.challengeCompletion.findFirst({ where: { userId }, orderBy: { completedAt: 'desc' } });
  if (!previous) return null;
  const since = Math.floor((now.getTime() - previous.completedAt.getTime()) / 1000);
  if (since >= completion.duration - OVERLAP_TOLERANCE_SECONDS) return null;
  const sameRun =
    previous.challengeType === completion.challenge.type &&
    previous.scenario === completion.scenario &&
    completion.duration >= previous.duration - OVERLAP_TOLERANCE_SECONDS;
  if (sameRun) return previous;
  throw appError(
    'CONFLICT',
    `This completion claims ${completion.duration} s of practice, but your previous challenge was completed ${Math.max(0, since)} s ago: the two overlap.`,
  );
}

/**
 * Stores the completion and records it as the learner's activity in one
 * transaction, so the answer comes back with the progress already updated
 * and a failure leaves neither behind. The activity id is `challenge-<completion id>`.
 * A run sent again is answered with its recorded completion.
 */
export async function completeChallenge(db: LearnerDb, userId: string, input: ChallengeCompletionInput, now = new Date()): Promise<ChallengeCompletion> {
  const valid = validateCompletion(input);
  const { challenge, scenario, score, feedback, duration } = valid;
  const id = randomUUID();
  const flowPoints = challengeFlowPoints(score, challenge.difficulty);
  const activity = learnerActivityPayload.parse({
    activityId: `challenge-${id}`,
    userId,
    kind: 'challenge',
    title: `Desafio: ${challenge.title}`,
    minutes: Math.max(1, Math.round(duration / 60)),
    durationSeconds: duration,
    flowPoints,
    skills: { speaking: score },
    occurredAt: now.toISOString(),
  });
  return db.$transaction(async (tx) => {
    await lockLearnerProgress(tx, userId);
    const recorded = await earlierRecordingOfThisRun(tx, userId, valid, now);
    if (recorded) return recorded;
    const completion = await tx.challengeCompletion.create({
      data: { id, userId, challengeType: challenge.type, scenario, score, feedback, duration, flowPoints, completedAt: now },
    });
    await recordActivityInTransaction(tx, activity, now);
    return completion;
  });
}

export const completionView = (completion: ChallengeCompletion): ChallengeCompletionView => ({
  ...completion,
  completedAt: completion.completedAt.toISOString(),
});
