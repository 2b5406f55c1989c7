import { QUEUES, handoutJobPayload, type HandoutJobPayload } from '@juba/contracts/jobs';
import type { ActivityRecorder } from '@juba/platform/activity';
import type { JobResources } from '@juba/platform/job-definition';
import { rowJobDefinition, type RowJob, type RowJobDeps } from '@juba/platform/row-job';
import { failsOnEveryAttempt, materialSchema, type HandoutGenerator, type Material } from '@juba/ai-provider';
import { withLiveAiSettings } from '@juba/ai-provider/live-settings';
import { createContentDb, type ContentDb } from '../db.ts';
import { HANDOUT_MESSAGES } from './messages.ts';
import { HANDOUT_JOB_NAME, handoutRows, type HandoutRow } from './store.ts';

export interface HandoutJobDeps extends RowJobDeps<ContentDb> {
  ai: HandoutGenerator;
  /** The learner-progress API: a completed handout counts as the learner's activity. */
  activities: Pick<ActivityRecorder, 'record'>;
}

/**
 * Generating a handout earns flow points but no practice minutes: the
 * learner has not studied it yet, only asked for it.
 */
export const HANDOUT_FLOW_POINTS = 10;

function handoutActivity(handout: { id: string; userId: string }, material: Pick<Material, 'title'>, completedAt: Date) {
  return {
    activityId: `handout-${handout.id}`,
    userId: handout.userId,
    kind: 'handout' as const,
    title: `Apostila gerada: ${material.title}`.slice(0, 200),
    minutes: 0,
    flowPoints: HANDOUT_FLOW_POINTS,
    occurredAt: completedAt.toISOString(),
  };
}

/** Generates one handout's material (@juba/platform/row-job runs its lifecycle). */
export const handoutJob: RowJob<'handoutId', HandoutJobPayload, HandoutRow, Material, ContentDb, HandoutJobDeps> = {
  queue: QUEUES.handoutGeneration,
  name: HANDOUT_JOB_NAME,
  payload: handoutJobPayload,
  idKey: 'handoutId',
  names: { job: 'handout', payload: 'handout job', id: 'handout' },
  messages: HANDOUT_MESSAGES,
  rows: handoutRows,
  async work({ payload, progress, signal }, { ai }) {
    return materialSchema.parse(await ai.generateHandout(payload.level, { onProgress: progress, signal }));
  },
  async afterCompletion({ row, result, completedAt }, { activities }) {
    await activities.record(handoutActivity(row, result, completedAt));
  },
  storedCompletion(row) {
    const material = materialSchema.safeParse(row.material);
    return material.success ? { row, result: material.data, completedAt: row.completedAt ?? row.updatedAt } : null;
  },
  isPermanent: failsOnEveryAttempt,
};

/** Handout generation also needs something that writes handouts. */
export interface HandoutJobResources extends JobResources {
  ai: HandoutGenerator;
}

/** The handout-generation job, as the workers run it; the content service writes its rows (request-handout.ts). */
export const handoutGenerationJob = rowJobDefinition(handoutJob, ({ databaseUrl, ai, publisher, activities, log }: HandoutJobResources) => ({
  db: createContentDb(databaseUrl),
  ai: withLiveAiSettings(ai, publisher),
  publisher,
  activities,
  log,
}));
