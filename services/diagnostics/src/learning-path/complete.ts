import type { ActivityRecorder } from '@juba/platform/activity';
import type { DiagnosticsDb } from '../db.ts';
import { deriveAreas } from './areas.ts';
import { storeAttempt } from './attempts.ts';
import { parseCompletion } from './completion-input.ts';
import { DIAGNOSTIC_MESSAGES } from './messages.ts';
import { MAX_DIAGNOSTIC_ATTEMPTS } from './status.ts';

export interface CompleteDiagnosticDeps {
  db: DiagnosticsDb;
  activity: Pick<ActivityRecorder, 'record'>;
  log?: Pick<Console, 'error'>;
  now?: () => Date;
  /** How long the learner's save may wait on Redis for the activity report. */
  activityTimeoutMs?: number;
}

function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
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

  // The attempt row is the truth (it is what limits the learner to two runs),
  // and the learner must see their result saved. So when Redis cannot take the
  // activity, the failure is logged and the save still succeeds: their
  // progress misses this activity rather than the learner losing an attempt.
  // The timeout covers a Redis that hangs instead of refusing.
  try {
    const report = deps.activity.record({
      activityId: `diagnostic-${row.id}`,
      userId,
      kind: 'diagnostic',
      title: DIAGNOSTIC_MESSAGES.activityTitle(attemptCount),
      minutes: estimatedMinutes(input.answeredQuestions),
      flowPoints: input.totalPoints,
      diagnostic: { level: input.currentLevel, ...areas },
      // Normalised to UTC: the payload accepts only 'Z' timestamps, the client may send an offset.
      occurredAt: row.completedAt.toISOString(),
    });
    await within(deps.activityTimeoutMs ?? 5000, report, 'queueing the learner activity');
  } catch (err) {
    (deps.log ?? console).error(`diagnostic attempt ${row.id}: stored, but its learner activity could not be queued:`, err);
  }

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
