import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { QUEUES, handoutJobPayload, type HandoutJobPayload } from '@juba/contracts/jobs';
import type { ActivityRecorder } from '@juba/platform/activity';
import { clampProgress, isFinalAttempt, parseJobPayload, type JobDefinition, type JobLog, type JobResources, type JobRun } from '@juba/platform/job-definition';
import { publishJobUpdate } from '@juba/platform/job-updates';
import type { Publisher } from '@juba/platform/redis';
import { AiProviderError, materialSchema, type HandoutGenerator, type GenerationProgress, type Material } from '@juba/ai-provider';
import { withLiveAiSettings } from '@juba/ai-provider/live-settings';
import { createContentDb, type ContentDb } from '../db.ts';
import { HANDOUT_MESSAGES } from './messages.ts';
import { finalUpdate, handoutUpdate } from './job-updates.ts';
import { HANDOUT_JOB_NAME, completeHandout, failHandout, findHandout, recordProgress, returnToQueue, startAttempt } from './store.ts';

export interface HandoutJobDeps {
  db: ContentDb;
  ai: HandoutGenerator;
  publisher: Publisher;
  /** The learner-progress API: a completed handout counts as the learner's activity. */
  activities: Pick<ActivityRecorder, 'record'>;
  log?: JobLog;
}

/**
 * Generating a handout earns flow points but no practice minutes: the
 * learner has not studied it yet, only asked for it.
 */
export const HANDOUT_FLOW_POINTS = 10;

export function handoutActivity(handout: { id: string; ownerId: string }, material: Pick<Material, 'title'>, completedAt: Date) {
  return {
    activityId: `handout-${handout.id}`,
    userId: handout.ownerId,
    kind: 'handout' as const,
    title: `Apostila gerada: ${material.title}`.slice(0, 200),
    minutes: 0,
    flowPoints: HANDOUT_FLOW_POINTS,
    occurredAt: completedAt.toISOString(),
  };
}

export interface HandoutJobOutcome {
  handoutId: string;
  status: 'COMPLETED' | 'FAILED';
}

/**
 * Generates one handout. The row is the source of truth: every step is a
 * conditional UPDATE followed by a Redis publish, so a retried, duplicated or
 * resumed job never produces a second material, and an abort (worker shutdown)
 * leaves the row PENDING for the next worker instead of failing it.
 */
export function createHandoutJobHandler(deps: HandoutJobDeps) {
  const log = deps.log ?? console;
  const publish = (update: Parameters<typeof publishJobUpdate>[1]) => publishJobUpdate(deps.publisher, update);

  /**
   * The row is the truth and is already COMPLETED: a failed report is logged,
   * never turned into a failed job. A rerun reports again, which the
   * learner-progress service counts once (the activity id is the handout's).
   */
  async function reportCompletion(handout: { id: string; ownerId: string }, material: Pick<Material, 'title'>, completedAt: Date) {
    try {
      await deps.activities.record(handoutActivity(handout, material, completedAt));
    } catch (err) {
      log.warn(`handout ${handout.id}: completion not reported to learner progress:`, err);
    }
  }

  async function republishFinished(payload: HandoutJobPayload): Promise<HandoutJobOutcome> {
    const row = await findHandout(deps.db, payload.handoutId);
    if (!row || row.ownerId !== payload.ownerId) throw new UnrecoverableError(`handout ${payload.handoutId} of ${payload.ownerId} does not exist`);
    if (row.status !== 'COMPLETED' && row.status !== 'FAILED') {
      throw new Error(`handout ${row.id} changed state while starting (${row.status}); retrying`);
    }
    await publish(finalUpdate(row));
    const material = materialSchema.safeParse(row.material);
    if (row.status === 'COMPLETED' && material.success) await reportCompletion(row, material.data, row.completedAt ?? row.updatedAt);
    return { handoutId: row.id, status: row.status };
  }

  async function finish(payload: HandoutJobPayload, material: z.infer<typeof materialSchema>): Promise<HandoutJobOutcome> {
    const completedAt = new Date();
    if (!(await completeHandout(deps.db, payload.handoutId, material, completedAt))) return republishFinished(payload);
    const handout = { id: payload.handoutId, ownerId: payload.ownerId };
    await publish(handoutUpdate(handout, 'COMPLETED', 100, HANDOUT_MESSAGES.completed));
    await reportCompletion(handout, material, completedAt);
    return { handoutId: payload.handoutId, status: 'COMPLETED' };
  }

  return async function processHandoutJob(job: JobRun, signal?: AbortSignal): Promise<HandoutJobOutcome> {
    const payload = parseJobPayload(job, handoutJobPayload, { payload: 'handout job', id: 'handout' }, (p) => p.handoutId);
    const row = { id: payload.handoutId, ownerId: payload.ownerId };

    if (!(await startAttempt(deps.db, payload))) return republishFinished(payload);
    await publish(handoutUpdate(row, 'RUNNING', 0, HANDOUT_MESSAGES.started));

    const progress = serialProgress(async (step) => {
      if (await recordProgress(deps.db, row.id, step)) await publish(handoutUpdate(row, 'RUNNING', clampProgress(step.progress), step.message));
    }, log);

    try {
      signal?.throwIfAborted();
      const generated = await deps.ai.generateHandout(payload.level, { onProgress: progress.report, signal });
      await progress.settled();
      return await finish(payload, materialSchema.parse(generated));
    } catch (err) {
      await progress.settled();
      if (signal?.aborted) {
        log.info(`handout ${row.id}: interrupted (${String(signal.reason ?? 'aborted')}); left for another worker`);
        if (await returnToQueue(deps.db, row.id, HANDOUT_MESSAGES.released)) await publish(handoutUpdate(row, 'PENDING', 0, HANDOUT_MESSAGES.released));
        throw err;
      }
      const permanent = err instanceof AiProviderError && !err.retryable;
      if (permanent || err instanceof UnrecoverableError || isFinalAttempt(job)) {
        log.error(`handout ${row.id}: generation failed for good after ${job.attemptsMade + 1} attempt(s):`, err);
        if (await failHandout(deps.db, row.id, HANDOUT_MESSAGES.failed)) await publish(handoutUpdate(row, 'FAILED', 0, HANDOUT_MESSAGES.failed));
        // A wrong key or an unknown model fails the same way on every attempt: spare the retries.
        throw permanent ? new UnrecoverableError(`${(err as Error).message} (not retried)`) : err;
      }
      log.warn(`handout ${row.id}: attempt ${job.attemptsMade + 1} failed, will retry:`, err);
      if (await returnToQueue(deps.db, row.id, HANDOUT_MESSAGES.retrying)) await publish(handoutUpdate(row, 'PENDING', 0, HANDOUT_MESSAGES.retrying));
      throw err;
    }
  };
}

/**
 * A job that BullMQ failed without running the handler (it stalled more often
 * than allowed) still needs its row closed and the learner told.
 */
export async function failLostHandout(deps: Pick<HandoutJobDeps, 'db' | 'publisher' | 'log'>, handoutId: string, reason: string): Promise<boolean> {
  if (!z.uuid().safeParse(handoutId).success) return false;
  const row = await findHandout(deps.db, handoutId);
  if (!row || !(await failHandout(deps.db, handoutId, HANDOUT_MESSAGES.failed))) return false;
  (deps.log ?? console).error(`handout ${handoutId}: failed outside the handler: ${reason}`);
  await publishJobUpdate(deps.publisher, handoutUpdate(row, 'FAILED', 0, HANDOUT_MESSAGES.failed));
  return true;
}

/**
 * Providers may fire onProgress without awaiting it; chaining keeps the row
 * and the published updates in the order the provider reported them.
 */
function serialProgress(write: (step: GenerationProgress) => Promise<void>, log: JobLog) {
  let chain: Promise<void> = Promise.resolve();
  return {
    report: (step: GenerationProgress): Promise<void> => {
      chain = chain.then(() => write(step)).catch((err: unknown) => log.warn('handout progress not recorded:', err));
      return chain;
    },
    settled: () => chain,
  };
}

/** Handout generation also needs something that writes handouts. */
export interface HandoutJobResources extends JobResources {
  ai: HandoutGenerator;
}

/** The handout-generation job, as the workers run it; the content service writes its rows (request-handout.ts). */
export const handoutGenerationJob: JobDefinition<HandoutJobResources> = {
  queue: QUEUES.handoutGeneration,
  names: [HANDOUT_JOB_NAME],
  payload: handoutJobPayload,
  createHandler({ databaseUrl, ai, publisher, activities, log }) {
    const db = createContentDb(databaseUrl);
    const run = createHandoutJobHandler({ db, ai: withLiveAiSettings(ai, publisher), publisher, activities, log });
    return {
      process: (job, signal) => run(job, signal),
      onFailedOutsideHandler: (jobId, reason) => failLostHandout({ db, publisher, log }, jobId, reason),
      close: () => db.$disconnect(),
    };
  },
};
