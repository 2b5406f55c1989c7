import type { DiagnosticModule, LearningPathQuestionsQuery, QuestionDifficulty } from '../../generated/graphql.ts';

export type Question = LearningPathQuestionsQuery['learningPathQuestions'][number];

/** Spec part 2 §9. */
export const MAX_TRIES_PER_QUESTION = 2;
export const MAX_DIAGNOSTIC_ATTEMPTS = 2;
export const RETRY_RESET_MS = 2000;
export const NEXT_QUESTION_DELAY_MS = 2500;

/** A question the learner is done with: right, or wrong on the last try. */
export interface AnsweredQuestion {
  id: string;
  moduleType: DiagnosticModule;
  difficulty: QuestionDifficulty;
  /** What the question is worth. */
  points: number;
  /** What the learner got: the question's points when right, else 0. */
  earned: number;
}

export type Outcome =
  | { kind: 'correct'; points: number }
  /** Wrong with a try left: the learner may choose again. */
  | { kind: 'retry'; triesUsed: number }
  /** Wrong on the last try: the question is over. */
  | { kind: 'wrong' };

/**
 * Spec part 2 §4: unanswered questions whose prerequisites are all answered
 * (right or wrong) are offered in the server's order.
 */
export function nextQuestion(questions: readonly Question[], answered: readonly AnsweredQuestion[]): Question | null {
  const done = new Set(answered.map((a) => a.id));
  return questions.find((q) => !done.has(q.id) && q.prerequisiteIds.every((id) => done.has(id))) ?? null;
}

/** Grades one confirmed choice; `triesBefore` is how many times this question was already confirmed. */
export function grade(question: Question, choice: number, triesBefore: number): Outcome {
  if (choice === question.correctAnswer) return { kind: 'correct', points: question.points };
  const triesUsed = triesBefore + 1;
  return triesUsed < MAX_TRIES_PER_QUESTION ? { kind: 'retry', triesUsed } : { kind: 'wrong' };
}

export function answerOf(question: Question, correct: boolean): AnsweredQuestion {
  return {
    id: question.id,
    moduleType: question.moduleType,
    difficulty: question.difficulty,
    points: question.points,
    earned: correct ? question.points : 0,
  };
}

export function totalPoints(answered: readonly AnsweredQuestion[]): number {
  return answered.reduce((sum, a) => sum + a.earned, 0);
}
