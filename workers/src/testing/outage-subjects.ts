import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { HANDOUT_LEVELS, QUEUES, type QueueName } from '@juba/contracts/jobs';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import { createAiProvider, OFFLINE_AI_CONFIG } from '@juba/ai-provider';
import { createContentDb } from '@juba/content/db';
import { requestHandout } from '@juba/content/handouts/request-handout';
import { startContentJobRelay } from '@juba/content/job-outbox';
import { createDiagnosticsDb } from '@juba/diagnostics/db';
import { startDiagnosticsJobRelay } from '@juba/diagnostics/job-outbox';
import { requestGeneration } from '@juba/learner/adaptive-plan/request-generation';
import { createLearnerDb } from '@juba/learner/db';
import { startLearnerJobRelay } from '@juba/learner/job-outbox';
import { requestAnalysis } from '@juba/diagnostics/phonetics/request-analysis';
import { consentingLearner } from '@juba/diagnostics/testing/voice-consent';
import { createPronunciationScorer } from '@juba/speech/scorer';
import type { PronunciationScorer } from '@juba/speech/types';
import { decodeWav } from '@juba/speech/wav';
import type { WorkerPoolOptions } from '../worker-pool.ts';
import type { WorkerAi } from '../registry.ts';

export interface OutageRow {
  id: string;
  status: string;
  attempts: number;
  completedAt: Date | null;
}

/** One kind of job, as the outage run asks for it and reads it back. */
export interface OutageSubject {
  /** What is asked for, for the report: "handouts". */
  name: string;
  /** The queue the run's worker pool runs. */
  queue: QueueName;
  /** What the pool needs beyond the common resources (the AI, the scorer). */
  pool: Pick<WorkerPoolOptions, 'ai' | 'scorer'>;
  startRelay(redis: Redis, prefix: string, log: Pick<Console, 'warn' | 'error'>): JobOutboxRelay;
  /** One more learner's request, answered by the owning service; the row id. */
  request(relay: JobOutboxRelay, index: number): Promise<string>;
  rows(ids: string[]): Promise<OutageRow[]>;
  outboxLeft(prefix: string): Promise<number>;
  /** Times the work itself (a generation, a scoring) ran. */
  runs(): number;
  close(prefix: string): Promise<void>;
}

const select = { id: true, status: true, attempts: true, completedAt: true } as const;

/** Handout generation with the offline AI, counting its generations. */
export function handoutOutage(databaseUrl: string): OutageSubject {
  const db = createContentDb(databaseUrl);
  const offline = createAiProvider(OFFLINE_AI_CONFIG);
  let runs = 0;
  const ai: WorkerAi = {
    name: offline.name,
    generateHandout: (level, o) => {
      runs++;
      return offline.generateHandout(level, o);
    },
    generatePlanActivities: (request, o) => offline.generatePlanActivities(request, o),
  };
  return {
    name: 'handouts',
    queue: QUEUES.handoutGeneration,
    pool: { ai: () => ai },
    startRelay: (redis, prefix, log) => startContentJobRelay({ db, redis, prefix, log }),
    request: async (relay, i) =>
      (await requestHandout({ db, jobOutbox: relay }, `outage-learner-${randomUUID()}`, HANDOUT_LEVELS[i % HANDOUT_LEVELS.length])).id,
    rows: (ids) => db.handout.findMany({ where: { id: { in: ids } }, select, orderBy: { createdAt: 'asc' } }),
    outboxLeft: (prefix) => db.jobOutbox.count({ where: { prefix } }),
    runs: () => runs,
    async close(prefix) {
      await db.jobOutbox.deleteMany({ where: { prefix } });
      await db.$disconnect();
    },
  };
}

/** Phonetic analyses of one real recording with the real scorer, counting its analyses. */
export function phoneticOutage(databaseUrl: string, recording: { wavPath: string; text: string }): OutageSubject {
  const db = createDiagnosticsDb(databaseUrl);
  const audio = decodeWav(new Uint8Array(readFileSync(recording.wavPath)));
  let runs = 0;
  const counted = async (): Promise<PronunciationScorer> => {
    const scorer = await createPronunciationScorer();
    return {
      ...scorer,
      analyze: (...args) => {
        runs++;
        return scorer.analyze(...args);
      },
      close: () => scorer.close(),
    };
  };
  return {
    name: 'phonetic analyses',
    queue: QUEUES.phoneticAnalysis,
    pool: { ai: () => createAiProvider(OFFLINE_AI_CONFIG), scorer: counted },
    startRelay: (redis, prefix, log) => startDiagnosticsJobRelay({ db, redis, prefix, log }),
    request: async (relay) =>
      (
        await requestAnalysis(
          { db, jobOutbox: relay },
          await consentingLearner(db, `outage-learner-${randomUUID()}`),
          { kind: 'phonetics', targetText: recording.text },
          audio,
        )
      ).id,
    rows: (ids) => db.phoneticSession.findMany({ where: { id: { in: ids } }, select, orderBy: { createdAt: 'asc' } }),
    outboxLeft: (prefix) => db.jobOutbox.count({ where: { prefix } }),
    runs: () => runs,
    async close(prefix) {
      await db.jobOutbox.deleteMany({ where: { prefix } });
      await db.$disconnect();
    },
  };
}

/** Adaptive-plan generations with the offline AI, each for a learner of its own with a plan, counting its generations. */
export function planOutage(databaseUrl: string): OutageSubject {
  const db = createLearnerDb(databaseUrl);
  const offline = createAiProvider(OFFLINE_AI_CONFIG);
  let runs = 0;
  const ai: WorkerAi = {
    name: offline.name,
    generateHandout: (level, o) => offline.generateHandout(level, o),
    generatePlanActivities: (request, o) => {
      runs++;
      return offline.generatePlanActivities(request, o);
    },
  };
  const plan = {
    learningStyle: 'visual',
    availableTime: 30,
    studyHours: 'manha',
    primaryGoal: 'Viajar sem medo de falar',
    learningPreference: 'pratico',
    difficultyPreference: 'gradual',
    focusAreas: ['conversacao', 'cultura'],
    motivationStyle: 'progresso',
  };
  return {
    name: 'plan generations',
    queue: QUEUES.planGeneration,
    pool: { ai: () => ai },
    startRelay: (redis, prefix, log) => startLearnerJobRelay({ db, redis, prefix, log }),
    request: async (relay) => {
      const userId = `outage-learner-${randomUUID()}`;
      const { id: planId } = await db.adaptivePlan.create({ data: { id: randomUUID(), userId, ...plan } });
      return (await requestGeneration({ db, jobOutbox: relay }, userId, planId, new Date())).id;
    },
    rows: (ids) => db.planGeneration.findMany({ where: { id: { in: ids } }, select, orderBy: { createdAt: 'asc' } }),
    outboxLeft: (prefix) => db.jobOutbox.count({ where: { prefix } }),
    runs: () => runs,
    async close(prefix) {
      await db.jobOutbox.deleteMany({ where: { prefix } });
      await db.$disconnect();
    },
  };
}
