import { UnrecoverableError } from 'bullmq';
import { QUEUES, phoneticAnalysisPayload, type PhoneticAnalysisPayload } from '@juba/contracts/jobs';
import type { ActivityRecorder } from '@juba/platform/activity';
import type { JobResources } from '@juba/platform/job-definition';
import { rowJobDefinition, type RowJob, type RowJobDeps } from '@juba/platform/row-job';
import type { Pcm16k, PronunciationResult, PronunciationScorer, SubScores } from '@juba/speech/types';
import { createDiagnosticsDb, type DiagnosticsDb } from '../db.ts';
import { PHONETIC_MESSAGES } from './messages.ts';
import { PHONETIC_JOB_NAME, findAudio, findSession, phoneticSessionRows, type PhoneticSessionRow, type SessionOutcome } from './store.ts';

export type PhoneticActivities = Pick<ActivityRecorder, 'record' | 'recordErrorPatterns'>;

export interface PhoneticJobDeps extends RowJobDeps<DiagnosticsDb> {
  scorer: PronunciationScorer;
  /** The learner-progress API: each analysis moves the learner's pronunciation level and feeds the error scheduler. */
  activities: PhoneticActivities;
}

/** A recording is a minute of practice at most; the points reward trying, the level comes from the score. */
export const PHONETIC_FLOW_POINTS = 5;

/** The error-patterns contract takes at most this many per report. */
const MAX_PATTERNS = 10;

/** Progress is written to the row only in steps this large: a scorer may report every frame. */
const PROGRESS_STEP = 10;

/** What a finished analysis stores and reports. */
export interface Scored {
  outcome: SessionOutcome;
  heardSpeech: boolean;
  /** Named mistakes, for the error scheduler (none for a lab sound). */
  mistakes: PronunciationResult['mistakes'];
  targetText: string;
  seconds: number;
}

async function score(scorer: PronunciationScorer, row: PhoneticSessionRow, audio: Pcm16k, onProgress: (percent: number) => void): Promise<Scored> {
  const seconds = audio.samples.length / audio.sampleRate;
  if (row.kind === 'accentLab') {
    const result = await scorer.scoreSound(audio, row.targetText, row.targetSound ?? '');
    const accuracyScore = Math.round(result.accuracyScore);
    const outcome = { analysis: { accuracyScore, heardSpeech: result.heardSpeech }, accuracyScore, feedback: null };
    return { outcome, heardSpeech: result.heardSpeech, mistakes: [], targetText: row.targetText, seconds };
  }
  const result = await scorer.analyze(audio, row.targetText, onProgress);
  return {
    outcome: {
      analysis: { ...result, mistakes: result.mistakes.map((m) => ({ ...m })), subScores: result.subScores && plainSubScores(result.subScores) },
      accuracyScore: Math.round(result.accuracyScore),
      feedback: result.overallFeedback,
    },
    heardSpeech: result.heardSpeech,
    mistakes: result.mistakes,
    targetText: row.targetText,
    seconds,
  };
}

/** Prisma's JSON input takes object literals, not the scorer's interfaces (the mistakes are copied for the same reason). */
function plainSubScores({ fluency, completeness, prosody }: SubScores) {
  return { fluency: { ...fluency }, completeness: { ...completeness }, prosody: { ...prosody } };
}

/** Scores one recording (@juba/platform/row-job runs its lifecycle); the recording stays until the session is finished. */
export const phoneticJob: RowJob<'sessionId', PhoneticAnalysisPayload, PhoneticSessionRow, Scored, DiagnosticsDb, PhoneticJobDeps> = {
  queue: QUEUES.phoneticAnalysis,
  name: PHONETIC_JOB_NAME,
  payload: phoneticAnalysisPayload,
  idKey: 'sessionId',
  names: { job: 'phonetic session', payload: 'phonetic analysis job', id: 'session' },
  messages: PHONETIC_MESSAGES,
  rows: phoneticSessionRows,
  progressStep: PROGRESS_STEP,
  async work({ payload, progress }, { db, scorer }) {
    const [row, audio] = await Promise.all([findSession(db, payload.sessionId), findAudio(db, payload.sessionId)]);
    if (!row || !audio) throw new UnrecoverableError(`phonetic session ${payload.sessionId} has no recording`);
    return score(scorer, row, audio, (percent) => void progress({ progress: percent }));
  },
  /** Silence or noise is no practice: it would only drag the learner's level down. */
  async afterCompletion({ row, result, completedAt }, { activities }) {
    if (!result.heardSpeech) return;
    const occurredAt = completedAt.toISOString();
    await activities.record({
      activityId: `phonetic-${row.id}`,
      userId: row.userId,
      kind: 'practice',
      title: PHONETIC_MESSAGES.activityTitle(result.targetText).slice(0, 200),
      minutes: 1,
      durationSeconds: Math.round(result.seconds),
      flowPoints: PHONETIC_FLOW_POINTS,
      skills: { pronunciation: result.outcome.accuracyScore },
      occurredAt,
    });
    const patterns = result.mistakes
      .filter((m) => m.heard?.trim() && m.word.trim())
      .slice(0, MAX_PATTERNS)
      .map((m) => ({
        errorType: 'pronunciation' as const,
        specificError: m.heard!.slice(0, 200),
        correctForm: m.word.slice(0, 200),
        context: result.targetText,
      }));
    // Its own id: both ride the learner-activity queue, where the id is the job id and a second job under one id is dropped.
    if (patterns.length) await activities.recordErrorPatterns({ reportId: `phonetic-mistakes-${row.id}`, userId: row.userId, patterns, occurredAt });
  },
};

/** Phonetic analysis needs the scorer, and reports error patterns as well as activities. */
export interface PhoneticJobResources extends JobResources {
  scorer: PronunciationScorer;
  activities: PhoneticActivities;
}

/** The phonetic-analysis job (sentences and the lab's sounds), as the speech workers run it; the diagnostics service writes its rows. */
export const phoneticAnalysisJob = rowJobDefinition(phoneticJob, ({ databaseUrl, scorer, publisher, activities, log }: PhoneticJobResources) => ({
  db: createDiagnosticsDb(databaseUrl),
  scorer,
  publisher,
  activities,
  log,
}));
