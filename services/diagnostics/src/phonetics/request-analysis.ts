import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import type { DiagnosticsDb } from '../db.ts';
import { createPendingSession, type PhoneticSessionRow, type PhoneticTarget } from './store.ts';
import type { Pcm16k } from '@juba/speech/types';

export interface RequestDeps {
  db: DiagnosticsDb;
  jobOutbox: Pick<JobOutboxRelay, 'prefix' | 'wake'>;
}

/**
 * Answers with the PENDING row as soon as it, its recording and its outbox
 * entry are committed; the relay queues the job now, or when Redis answers again.
 * The caller has validated the target and decoded the recording.
 */
export async function requestAnalysis(deps: RequestDeps, userId: string, target: PhoneticTarget, audio: Pcm16k): Promise<PhoneticSessionRow> {
  const row = await createPendingSession(deps.db, { userId, target, audio, queuePrefix: deps.jobOutbox.prefix });
  deps.jobOutbox.wake();
  return row;
}
