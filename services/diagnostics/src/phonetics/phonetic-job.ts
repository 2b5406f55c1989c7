import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { QUEUES, phoneticAnalysisPayload, type JobUpdate, type PhoneticAnalysisPayload } from '@juba/contracts/jobs';
import type { ActivityRecorder } from '@juba/platform/activity';
import { isFinalAttempt, parseJobPayload, type JobDefinition, type JobLog, type JobResources, type JobRun } from '@juba/platform/job-definition';
import { publishJobUpdate } from '@juba/platform/job-updates';
import type { Publisher } from '@juba/platform/redis';
import type { Pcm16k, PronunciationResult, PronunciationScorer, SubScores } from '@juba/speech/types';
import { createDiagnosticsDb, type DiagnosticsDb } from '../db.ts';
import { finalUpdate, sessionUpdate } from './job-updates.ts';
import { PHONETIC_MESSAGES } from './messages.ts';
import {
  PHONETIC_JOB_NAME,
  completeSession,
  failSession,
  findAudio,
  findSession,
  recordProgress,
  returnToQueue,
  startAttempt,
  type PhoneticSessionRow,
  type SessionOutcome,
} from './store.ts';

export type PhoneticActivities = Pick<ActivityRecorder, 'record' | 'recordErrorPatterns'>;

export interface PhoneticJobDeps {
  db: DiagnosticsDb;
  scorer: PronunciationScorer;
  publisher: Publisher;
  /** The learner-progress API: each analysis moves the learner's pronunciation level and feeds the error scheduler. */
  activities: PhoneticActivities;
  log?: JobLog;
}

/** A recording is a minute of practice at most; the points reward trying, the level comes from the score. */
export const PHONETIC_FLOW_POINTS = 5;

/** The error-patterns contract takes at most this many per report. */
const MAX_PATTERNS = 10;

/** Progress is written to the row only in steps this large: a scorer may report every frame. */
const PROGRESS_STEP = 10;

export interface PhoneticJobOutcome {
  sessionId: string;
  status: 'COMPLETED' | 'FAILED';
}

/** What a finished analysis stores and reports. */
interface Scored {
  outcome: SessionOutcome;
  heardSpeech: boolean;
  /** Named mistakes, for the error scheduler (none for a lab sound). */
  mistakes: PronunciationResult['mistakes'];
}

/**
 * Scores one recording. The row is the source of truth: every step is a
 * conditional UPDATE followed by a Redis publish, so a retried, duplicated or
 * resumed job never writes a second analysis, and an abort (worker shutdown)
 * leaves the row PENDING, its recording kept, for the next worker.
 */
export function createPhoneticJobHandler(deps: PhoneticJobDeps) {
  const log = deps.log ?? console;
  const publish = (update: JobUpdate) => publishJobUpdate(deps.publisher, update);

  async function score(row: PhoneticSessionRow, audio: Pcm16k, onProgress: (percent: number) => void): Promise<Scored> {
    if (row.kind === 'sound') {
      const result = await deps.scorer.scoreSound(audio, row.targetText, row.targetSound ?? '');
      const accuracyScore = Math.round(result.accuracyScore);
      return { outcome: { analysis: { accuracyScore, heardSpeech: result.heardSpeech }, accuracyScore, feedback: null }, heardSpeech: result.heardSpeech, mistakes: [] };
    }
    const result = await deps.scorer.analyze(audio, row.targetText, onProgress);
    return {
      outcome: { analysis: { ...result, mistakes: result.mistakes.map((m) => ({ ...m })), subScores: result.subScores && plainSubScores(result.subScores) }, accuracyScore: Math.round(result.accuracyScore), feedback: result.overallFeedback },
      heardSpeech: result.heardSpeech,
      mistakes: result.mistakes,
    };
  }

  /**
   * The row is the truth and is already COMPLETED: a failed report is logged,
   * never turned into a failed job. A rerun reports again, which the
   * learner-progress service counts once (the ids are the session's).
   */
  async function reportCompletion(row: PhoneticSessionRow, scored: Scored, seconds: number, completedAt: Date) {
    // Silence or noise is no practice: it would only drag the learner's level down.
    if (!scored.heardSpeech) return;
    const occurredAt = completedAt.toISOString();
    try {
      await deps.activities.record({
        activityId: `phonetic-${row.id}`,
        userId: row.ownerId,
        kind: 'practice',
        title: PHONETIC_MESSAGES.activityTitle(row.targetText).slice(0, 200),
        minutes: 1,
        durationSeconds: Math.round(seconds),
        flowPoints: PHONETIC_FLOW_POINTS,
        skills: { pronunciation: scored.outcome.accuracyScore },
        occurredAt,
      });
      const patterns = scored.mistakes
        .filter((m) => m.heard?.trim() && m.word.trim())
        .slice(0, MAX_PATTERNS)
        .map((m) => ({ errorType: 'pronunciation' as const, specificError: m.heard!.slice(0, 200), correctForm: m.word.slice(0, 200), context: row.targetText }));
      // Its own id: both ride the learner-activity queue, where the id is the job id and a second job under one id is dropped.
      if (patterns.length) await deps.activities.recordErrorPatterns({ reportId: `phonetic-mistakes-${row.id}`, userId: row.ownerId, patterns, occurredAt });
    } catch (err) {
      log.warn(`phonetic session ${row.id}: not reported to learner progress:`, err);
    }
  }

  async function republishFinished(payload: PhoneticAnalysisPayload): Promise<PhoneticJobOutcome> {
    const row = await findSession(deps.db, payload.sessionId);
    if (!row || row.ownerId !== payload.ownerId) throw new UnrecoverableError(`phonetic session ${payload.sessionId} of ${payload.ownerId} does not exist`);
    if (row.status !== 'COMPLETED' && row.status !== 'FAILED') throw new Error(`phonetic session ${row.id} changed state while starting (${row.status}); retrying`);
    await publish(finalUpdate(row));
    return { sessionId: row.id, status: row.status };
  }

  return async function processPhoneticJob(job: JobRun, signal?: AbortSignal): Promise<PhoneticJobOutcome> {
    const payload = parseJobPayload(job, phoneticAnalysisPayload, { payload: 'phonetic analysis job', id: 'session' }, (p) => p.sessionId);
    if (!(await startAttempt(deps.db, payload))) return republishFinished(payload);
    const row = (await findSession(deps.db, payload.sessionId))!;
    await publish(sessionUpdate(row, 'RUNNING', 0, PHONETIC_MESSAGES.started));
    const progress = steppedProgress(async (percent) => {
      if (await recordProgress(deps.db, row.id, percent)) await publish(sessionUpdate(row, 'RUNNING', percent, PHONETIC_MESSAGES.started));
    }, log);

    try {
      const audio = await findAudio(deps.db, row.id);
      if (!audio) throw new UnrecoverableError(`phonetic session ${row.id} has no recording`);
      signal?.throwIfAborted();
      const scored = await score(row, audio, progress.report);
      await progress.settled();
      const completedAt = new Date();
      if (!(await completeSession(deps.db, row.id, scored.outcome, completedAt))) return republishFinished(payload);
      await publish(sessionUpdate(row, 'COMPLETED', 100, PHONETIC_MESSAGES.completed));
      await reportCompletion(row, scored, audio.samples.length / audio.sampleRate, completedAt);
      return { sessionId: row.id, status: 'COMPLETED' };
    } catch (err) {
      await progress.settled();
      if (signal?.aborted) {
        log.info(`phonetic session ${row.id}: interrupted (${String(signal.reason ?? 'aborted')}); left for another worker`);
        if (await returnToQueue(deps.db, row.id, PHONETIC_MESSAGES.released)) await publish(sessionUpdate(row, 'PENDING', 0, PHONETIC_MESSAGES.released));
        throw err;
      }
      if (err instanceof UnrecoverableError || isFinalAttempt(job)) {
        log.error(`phonetic session ${row.id}: analysis failed for good after ${job.attemptsMade + 1} attempt(s):`, err);
        if (await failSession(deps.db, row.id, PHONETIC_MESSAGES.failed)) await publish(sessionUpdate(row, 'FAILED', 0, PHONETIC_MESSAGES.failed));
        throw err;
      }
      log.warn(`phonetic session ${row.id}: attempt ${job.attemptsMade + 1} failed, will retry:`, err);
      if (await returnToQueue(deps.db, row.id, PHONETIC_MESSAGES.retrying)) await publish(sessionUpdate(row, 'PENDING', 0, PHONETIC_MESSAGES.retrying));
      throw err;
    }
  };
}

/** Prisma's JSON input takes object literals, not the scorer's interfaces (the mistakes are copied for the same reason). */
function plainSubScores({ fluency, completeness, prosody }: SubScores) {
  return { fluency: { ...fluency }, completeness: { ...completeness }, prosody: { ...prosody } };
}

/**
 * The scorer reports progress synchronously and often: writes happen one at
 * a time, in order, and only when the percentage moved by PROGRESS_STEP.
 */
function steppedProgress(write: (percent: number) => Promise<void>, log: JobLog) {
  let chain: Promise<void> = Promise.resolve();
  let written = 0;
  return {
    report(percent: number) {
      const rounded = Math.min(99, Math.max(0, Math.round(percent)));
      if (!Number.isFinite(percent) || rounded - written < PROGRESS_STEP) return;
      written = rounded;
      chain = chain.then(() => write(rounded)).catch((err: unknown) => log.warn('phonetic progress not recorded:', err));
    },
    settled: () => chain,
  };
}

/**
 * A job that BullMQ failed without running the handler (it stalled more often
 * than allowed) still needs its row closed and the learner told.
 */
export async function failLostSession(deps: Pick<PhoneticJobDeps, 'db' | 'publisher' | 'log'>, sessionId: string, reason: string): Promise<boolean> {
  if (!z.uuid().safeParse(sessionId).success) return false;
  const row = await findSession(deps.db, sessionId);
  if (!row || !(await failSession(deps.db, sessionId, PHONETIC_MESSAGES.failed))) return false;
  (deps.log ?? console).error(`phonetic session ${sessionId}: failed outside the handler: ${reason}`);
  await publishJobUpdate(deps.publisher, sessionUpdate(row, 'FAILED', 0, PHONETIC_MESSAGES.failed));
  return true;
}

/** Phonetic analysis needs the scorer, and reports error patterns as well as activities. */
export interface PhoneticJobResources extends JobResources {
  scorer: PronunciationScorer;
  activities: PhoneticActivities;
}

/** The phonetic-analysis job (sentences and the lab's sounds), as the speech workers run it; the diagnostics service writes its rows. */
export const phoneticAnalysisJob: JobDefinition<PhoneticJobResources> = {
  queue: QUEUES.phoneticAnalysis,
  names: [PHONETIC_JOB_NAME],
  payload: phoneticAnalysisPayload,
  createHandler({ databaseUrl, scorer, publisher, activities, log }) {
    const db = createDiagnosticsDb(databaseUrl);
    const run = createPhoneticJobHandler({ db, scorer, publisher, activities, log });
    return {
      process: (job, signal) => run(job, signal),
      onFailedOutsideHandler: (jobId, reason) => failLostSession({ db, publisher, log }, jobId, reason),
      close: () => db.$disconnect(),
    };
  },
};
