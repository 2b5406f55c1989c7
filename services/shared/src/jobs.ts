import { z } from 'zod';

/**
 * Slow work runs as BullMQ jobs, one queue per job type, so operators can
 * scale each kind of worker on its own. The job id is always the id of the
 * durable row the owning service wrote before enqueueing.
 */
export const QUEUES = {
  phoneticAnalysis: 'phonetic-analysis',
  planGeneration: 'plan-generation',
  handoutGeneration: 'handout-generation',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const HANDOUT_LEVELS = ['basico', 'intermediario', 'avancado'] as const;
export type HandoutLevel = (typeof HANDOUT_LEVELS)[number];

export const handoutJobPayload = z.object({
  handoutId: z.string().uuid(),
  ownerId: z.string().min(1),
  level: z.enum(HANDOUT_LEVELS),
});
export type HandoutJobPayload = z.infer<typeof handoutJobPayload>;

export const JOB_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a worker publishes while a job moves; the gateway relays it to the job's owner only. */
export interface JobUpdate {
  jobId: string;
  ownerId: string;
  queue: QueueName;
  status: JobStatus;
  /** 0..100 */
  progress: number;
  /** A short Portuguese line for the learner, e.g. the current stage. */
  message: string | null;
}

export const jobUpdateChannel = (jobId: string) => `juba:job-updates:${jobId}`;

/** Retries with exponential backoff; completed jobs are trimmed, failed ones kept for inspection. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
} as const;
