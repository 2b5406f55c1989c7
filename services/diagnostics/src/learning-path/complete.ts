import type { DiagnosticsDb } from '../db.ts';
import { reportLearnerActivity, type ActivityReportDeps } from '../learner-activity.ts';
import { deriveAreas } from './areas.ts';
import { storeAttempt } from './attempts.ts';
import { parseCompletion } from './completion-input.ts';
import { DIAGNOSTIC_MESSAGES } from './messages.ts';
import { MAX_DIAGNOSTIC_ATTEMPTS } from './status.ts';

export interface CompleteDiagnosticDeps extends ActivityReportDeps {
  db: DiagnosticsDb;
  now?: () => Date;
}

/**
 * Half a minute per answered question, rounded up, at most 30: the browser
 * does not report time spent, and the 2.5 s pacing plus reading an explanation
 * puts a real question at about that. The cap keeps a full run (13 minutes)
 * honest if the bank ever grows.
 */
export function estimatedMinutes(answeredQuestions: number): number {
  return Math.min(30, Math.ceil(answeredQuestions * 0.5));
}

export async function completeDiagnostic(deps: CompleteDiagnosticDeps, userId: string, raw: unknown) {
  const input = parseCompletion(raw, deps.now?.() ?? new Date());
  const areas = deriveAreas(input.masteryByModule);
  const { row, attemptCount } = await storeAttempt(deps.db, userId, {
    totalPoints: input.totalPoints,
    answeredCount: input.answeredQuestions,
    currentLevel: input.currentLevel,
    masteryByModule: input.masteryByModule,
    strengthAreas: areas.strengthAreas,
    weaknessAreas: areas.weaknessAreas,
    completedAt: new Date(input.completedAt),
  });

  await reportLearnerActivity(
    deps,
    {
      activityId: `diagnostic-${row.id}`,
      userId,
      kind: 'diagnostic',
      title: DIAGNOSTIC_MESSAGES.activityTitle(attemptCount),
      minutes: estimatedMinutes(input.answeredQuestions),
      flowPoints: input.totalPoints,
      diagnostic: { level: input.currentLevel, ...areas },
      // Normalised to UTC: the payload accepts only 'Z' timestamps, the client may send an offset.
      occurredAt: row.completedAt.toISOString(),
    },
    `diagnostic attempt ${row.id}`,
  );

  return {
    attemptCount,
    isBlocked: attemptCount >= MAX_DIAGNOSTIC_ATTEMPTS,
    message: DIAGNOSTIC_MESSAGES.saved(MAX_DIAGNOSTIC_ATTEMPTS - attemptCount),
    diagnostic: {
      masteryByModule: input.masteryByModule,
      currentLevel: input.currentLevel,
      strengthAreas: areas.strengthAreas,
      weaknessAreas: areas.weaknessAreas,
    },
  };
}
