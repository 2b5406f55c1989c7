import { setTimeout as sleep } from 'node:timers/promises';
import type { ActivityRecorder } from '@juba/shared/activity';

/** The learner-progress API, as the conversation uses it; tests inject one on their own queue prefix. */
export type ConversationActivity = Pick<ActivityRecorder, 'record' | 'recordErrorPatterns'>;

/** How long a learner's reply may wait on Redis for a report. */
const REPORT_TIMEOUT_MS = 5_000;

/**
 * The conversation rows are the truth and the learner must get their reply,
 * so a report Redis cannot take (down, or hanging) is logged and dropped
 * rather than failing the request.
 */
export async function reportQuietly(what: string, report: () => Promise<void>, log: Pick<Console, 'error'> = console): Promise<void> {
  const timedOut = sleep(REPORT_TIMEOUT_MS, undefined, { ref: false }).then(() => {
    throw new Error(`Redis did not take it within ${REPORT_TIMEOUT_MS} ms`);
  });
  try {
    await Promise.race([report(), timedOut]);
  } catch (error) {
    log.error(`${what} could not be queued:`, error);
  }
}
