import type { JobDefinition, JobResources } from '@juba/platform/job-definition';
import type { HandoutGenerator } from '@juba/ai-provider';
import { handoutGenerationJob } from '@juba/content/jobs';
import { activityJob, errorPatternsJob } from '@juba/learner/jobs';

/** What this process can give a job type: the pool's common resources and the AI, made only for a job type that uses it. */
export interface WorkerResources extends JobResources {
  ai: HandoutGenerator;
}

/**
 * Every job type the workers run, each defined by the service that owns its
 * rows and exported through its `./jobs` entry point. A new job type
 * (phonetic analysis, plan generation) is one more entry; WORKER_QUEUES then accepts its queue.
 */
export const JOBS: readonly JobDefinition<WorkerResources>[] = [handoutGenerationJob, activityJob, errorPatternsJob];

/** The queues of JOBS, each once, in order. */
export const HANDLED_QUEUES = [...new Set(JOBS.map((job) => job.queue))];
