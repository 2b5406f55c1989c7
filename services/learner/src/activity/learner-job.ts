import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import type { LearnerDb } from '../db.ts';

/** The parts of a BullMQ job the handlers read, so tests can drive them directly. */
export interface LearnerJobRun {
  id?: string | undefined;
  name?: string;
  data: unknown;
}

export interface LearnerJobDeps {
  db: LearnerDb;
  /** The worker's clock; tests fix it. */
  now?: () => Date;
}

/**
 * Reads a learner-activity queue job against its payload contract. A payload
 * that does not match, or whose idempotency key is not the job id, can never
 * succeed, so it fails at once without retries.
 */
export function parseJobPayload<S extends z.ZodType>(
  job: LearnerJobRun,
  schema: S,
  names: { payload: string; id: string },
  idOf: (payload: z.output<S>) => string,
): z.output<S> {
  const parsed = schema.safeParse(job.data);
  if (!parsed.success) throw new UnrecoverableError(`invalid ${names.payload} payload: ${z.prettifyError(parsed.error)}`);
  const id = idOf(parsed.data);
  if (job.id !== undefined && job.id !== id) {
    throw new UnrecoverableError(`job ${job.id} carries ${names.id} ${id}; the job id must be the ${names.id} id`);
  }
  return parsed.data;
}
