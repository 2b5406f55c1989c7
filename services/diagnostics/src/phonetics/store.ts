import { randomUUID } from 'node:crypto';
import { QUEUES, type PhoneticAnalysisPayload } from '@juba/contracts/jobs';
import { VOICE_CONSENT_REQUIRED } from '@juba/contracts/voice-consent';
import { appError } from '@juba/platform/errors';
import { admitPendingJobRow } from '@juba/platform/pending-job-row';
import { IN_FLIGHT, type JobRowStatus, type JobRows } from '@juba/platform/row-job';
import type { Pcm16k } from '@juba/speech/types';
import type { DiagnosticsDb } from '../db.ts';
import type { PhoneticSession, Prisma } from '../generated/prisma/client.ts';
import { VOICE_CONSENT_MESSAGES } from '../voice-consent/messages.ts';
import { hasActiveVoiceConsent } from '../voice-consent/store.ts';
import { PHONETIC_MESSAGES } from './messages.ts';

export type PhoneticSessionRow = PhoneticSession;

export const PHONETIC_JOB_NAME = 'analyze-pronunciation';

/** Scoring takes about a second: more than this many at once is a stuck client or a script. */
export const MAX_ACTIVE_ANALYSES = 3;

/**
 * A pending or running row untouched for this long no longer counts against
 * the limit: its job was lost and must not block the learner. The relay also
 * gives up queueing a job this old (job-outbox.ts).
 */
export const ACTIVE_WINDOW_MS = 5 * 60_000;

/** Never tell a learner to wait less than this, nor more: an analysis usually ends within it. */
const RETRY_AFTER_SECONDS = 5;

/** What is recorded, by the screen that asks: a sentence (/phonetics) or one sound of an exercise's word (/accent-lab). */
export type PhoneticTarget = { kind: 'phonetics'; targetText: string } | { kind: 'accentLab'; targetText: string; exerciseId: string; targetSound: string };

/**
 * Writes the PENDING row, its recording and its outbox entry, under the
 * learner's limit (@juba/platform/pending-job-row); nothing without the
 * learner's voice consent (FORBIDDEN).
 */
export function createPendingSession(
  db: DiagnosticsDb,
  input: { userId: string; target: PhoneticTarget; audio: Pcm16k; queuePrefix: string },
  now = new Date(),
): Promise<PhoneticSessionRow> {
  return db.$transaction(async (tx) => {
    if (!(await hasActiveVoiceConsent(tx, input.userId))) throw appError('FORBIDDEN', VOICE_CONSENT_MESSAGES.required, { reason: VOICE_CONSENT_REQUIRED });
    return admitPendingJobRow(tx, {
      schema: 'diagnostics',
      lockKey: `diagnostics:phonetics:${input.userId}`,
      countInFlight: async () => ({
        count: await tx.phoneticSession.count({
          where: { userId: input.userId, status: { in: IN_FLIGHT }, updatedAt: { gt: new Date(now.getTime() - ACTIVE_WINDOW_MS) } },
        }),
      }),
      limit: { max: MAX_ACTIVE_ANALYSES, message: PHONETIC_MESSAGES.tooManyActive(MAX_ACTIVE_ANALYSES), retryAfterSeconds: () => RETRY_AFTER_SECONDS },
      async insert() {
        const row = await tx.phoneticSession.create({
          data: { id: randomUUID(), userId: input.userId, ...input.target, status: 'PENDING', message: PHONETIC_MESSAGES.queued },
        });
        await tx.phoneticAudio.create({ data: { sessionId: row.id, pcm16k: pcmBytes(input.audio) } });
        return row;
      },
      job: (row) => ({
        queue: QUEUES.phoneticAnalysis,
        name: PHONETIC_JOB_NAME,
        payload: { sessionId: row.id, userId: row.userId } satisfies PhoneticAnalysisPayload,
      }),
      queuePrefix: input.queuePrefix,
    });
  });
}

/** Samples as stored: 16-bit little-endian, the byte order of every platform Node runs on here. */
function pcmBytes(audio: Pcm16k): Uint8Array<ArrayBuffer> {
  return new Uint8Array(audio.samples.buffer.slice(audio.samples.byteOffset, audio.samples.byteOffset + audio.samples.byteLength) as ArrayBuffer);
}

/** A copy: the driver's buffer may start at an odd offset, which an Int16Array cannot view. */
function pcmFromBytes(bytes: Uint8Array): Pcm16k {
  const copy = new Uint8Array(bytes.byteLength - (bytes.byteLength % 2));
  copy.set(bytes.subarray(0, copy.byteLength));
  return { samples: new Int16Array(copy.buffer), sampleRate: 16000 };
}

export function findSession(db: DiagnosticsDb, id: string): Promise<PhoneticSessionRow | null> {
  return db.phoneticSession.findUnique({ where: { id } });
}

export function findOwnedSession(db: DiagnosticsDb, userId: string, id: string): Promise<PhoneticSessionRow | null> {
  return db.phoneticSession.findFirst({ where: { id, userId } });
}

/** Spec part 2 §2.1 Histórico: the learner's analysed sentences, newest first (the lab's sounds are not sessions there). */
export function listCompletedSessions(db: DiagnosticsDb, userId: string, limit = 200): Promise<PhoneticSessionRow[]> {
  return db.phoneticSession.findMany({ where: { userId, kind: 'phonetics', status: 'COMPLETED' }, orderBy: { createdAt: 'desc' }, take: limit });
}

/** The recording of a session still being analysed; null once it finished (the audio is gone then). */
export async function findAudio(db: DiagnosticsDb, sessionId: string): Promise<Pcm16k | null> {
  const row = await db.phoneticAudio.findUnique({ where: { sessionId } });
  return row && pcmFromBytes(row.pcm16k);
}

export interface SessionOutcome {
  analysis: Prisma.InputJsonValue;
  accuracyScore: number;
  feedback: string | null;
}

/** The session table as the job lifecycle reads and writes it (@juba/platform/row-job). */
export function phoneticSessionRows(db: DiagnosticsDb): JobRows<PhoneticSessionRow, { outcome: SessionOutcome }> {
  return {
    find: (id) => findSession(db, id),
    update: (where, data) => db.phoneticSession.updateMany({ where, data }),
    complete: (row, { outcome }, completedAt) => completeSession(db, row.id, outcome, completedAt),
    fail: (id, from, error) => finishUnanalysed(db, id, from, error),
  };
}

/**
 * One transaction with a conditional UPDATE: the first run to finish writes
 * the analysis and drops the recording; a retried or duplicated run that
 * finishes later changes nothing.
 */
export async function completeSession(db: DiagnosticsDb, id: string, outcome: SessionOutcome, now = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.phoneticSession.updateMany({
      where: { id, status: { not: 'COMPLETED' } },
      data: { status: 'COMPLETED', progress: 100, message: PHONETIC_MESSAGES.completed, error: null, completedAt: now, ...outcome },
    });
    if (count === 1) await tx.phoneticAudio.deleteMany({ where: { sessionId: id } });
    return count === 1;
  });
}

/** FAILED for good: the learner reads `error`, and the recording nobody will analyse goes. */
export function failSession(db: DiagnosticsDb, id: string, error: string): Promise<boolean> {
  return finishUnanalysed(db, id, IN_FLIGHT, error);
}

async function finishUnanalysed(db: DiagnosticsDb, id: string, from: JobRowStatus[], error: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.phoneticSession.updateMany({ where: { id, status: { in: from } }, data: { status: 'FAILED', error, message: null } });
    if (count === 1) await tx.phoneticAudio.deleteMany({ where: { sessionId: id } });
    return count === 1;
  });
}
