import { createHash } from 'node:crypto';
import { Rating, type Grade } from 'ts-fsrs';
import { z } from 'zod';
import { learnerActivityPayload } from '@juba/contracts/jobs';
import { PRACTICE_FLOW_POINTS_PER_MINUTE } from '@juba/contracts/practice';
import { badInput, notFound } from '@juba/platform/errors';
import { recordActivityInTransaction } from '../activity/record-activity.ts';
import type { LearnerDb } from '../db.ts';
import { errorPatternView, type ErrorPatternView } from './error-patterns.ts';
import type { ErrorPatternPracticeInput, ReviewRating } from '../generated/graphql.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { exercisesFor, isRight } from './exercises.ts';
import { gradePractice, reviewPattern } from './fsrs.ts';

const SCHEDULER_PRACTICE_TITLE = 'Neuro-Agendador: revisão de erro';
/** A practice counts at least a minute and at most this many, however long the panel stayed open. */
const SCHEDULER_PRACTICE_MAX_MINUTES = 15;
const MAX_SECONDS = 3600;
const MAX_ANSWER_LENGTH = 200;
/** More than any pattern has (3 sentences, 3 pairs or 2 translations). */
const MAX_EXERCISES = 10;
const MAX_BLANKS = 20;

export const SCHEDULER_MESSAGES = {
  practiceId: 'practiceId deve ser um UUID: o identificador que o navegador gera para cada prática.',
  patternId: 'patternId deve ser o id de um dos seus erros.',
  seconds: `seconds deve ser um número inteiro de 1 a ${MAX_SECONDS}: o tempo da prática em segundos.`,
  answers: `Responda de 1 a ${MAX_EXERCISES} exercícios, cada um com de 1 a ${MAX_BLANKS} respostas.`,
  answerText: `Cada resposta deve ter no máximo ${MAX_ANSWER_LENGTH} caracteres, sem caracteres de controle.`,
  notFound: 'Erro não encontrado: ele não existe ou não é seu.',
  exercisesChanged: 'Os exercícios deste erro mudaram desde que a página foi aberta. Recarregue a página e pratique de novo.',
  blanks: (expected: number) => `Este exercício tem ${expected} ${expected === 1 ? 'lacuna' : 'lacunas'}: envie uma resposta para cada.`,
};

const RATING_NAMES: Record<Grade, ReviewRating> = {
  [Rating.Again]: 'again',
  [Rating.Hard]: 'hard',
  [Rating.Good]: 'good',
  [Rating.Easy]: 'easy',
};

/** No control characters (C0, DEL, C1), checked in one pass. */
const hasControlCharacter = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
};

const inputSchema = z.object({
  practiceId: z.guid(SCHEDULER_MESSAGES.practiceId),
  patternId: z.guid(SCHEDULER_MESSAGES.patternId),
  seconds: z.number(SCHEDULER_MESSAGES.seconds).int(SCHEDULER_MESSAGES.seconds).min(1, SCHEDULER_MESSAGES.seconds).max(MAX_SECONDS, SCHEDULER_MESSAGES.seconds),
  answers: z
    .array(
      z.object({
        exerciseId: z.string().min(1, SCHEDULER_MESSAGES.answers).max(100, SCHEDULER_MESSAGES.answers),
        answers: z
          .array(
            z
              .string()
              .max(MAX_ANSWER_LENGTH, SCHEDULER_MESSAGES.answerText)
              .refine((a) => !hasControlCharacter(a), SCHEDULER_MESSAGES.answerText),
          )
          .min(1, SCHEDULER_MESSAGES.answers)
          .max(MAX_BLANKS, SCHEDULER_MESSAGES.answers),
      }),
    )
    .min(1, SCHEDULER_MESSAGES.answers)
    .max(MAX_EXERCISES, SCHEDULER_MESSAGES.answers),
});

/** The panel's time as the minutes recorded: rounded, at least one, at most the cap. */
const practiceMinutesOf = (seconds: number) => Math.min(SCHEDULER_PRACTICE_MAX_MINUTES, Math.max(1, Math.round(seconds / 60)));

interface ExerciseResult {
  exerciseId: string;
  answers: string[];
  correct: boolean;
  expected: string[];
}

export interface ErrorPatternPracticeView {
  rating: ReviewRating;
  correct: number;
  total: number;
  results: ExerciseResult[];
  flowPoints: number;
  pattern: ErrorPatternView;
}

const activityIdOf = (userId: string, practiceId: string) => `error-practice-${createHash('sha256').update(`${userId}\u0000${practiceId}`).digest('hex')}`;

async function replay(tx: Prisma.TransactionClient, userId: string, practiceId: string, now: Date): Promise<ErrorPatternPracticeView | null> {
  const review = await tx.errorPatternReview.findUnique({ where: { userId_practiceId: { userId, practiceId } }, include: { pattern: true } });
  if (!review) return null;
  const activity = await tx.activity.findUnique({ where: { id: review.activityId } });
  return {
    rating: RATING_NAMES[review.rating as Grade],
    correct: review.correct,
    total: review.total,
    results: review.results as unknown as ExerciseResult[],
    flowPoints: activity?.flowPoints ?? 0,
    pattern: errorPatternView(review.pattern, now),
  };
}

/**
 * Grades one practice of an error pattern and saves it in one transaction:
 * the review row, the pattern rescheduled by FSRS (resolved past the
 * stability threshold) and the practice on the learner's progress. Input
 * that no panel sends is a 400 and another learner's pattern a 404, both
 * before anything is written. The same practiceId again answers the first
 * grading.
 */
export async function practiceErrorPattern(db: LearnerDb, userId: string, input: ErrorPatternPracticeInput, now: Date): Promise<ErrorPatternPracticeView> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message);
  const { patternId, seconds, answers } = parsed.data;
  const practiceId = parsed.data.practiceId.toLowerCase();

  return db.$transaction(async (tx) => {
    // The lock recordErrorPatterns takes: a practice and a new occurrence of the same mistake never interleave.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`learner:error-patterns:${userId}`}))`;
    const replayed = await replay(tx, userId, practiceId, now);
    if (replayed) return replayed;

    const pattern = await tx.errorPattern.findFirst({ where: { id: patternId, userId } });
    if (!pattern) throw notFound(SCHEDULER_MESSAGES.notFound);
    const exercises = exercisesFor(pattern);
    const sent = new Map(answers.map((a) => [a.exerciseId, a.answers]));
    if (sent.size !== answers.length || sent.size !== exercises.length || exercises.some((e) => !sent.has(e.id)))
      throw badInput(SCHEDULER_MESSAGES.exercisesChanged);
    const results = exercises.map((exercise): ExerciseResult => {
      const given = sent.get(exercise.id)!;
      if (given.length !== exercise.blanks) throw badInput(SCHEDULER_MESSAGES.blanks(exercise.blanks));
      return { exerciseId: exercise.id, answers: given, correct: isRight(exercise, given), expected: exercise.accepted.map((a) => a.join(' / ')) };
    });
    const correct = results.filter((r) => r.correct).length;
    const rating = gradePractice({ correct, total: results.length }, pattern.lastRating);
    const reviewed = reviewPattern(pattern, rating, now);

    const minutes = practiceMinutesOf(seconds);
    const flowPoints = PRACTICE_FLOW_POINTS_PER_MINUTE * minutes;
    const activityId = activityIdOf(userId, practiceId);
    const updated = await tx.errorPattern.update({ where: { id: pattern.id }, data: reviewed });
    await tx.errorPatternReview.create({
      data: {
        userId,
        practiceId,
        patternId,
        rating,
        correct,
        total: results.length,
        results: results as unknown as Prisma.InputJsonValue,
        activityId,
        reviewedAt: now,
      },
    });
    await recordActivityInTransaction(
      tx,
      learnerActivityPayload.parse({
        activityId,
        userId,
        kind: 'practice',
        title: SCHEDULER_PRACTICE_TITLE,
        minutes,
        durationSeconds: seconds,
        flowPoints,
        occurredAt: now.toISOString(),
      }),
      now,
    );
    return { rating: RATING_NAMES[rating], correct, total: results.length, results, flowPoints, pattern: errorPatternView(updated, now) };
  });
}
