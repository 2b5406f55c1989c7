import { tooManyRequests } from './errors.ts';
import { writeOutboxEntry, type OutboxJob, type RawSqlClient } from './job-outbox.ts';

/** One service's request for a row-backed job, as `admitPendingJobRow` writes it. */
export interface PendingJobRequest<Row extends { id: string }> {
  /** The owning service's schema, whose `JobOutbox` table takes the entry. */
  schema: string;
  /** Names what the lock serialises, e.g. one learner's handouts. */
  lockKey: string;
  /** How many rows of this learner count against the limit, and when the oldest was asked for. */
  countInFlight(): Promise<{ count: number; oldest?: Date | null }>;
  /** At `max` rows in flight a request is refused (TOO_MANY_REQUESTS) with `message`. */
  limit: { max: number; message: string; retryAfterSeconds(oldest: Date | null): number };
  /** Writes the PENDING row (and whatever must exist beside it). */
  insert(): Promise<Row>;
  /** The job that works on the row; its id is the row's. */
  job(row: Row): Omit<OutboxJob, 'id'> & { payload: object };
  /** The BullMQ key prefix of this process; only a relay with the same prefix queues the entry. */
  queuePrefix: string;
}

/**
 * Writes a PENDING row and, in the same transaction `tx`, the outbox entry
 * the relay turns into its job (job-outbox.ts): the request never waits on
 * Redis, and a job can neither exist without its row nor be lost once the
 * row exists. The count and the insert run under a per-learner advisory lock,
 * so parallel requests cannot slip past the limit together.
 */
export async function admitPendingJobRow<Row extends { id: string }>(tx: RawSqlClient, request: PendingJobRequest<Row>): Promise<Row> {
  await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock(hashtext($1))', request.lockKey);
  const active = await request.countInFlight();
  if (active.count >= request.limit.max) throw tooManyRequests(request.limit.message, request.limit.retryAfterSeconds(active.oldest ?? null));
  const row = await request.insert();
  await writeOutboxEntry(tx, request.schema, { id: row.id, ...request.job(row) }, request.queuePrefix);
  return row;
}
