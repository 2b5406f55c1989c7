import { setTimeout as sleep } from 'node:timers/promises';
import type { ActivityRecorder } from '@juba/platform/activity';

/** The learner-progress API, as the conversation uses it; tests inject one on their own queue prefix. */
export type ConversationActivity = Pick<ActivityRecorder, 'record' | 'recordErrorPatterns'>;

/** How long a report may hang on Redis before it is given up and logged. */
const REPORT_TIMEOUT_MS = 5_000;

/**
 * Starts a report and returns at once: the conversation rows are the truth
 * and the learner must not wait on Redis. A report Redis cannot take (down,
 * or hanging) is logged and dropped, never rejected.
 */
export function reportQuietly(what: string, report: () => Promise<void>, log: Pick<Console, 'error'> = console): void {
  const timedOut = sleep(REPORT_TIMEOUT_MS, undefined, { ref: false }).then(() => {
    throw new Error(`Redis did not take it within ${REPORT_TIMEOUT_MS} ms`);
  });
  Promise.race([report(), timedOut]).catch((error: unknown) => log.error(`${what} could not be queued:`, error));
}
