import { z } from 'zod';
import { DIAGNOSTIC_LEVELS } from './diagnostic-level.ts';

/**
 * Slow work runs as BullMQ jobs. Each queue has its own workers, so operators
 * can scale each kind of work on its own; job types that belong together
 * share one (the learner-progress reports), told apart by job name. A queue
 * is added with the first job type that uses it. The job id is always the id
 * of the durable row the owning service wrote before enqueueing.
 */
export const QUEUES = {
  handoutGeneration: 'handout-generation',
  /** The one learner-progress API: every service reports what a learner did here. */
  learnerActivity: 'learner-activity',
  /** Pronunciation scoring (sentences and the lab's sounds), run by the speech workers. */
  phoneticAnalysis: 'phonetic-analysis',
  /** The adaptive plan's activities, written by the AI provider. */
  planGeneration: 'plan-generation',
  /** 'Baixar meus dados': everything Juba holds about a learner, gathered from every service into one file. */
  dataExport: 'data-export',
  /** 'Excluir minha conta': one job per service, each deleting the learner's rows in its own schema. */
  accountErased: 'account-erased',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const HANDOUT_LEVELS = ['basico', 'intermediario', 'avancado'] as const;
export type HandoutLevel = (typeof HANDOUT_LEVELS)[number];

/**
 * A row job's payload: its row's id field and the learner's userId. Jobs
 * queued before the learner was called userId everywhere (issue 22) name it
 * ownerId; they are read under the new name, so an upgrade does not fail them.
 */
function rowJobPayload<Shape extends z.ZodRawShape>(shape: Shape) {
  const object = z.object({ ...shape, userId: z.string().min(1) });
  return z.preprocess((data) => (isRecord(data) && !('userId' in data) && 'ownerId' in data ? { ...data, userId: data.ownerId } : data), object);
}

const isRecord = (data: unknown): data is Record<string, unknown> => typeof data === 'object' && data !== null;

export const handoutJobPayload = rowJobPayload({
  handoutId: z.string().uuid(),
  level: z.enum(HANDOUT_LEVELS),
});
export type HandoutJobPayload = z.infer<typeof handoutJobPayload>;

/** The recording is in the session's row (the diagnostics service's PhoneticAudio), not in Redis. */
export const phoneticAnalysisPayload = rowJobPayload({
  sessionId: z.string().uuid(),
});
export type PhoneticAnalysisPayload = z.infer<typeof phoneticAnalysisPayload>;

/** The plan, the learner's level and recent mistakes are read from the learner service's rows when the job runs. */
export const planGenerationPayload = rowJobPayload({
  generationId: z.string().uuid(),
  planId: z.string().uuid(),
});
export type PlanGenerationPayload = z.infer<typeof planGenerationPayload>;

/** Each service's part is asked of that service when the job runs (the identity service owns the export's row). */
export const dataExportPayload = rowJobPayload({
  exportId: z.string().uuid(),
});
export type DataExportPayload = z.infer<typeof dataExportPayload>;

/** The services that keep rows about a learner, each handling the account-erased event for its own schema. */
export const ERASING_SERVICES = ['identity', 'learner', 'diagnostics', 'content', 'ai'] as const;
export type ErasingService = (typeof ERASING_SERVICES)[number];

/** The account-erased event as each service receives it: its BullMQ job name is the service's name. */
export const accountErasedPayload = z.object({
  erasureId: z.string().uuid(),
  userId: z.string().min(1),
  service: z.enum(ERASING_SERVICES),
});
export type AccountErasedPayload = z.infer<typeof accountErasedPayload>;

/** One job id per service and erasure, with nothing of the learner in it. */
export const accountErasedJobId = (erasureId: string, service: ErasingService) => `erase-${erasureId}-${service}`;

export const JOB_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a worker publishes while a job moves; the gateway relays it to the job's owner only. */
export interface JobUpdate {
  jobId: string;
  userId: string;
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

/**
 * Queues whose jobs are added with other options. An erasure is retried
 * until done, and leaves nothing of the learner in Redis once done.
 */
export const QUEUE_JOB_OPTIONS: Partial<Record<QueueName, object>> = {
  [QUEUES.accountErased]: { attempts: 25, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: true, removeOnFail: { age: 30 * 24 * 3600 } },
};

export const ACTIVITY_KINDS = ['diagnostic', 'handout', 'challenge', 'conversation', 'practice'] as const;
export const SKILLS = ['pronunciation', 'speaking', 'listening', 'vocabulary'] as const;

/**
 * What a service reports when a learner did something. `activityId` is the
 * idempotency key (and the BullMQ job id): reporting the same activity twice
 * counts it once. BullMQ ids may not contain ':', so use e.g. `handout-<uuid>`.
 */
export const learnerActivityPayload = z.object({
  activityId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
  userId: z.string().min(1).max(200),
  kind: z.enum(ACTIVITY_KINDS),
  /** Shown in the learner's recent activity, in Portuguese. */
  title: z.string().min(1).max(200),
  minutes: z.number().int().min(0).max(240),
  /**
   * How long the practice session lasted, when the producer measured it (a
   * conversation, a challenge). Admin analytics count an activity with a
   * duration as a practice session; without one, minutes x 60 is assumed.
   */
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(4 * 3600)
    .optional(),
  flowPoints: z.number().int().min(0).max(10_000),
  /** Skill scores 0..100 measured by this activity, e.g. pronunciation accuracy. */
  skills: z.partialRecord(z.enum(SKILLS), z.number().min(0).max(100)).default({}),
  /** Present on a completed placement diagnostic. */
  diagnostic: z
    .object({
      level: z.enum(DIAGNOSTIC_LEVELS),
      strengthAreas: z.array(z.string().max(50)).max(10),
      weaknessAreas: z.array(z.string().max(50)).max(10),
    })
    .optional(),
  /** Present on a Linguistic Diagnostic: its areas join the learner's profile, the areas it measured taking its verdict. */
  linguisticDiagnostic: z
    .object({
      strengthAreas: z.array(z.string().max(50)).max(10),
      weaknessAreas: z.array(z.string().max(50)).max(10),
    })
    .optional(),
  /** ISO timestamp of when it happened; streaks count the learner's days from it. */
  occurredAt: z.string().datetime(),
});
export type LearnerActivity = z.input<typeof learnerActivityPayload>;

/** Spec part 2 §3 Error pattern types: what the error scheduler reviews. */
export const ERROR_TYPES = ['grammar', 'pronunciation', 'vocabulary', 'cultural'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/**
 * Mistakes a service saw a learner make (the tutor's corrections, later the
 * phonetic lab's), reported on the learner-activity queue as a job named
 * ERROR_PATTERNS_JOB. The learner service keeps one pattern per
 * (learner, type, specificError) and counts its occurrences. `reportId` is the
 * idempotency key (and the job id), like activityId.
 */
export const ERROR_PATTERNS_JOB = 'error-patterns';
export const errorPatternsPayload = z.object({
  reportId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
  userId: z.string().min(1).max(200),
  patterns: z
    .array(
      z.object({
        errorType: z.enum(ERROR_TYPES),
        /** What the learner said or wrote, e.g. "I have 25 years". */
        specificError: z.string().trim().min(1).max(200),
        /** The right form, e.g. "I am 25 years old". */
        correctForm: z.string().trim().min(1).max(200),
        /** The sentence it was seen in. */
        context: z.string().trim().max(500).optional(),
      }),
    )
    .min(1)
    .max(10),
  occurredAt: z.string().datetime(),
});
export type ErrorPatternsReport = z.input<typeof errorPatternsPayload>;
