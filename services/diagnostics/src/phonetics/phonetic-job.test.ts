import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { JobUpdate, LearnerActivity, ErrorPatternsReport } from '@juba/contracts/jobs';
import type { JobLog, JobRun } from '@juba/platform/job-definition';
import { createRowJobHandler, failLostJobRow } from '@juba/platform/row-job';
import { describeRowJobLifecycle } from '@juba/platform/testing/row-job-lifecycle';
import type { Pcm16k, PronunciationResult, PronunciationScorer } from '@juba/speech/types';
import { createDiagnosticsDb } from '../db.ts';
import { PHONETIC_MESSAGES } from './messages.ts';
import { PHONETIC_FLOW_POINTS, phoneticJob, type PhoneticActivities } from './phonetic-job.ts';
import { consentingLearner } from '../testing/voice-consent.ts';
import { ACTIVE_WINDOW_MS, createPendingSession, type PhoneticTarget } from './store.ts';

// The handler's bookkeeping with a stand-in scorer; workers/src/phonetic-analysis.test.ts runs the real one.
const db = createDiagnosticsDb(process.env.DATABASE_URL!);
afterAll(() => db.$disconnect());

const ONE_SECOND: Pcm16k = { samples: new Int16Array(16000).map((_, i) => Math.round(8000 * Math.sin(i / 10))), sampleRate: 16000 };
const RESULT: PronunciationResult = {
  heardSpeech: true,
  accuracyScore: 71.6,
  transcription: 'i fink so',
  overallFeedback: 'Quase lá: cuidado com o th.',
  mistakes: [
    {
      word: 'think',
      heard: 'fink',
      kind: 'substitution',
      rule: 'th-f',
      issue: 'Você disse *fink*',
      suggestion: 'Coloque a língua entre os dentes para *think*.',
    },
    { word: 'so', heard: null, kind: 'omission', rule: null, issue: 'Faltou *so*', suggestion: 'Leia todas as palavras.' },
  ],
  strengths: ['Boa entonação'],
  subScores: {
    fluency: { score: 64.4, advice: 'Leia sem pausas no meio da frase.' },
    completeness: { score: 100, advice: 'Você leu todas as palavras: continue assim.' },
    prosody: { score: 58.5, advice: 'Acentue as palavras importantes da frase.' },
  },
};

/** A scorer that answers `result` (or throws `error`) after reporting `steps`, and counts its calls. */
function standInScorer(
  script: { result?: PronunciationResult; sound?: { accuracyScore: number; heardSpeech: boolean }; error?: Error; steps?: number[] } = {},
) {
  const calls: { kind: 'sentence' | 'sound'; text: string; samples: number; sound?: string }[] = [];
  const scorer: PronunciationScorer = {
    async analyze(audio, targetText, onProgress) {
      calls.push({ kind: 'sentence', text: targetText, samples: audio.samples.length });
      for (const step of script.steps ?? []) onProgress?.(step);
      if (script.error) throw script.error;
      return script.result ?? RESULT;
    },
    async scoreSound(audio, word, targetSound) {
      calls.push({ kind: 'sound', text: word, samples: audio.samples.length, sound: targetSound });
      if (script.error) throw script.error;
      return script.sound ?? { accuracyScore: 83.2, heardSpeech: true };
    },
    close: async () => {},
  };
  return { scorer, calls };
}

function harness(scorer: PronunciationScorer, activities?: PhoneticActivities) {
  const updates: JobUpdate[] = [];
  const recorded: { activities: LearnerActivity[]; patterns: ErrorPatternsReport[] } = { activities: [], patterns: [] };
  const log: JobLog & { errors: unknown[][] } = { info: () => {}, warn: () => {}, error: (...args: unknown[]) => void log.errors.push(args), errors: [] };
  const deps = {
    db,
    scorer,
    publisher: { publish: async (_channel: string, message: string) => void updates.push(JSON.parse(message) as JobUpdate) },
    activities: activities ?? {
      record: async (a: LearnerActivity) => void recorded.activities.push(a),
      recordErrorPatterns: async (p: ErrorPatternsReport) => void recorded.patterns.push(p),
    },
    log,
  };
  return { run: createRowJobHandler(phoneticJob, deps), deps, updates, recorded, log };
}

async function pending(target: PhoneticTarget = { kind: 'phonetics', targetText: 'I think so.' }) {
  const row = await createPendingSession(db, {
    userId: await consentingLearner(db),
    target,
    audio: ONE_SECOND,
    queuePrefix: `test-phonetic-job-${randomUUID()}`,
  });
  const job: JobRun = { id: row.id, name: 'analyze-pronunciation', data: { sessionId: row.id, userId: row.userId }, attemptsMade: 0, opts: { attempts: 3 } };
  return { row, job };
}
describeRowJobLifecycle('phonetic analysis', {
  job: phoneticJob,
  db,
  schema: 'diagnostics',
  maxAgeMs: ACTIVE_WINDOW_MS,
  async pending(queuePrefix) {
    const row = await createPendingSession(db, {
      userId: await consentingLearner(db),
      target: { kind: 'phonetics', targetText: 'I think so.' },
      audio: ONE_SECOND,
      queuePrefix,
    });
    return { row, payload: { sessionId: row.id, userId: row.userId } };
  },
  standIn(script) {
    const { scorer, calls } = standInScorer(script);
    return { deps: { scorer, activities: { record: async () => {}, recordErrorPatterns: async () => {} } }, calls: () => calls.length };
  },
});

const rowOf = (id: string) => db.phoneticSession.findUniqueOrThrow({ where: { id } });
const audioOf = (id: string) => db.phoneticAudio.findUnique({ where: { sessionId: id } });

describe('the phonetic-analysis job', () => {
  it('scores the stored recording, writes the analysis once, drops the recording and announces each step', async () => {
    const { row, job } = await pending();
    const { scorer, calls } = standInScorer({ steps: [3, 15, 18, 40, 99] });
    const { run, updates } = harness(scorer);

    expect(await run(job)).toEqual({ sessionId: row.id, status: 'COMPLETED' });
    expect(calls).toEqual([{ kind: 'sentence', text: 'I think so.', samples: 16000 }]);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      accuracyScore: 72,
      feedback: RESULT.overallFeedback,
      attempts: 1,
      analysis: RESULT,
      completedAt: expect.any(Date),
    });
    expect(await audioOf(row.id)).toBeNull();
    // Progress only in steps of 10, never 100 before the row is complete.
    expect(updates.map((u) => [u.status, u.progress])).toEqual([
      ['RUNNING', 0],
      ['RUNNING', 15],
      ['RUNNING', 40],
      ['RUNNING', 99],
      ['COMPLETED', 100],
    ]);
    expect(updates.every((u) => u.jobId === row.id && u.userId === row.userId && u.queue === 'phonetic-analysis')).toBe(true);
  });

  it('stores no sub-scores when the scorer gives none', async () => {
    const { row, job } = await pending();
    await harness(standInScorer({ result: { ...RESULT, subScores: null } }).scorer).run(job);
    expect(await rowOf(row.id)).toMatchObject({ status: 'COMPLETED', analysis: { subScores: null } });
  });

  it('reports the practice with its pronunciation score, and each mistake heard as an error pattern', async () => {
    const { row, job } = await pending();
    const { run, recorded } = harness(standInScorer().scorer);
    await run(job);
    expect(recorded.activities).toEqual([
      {
        activityId: `phonetic-${row.id}`,
        userId: row.userId,
        kind: 'practice',
        title: PHONETIC_MESSAGES.activityTitle('I think so.'),
        minutes: 1,
        durationSeconds: 1,
        flowPoints: PHONETIC_FLOW_POINTS,
        skills: { pronunciation: 72 },
        occurredAt: expect.any(String),
      },
    ]);
    // The omitted word has nothing heard: it is no error pattern.
    expect(recorded.patterns).toEqual([
      {
        reportId: `phonetic-mistakes-${row.id}`,
        userId: row.userId,
        patterns: [{ errorType: 'pronunciation', specificError: 'fink', correctForm: 'think', context: 'I think so.' }],
        occurredAt: expect.any(String),
      },
    ]);
  });

  it('reports nothing when no speech was heard: silence is no practice', async () => {
    const { row, job } = await pending();
    const silence = { ...RESULT, heardSpeech: false, accuracyScore: 0, transcription: '', mistakes: [], overallFeedback: 'Não ouvimos nenhuma fala.' };
    const { run, recorded } = harness(standInScorer({ result: silence }).scorer);
    await run(job);
    expect(await rowOf(row.id)).toMatchObject({ status: 'COMPLETED', accuracyScore: 0, feedback: 'Não ouvimos nenhuma fala.' });
    expect(recorded).toEqual({ activities: [], patterns: [] });
  });

  it('scores a lab sound in its word and stores just the score', async () => {
    const { row, job } = await pending({ kind: 'accentLab', targetText: 'think', exerciseId: 'th-voiceless', targetSound: 'θ' });
    const { scorer, calls } = standInScorer();
    const { run, recorded } = harness(scorer);
    await run(job);
    expect(calls).toEqual([{ kind: 'sound', text: 'think', samples: 16000, sound: 'θ' }]);
    expect(await rowOf(row.id)).toMatchObject({ status: 'COMPLETED', accuracyScore: 83, feedback: null, analysis: { accuracyScore: 83, heardSpeech: true } });
    expect(recorded.activities).toMatchObject([{ skills: { pronunciation: 83 } }]);
    expect(recorded.patterns).toEqual([]);
  });

  it('keeps the completed analysis when the learner-progress API is down', async () => {
    const { row, job } = await pending();
    const down = {
      record: async () => Promise.reject(new Error('Redis is down')),
      recordErrorPatterns: async () => Promise.reject(new Error('Redis is down')),
    };
    const { run } = harness(standInScorer().scorer, down);
    expect(await run(job)).toEqual({ sessionId: row.id, status: 'COMPLETED' });
    expect(await rowOf(row.id)).toMatchObject({ status: 'COMPLETED' });
  });

  it('keeps the recording while attempts remain, and drops it once the session fails for good or is lost', async () => {
    const retried = await pending();
    const { run, deps } = harness(standInScorer({ error: new Error('decoder crashed') }).scorer);
    await expect(run(retried.job)).rejects.toThrow('decoder crashed');
    expect(await audioOf(retried.row.id)).not.toBeNull();
    await expect(run({ ...retried.job, attemptsMade: 2 })).rejects.toThrow('decoder crashed');
    expect(await audioOf(retried.row.id)).toBeNull();

    const lost = await pending();
    expect(await failLostJobRow(phoneticJob, deps, lost.row.id, 'job stalled more than allowable limit')).toBe(true);
    expect(await audioOf(lost.row.id)).toBeNull();
  });
});
