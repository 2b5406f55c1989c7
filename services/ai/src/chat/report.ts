import { setTimeout as sleep } from 'node:timers/promises';
import type { ActivityRecorder } from '@juba/platform/activity';
import type { TutorCorrection } from '@juba/ai-provider';

/** The learner-progress API, as the chats use it; tests inject one on their own queue prefix. */
export type ChatActivity = Pick<ActivityRecorder, 'record' | 'recordErrorPatterns'>;

/** How long a report may hang on Redis before it is given up and logged. */
const REPORT_TIMEOUT_MS = 5_000;

/**
 * Starts a report and returns at once: the chat's rows are the truth
 * and the learner must not wait on Redis. A report Redis cannot take (down,
 * or hanging) is logged and dropped, never rejected.
 */
export function reportQuietly(what: string, report: () => Promise<void>, log: Pick<Console, 'error'> = console): void {
  const timedOut = sleep(REPORT_TIMEOUT_MS, undefined, { ref: false }).then(() => {
    throw new Error(`Redis did not take it within ${REPORT_TIMEOUT_MS} ms`);
  });
  Promise.race([report(), timedOut]).catch((error: unknown) => log.error(`${what} could not be queued:`, error));
}

/**
 * Reports the corrections of a partner's stored message as the learner's
 * error patterns (for the error scheduler), the learner's message as their
 * context, without waiting for Redis. `reportId` is the message's, so a
 * retried job counts once.
 */
export function reportCorrections(
  activity: ChatActivity,
  message: { reportId: string; userId: string; corrections: readonly TutorCorrection[]; learnerText: string; occurredAt: Date },
  log?: Pick<Console, 'error'>,
): void {
  if (message.corrections.length === 0) return;
  reportQuietly(
    `${message.reportId}: its corrections`,
    () =>
      activity.recordErrorPatterns({
        reportId: message.reportId,
        userId: message.userId,
        patterns: message.corrections.map((c) => ({ errorType: c.type, specificError: c.original, correctForm: c.corrected, context: message.learnerText })),
        occurredAt: message.occurredAt.toISOString(),
      }),
    log,
  );
}
