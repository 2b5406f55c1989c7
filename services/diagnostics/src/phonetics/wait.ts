import { waitForFinalJob } from '@juba/platform/job-updates';
import type { DiagnosticsContext } from '../context.ts';
import { PHONETIC_MESSAGES } from './messages.ts';
import { findOwnedSession, type PhoneticSessionRow } from './store.ts';

/** A mutation that answers with the result waits this long for its job, then gives a TIMEOUT (504) the learner can retry. */
const ANALYSIS_WAIT_MS = 30_000;

/** Resolves with the session once COMPLETED or FAILED. */
export function waitForSession(
  ctx: Pick<DiagnosticsContext, 'db' | 'subscriber'>,
  userId: string,
  id: string,
  timeoutMs = ANALYSIS_WAIT_MS,
): Promise<PhoneticSessionRow> {
  const read = () => findOwnedSession(ctx.db, userId, id);
  return waitForFinalJob({ subscriber: ctx.subscriber, jobId: id, read, timeoutMs, timeoutMessage: PHONETIC_MESSAGES.timeout });
}
