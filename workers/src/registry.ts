import type { ActivityRecorder } from '@juba/platform/activity';
import type { JobDefinition, JobResources } from '@juba/platform/job-definition';
import type { HandoutGenerator, PlanActivityGenerator } from '@juba/ai-provider';
import { aiAccountErasedJob } from '@juba/ai/jobs';
import { contentAccountErasedJob, handoutGenerationJob } from '@juba/content/jobs';
import { diagnosticsAccountErasedJob, phoneticAnalysisJob } from '@juba/diagnostics/jobs';
import { dataExportJob, identityAccountErasedJob, type AskServicePart, type ProviderAccounts } from '@juba/identity/jobs';
import { activityJob, errorPatternsJob, learnerAccountErasedJob, planGenerationJob } from '@juba/learner/jobs';
import type { PronunciationScorer } from '@juba/speech/types';

/** The AI the generation job types use: handouts and the adaptive plan's activities. */
export type WorkerAi = HandoutGenerator & PlanActivityGenerator;

/**
 * What this process can give a job type: the pool's common resources, and
 * the AI, the pronunciation scorer and the services' export parts, each made
 * only for a job type that uses it.
 */
export interface WorkerResources extends JobResources {
  activities: Pick<ActivityRecorder, 'record' | 'recordErrorPatterns'>;
  ai: WorkerAi;
  scorer: PronunciationScorer;
  askServicePart: AskServicePart;
  /** The BullMQ key prefix (JOB_QUEUE_PREFIX): an erasure drops the learner's jobs under it. */
  queuePrefix: string;
  /** Where an erasure deletes the learner's sign-in account. */
  providerAccounts: ProviderAccounts;
}

/**
 * Every job type the workers run, each defined by the service that owns its
 * rows and exported through its `./jobs` entry point. A new job type is one
 * more entry; WORKER_QUEUES then accepts its queue.
 */
export const JOBS: readonly JobDefinition<WorkerResources>[] = [
  handoutGenerationJob,
  planGenerationJob,
  phoneticAnalysisJob,
  activityJob,
  errorPatternsJob,
  dataExportJob,
  identityAccountErasedJob,
  learnerAccountErasedJob,
  diagnosticsAccountErasedJob,
  contentAccountErasedJob,
  aiAccountErasedJob,
];

/** The queues of JOBS, each once, in order. */
export const HANDLED_QUEUES = [...new Set(JOBS.map((job) => job.queue))];
