import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  DEFAULT_JOB_OPTIONS,
  ERROR_PATTERNS_JOB,
  QUEUES,
  errorPatternsPayload,
  learnerActivityPayload,
  type ErrorPatternsReport,
  type LearnerActivity,
} from '@juba/contracts/jobs';
import { withRequestId } from './observability/request-context.ts';

/**
 * The producer side of the learner-progress API. Any service that sees a
 * learner do something reports it here; the learner service's handler
 * (services/learner/src/activity/) turns it into progress, streaks and points.
 */
export function createActivityRecorder(connection: Redis, opts: { prefix: string }) {
  const queue = new Queue(QUEUES.learnerActivity, { connection, prefix: opts.prefix });
  // A lost Redis connection surfaces as a rejected record() for its caller; without a listener BullMQ would also print it unhandled.
  queue.on('error', (err) => console.warn(`learner-activity queue: ${err.message}`));
  return {
    async record(activity: LearnerActivity) {
      const payload = learnerActivityPayload.parse(activity);
      await queue.add(payload.kind, withRequestId(payload), { ...DEFAULT_JOB_OPTIONS, jobId: payload.activityId });
    },
    /** Mistakes the learner made; the learner service turns them into error patterns for review. */
    async recordErrorPatterns(report: ErrorPatternsReport) {
      const payload = errorPatternsPayload.parse(report);
      await queue.add(ERROR_PATTERNS_JOB, withRequestId(payload), { ...DEFAULT_JOB_OPTIONS, jobId: payload.reportId });
    },
    close: () => queue.close(),
  };
}

export type ActivityRecorder = ReturnType<typeof createActivityRecorder>;
