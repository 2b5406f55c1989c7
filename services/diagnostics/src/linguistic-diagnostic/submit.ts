import { LINGUISTIC_QUESTIONS } from '@juba/contracts/linguistic-diagnostic';
import type { DiagnosticsDb } from '../db.ts';
import { reportLearnerActivity, type ActivityReportDeps } from '../learner-activity.ts';
import { LINGUISTIC_MESSAGES } from './messages.ts';
import { linguisticDiagnosticView, storeLinguisticDiagnostic } from './store.ts';
import { parseSubmission } from './submission-input.ts';

/** Six questions, each read, answered and explained: about five minutes of practice. */
const LINGUISTIC_DIAGNOSTIC_MINUTES = 5;
/** Flow points per right answer: what an intermediate placement question is worth. */
const FLOW_POINTS_PER_RIGHT_ANSWER = 10;

export interface SubmitLinguisticDiagnosticDeps extends ActivityReportDeps {
  db: DiagnosticsDb;
}

/**
 * Stores a checked submission (parseSubmission refuses anything the answers
 * do not produce, before any write) and reports it as a diagnostic activity
 * whose areas the learner service merges into the learning profile.
 */
export async function submitLinguisticDiagnostic(deps: SubmitLinguisticDiagnosticDeps, userId: string, raw: unknown) {
  const scored = parseSubmission(raw);
  const row = await storeLinguisticDiagnostic(deps.db, userId, scored);
  const rightAnswers = LINGUISTIC_QUESTIONS.length - scored.interferencePatterns.length;
  await reportLearnerActivity(
    deps,
    {
      activityId: `linguistic-diagnostic-${row.id}`,
      userId,
      kind: 'diagnostic',
      title: LINGUISTIC_MESSAGES.activityTitle,
      minutes: LINGUISTIC_DIAGNOSTIC_MINUTES,
      flowPoints: rightAnswers * FLOW_POINTS_PER_RIGHT_ANSWER,
      linguisticDiagnostic: { strengthAreas: scored.strengthAreas, weaknessAreas: scored.weaknessAreas },
      occurredAt: row.completedAt.toISOString(),
    },
    `linguistic diagnostic ${row.id}`,
  );
  return linguisticDiagnosticView(row);
}
