import { badInput } from '@juba/platform/errors';
import {
  LINGUISTIC_QUESTIONS,
  LINGUISTIC_RESULT_KEYS,
  scoreLinguisticDiagnostic,
  type LinguisticAnswer,
  type LinguisticDiagnosticSubmission,
} from '@juba/contracts/linguistic-diagnostic';
import { linguisticDiagnosticSubmission } from '@juba/contracts/linguistic-diagnostic-submission';
import { LINGUISTIC_MESSAGES } from './messages.ts';

const QUESTIONS = new Map(LINGUISTIC_QUESTIONS.map((q) => [q.id, q]));

/** Problems with the answers themselves: each question exactly once, with an index its options have. */
function answerProblems(answers: readonly LinguisticAnswer[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { questionId, selectedAnswer } of answers) {
    const question = QUESTIONS.get(questionId);
    if (!question) problems.push(LINGUISTIC_MESSAGES.unknownQuestion(questionId));
    else if (seen.has(questionId)) problems.push(LINGUISTIC_MESSAGES.answeredTwice(questionId));
    else if (selectedAnswer < 0 || selectedAnswer >= question.options.length)
      problems.push(LINGUISTIC_MESSAGES.answerOutOfRange(questionId, question.options.length));
    seen.add(questionId);
  }
  const missing = LINGUISTIC_QUESTIONS.filter((q) => !seen.has(q.id)).map((q) => q.id);
  if (missing.length) problems.push(LINGUISTIC_MESSAGES.missingAnswers(missing));
  return problems;
}

/** The same items, each once, in any order. */
function sameItems(sent: readonly string[], expected: readonly string[]): boolean {
  const items = new Set(sent);
  return items.size === sent.length && sent.length === expected.length && expected.every((item) => items.has(item));
}

/**
 * Checks a submission as strictly as the spec's contract allows: its shape,
 * then every question answered once with a valid index, then every derived
 * field (the three percentages, overall, the areas at the 70% threshold, the
 * interference patterns and the focus) against the server's own scoring of
 * the answers. Answers the server's scoring, which is what gets stored.
 */
export function parseSubmission(raw: unknown): LinguisticDiagnosticSubmission {
  const parsed = linguisticDiagnosticSubmission.safeParse(raw);
  if (!parsed.success) throw badInput([...new Set(parsed.error.issues.map((issue) => issue.message))].join(' '));
  const sent = parsed.data;

  const answerIssues = answerProblems(sent.testResults.answers);
  if (answerIssues.length) throw badInput(answerIssues.join(' '));

  const scored = scoreLinguisticDiagnostic(sent.testResults.answers);
  const problems: string[] = [];
  for (const field of [...Object.values(LINGUISTIC_RESULT_KEYS), 'overall'] as const) {
    if (sent.testResults[field] !== scored.testResults[field])
      problems.push(LINGUISTIC_MESSAGES.resultMismatch(field, sent.testResults[field], scored.testResults[field]));
  }
  for (const field of ['strengthAreas', 'weaknessAreas', 'interferencePatterns'] as const) {
    if (!sameItems(sent[field], scored[field])) problems.push(LINGUISTIC_MESSAGES.listMismatch(field, scored[field]));
  }
  if (sent.recommendedFocus !== scored.recommendedFocus) problems.push(LINGUISTIC_MESSAGES.focusMismatch(sent.recommendedFocus, scored.recommendedFocus));
  if (problems.length) throw badInput(problems.join(' '));
  return scored;
}
