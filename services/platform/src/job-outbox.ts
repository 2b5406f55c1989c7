import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEFAULT_JOB_OPTIONS, QUEUE_JOB_OPTIONS, type JobUpdate, type QueueName } from '@juba/contracts/jobs';
import { publishJobUpdate } from './job-updates.ts';
import { withRequestId } from './observability/request-context.ts';
import { withTimeout } from './timeout.ts';

/**
 * The transactional outbox for BullMQ jobs. A service that starts a job writes
 * the job's row and an outbox entry in one database transaction and answers at
 * once; a relay running in the same service puts the entries on their queues
 * whenever Redis answers and deletes them. A Redis outage therefore delays a
 * job but never loses it or fails the request. Each owning service keeps a
 * `JobOutbox` table in its own schema (see services/content/prisma/schema.prisma).
 *
 * Delivery is at least once; the job id is the row id, so BullMQ drops a
 * second add of a job it still holds, and handlers complete a row with a
 * conditional write, so a job that does run twice completes its row once.
 */

/** What a service writes beside its row, in the same transaction. */
export interface OutboxJob {
  /** The job id: the id of the row the job works on. */
  id: string;
  queue: QueueName;
  /** The BullMQ job name. */
  name: string;
  payload: unknown;
}

export interface OutboxEntry extends OutboxJob {
  createdAt: Date;
  /** Delivery attempts so far, this one included. */
  attempts: number;
}

/** A service's outbox table, as the relay uses it. */
export interface OutboxRows {
  /**
   * Up to `limit` entries of `prefix` that no other relay holds, oldest
   * first, each held for `leaseMs` (a relay that dies mid-delivery lets go of
   * its entries when the lease ends).
   */
  claim(prefix: string, limit: number, leaseMs: number): Promise<OutboxEntry[]>;
  /** Queued (or given up): gone for good. */
  remove(ids: string[]): Promise<void>;
  /** Not queued this time: offered again at the next pass, with the reason kept for operators. */
  release(ids: string[], error: string): Promise<void>;
}

/** The queue side: adds a job under its own id. */
export interface JobProducer {
  add(job: OutboxJob): Promise<void>;
  close(): Promise<void>;
}

/** The raw-SQL methods every generated Prisma client has. */
export interface RawSqlClient {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
}

/**
 * Writes the entry for `job` into a service's `JobOutbox` table; call it in
 * the transaction that writes the job's row. The request id rides in the
 * job's data (beside the payload, which handlers parse), so the worker's log
 * lines name the request.
 */
export async function writeOutboxEntry(tx: RawSqlClient, schema: string, job: OutboxJob & { payload: object }, prefix: string): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO ${outboxTable(schema)} ("id", "prefix", "queue", "name", "payload") VALUES ($1, $2, $3, $4, $5::jsonb)`,
    job.id,
    prefix,
    job.queue,
    job.name,
    JSON.stringify(withRequestId(job.payload)),
  );
}

function outboxTable(schema: string): string {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  return `"${schema}"."JobOutbox"`;
}

/**
 * OutboxRows over a service's `JobOutbox` table. Claiming is one UPDATE over
 * a `FOR UPDATE SKIP LOCKED` selection, so relays in several instances of the
 * service never claim the same entry at once, and none waits on another.
 * Times are the database's, the one clock every instance shares.
 */
export function sqlOutboxRows(db: RawSqlClient, schema: string): OutboxRows {
  const table = outboxTable(schema);
  return {
    async claim(prefix, limit, leaseMs) {
      const rows = await db.$queryRawUnsafe<(OutboxEntry & { payload: unknown })[]>(
        `UPDATE ${table} AS o SET "availableAt" = now() + $2 * interval '1 millisecond', "attempts" = o."attempts" + 1
         FROM (SELECT "id" FROM ${table} WHERE "prefix" = $1 AND "availableAt" <= now() ORDER BY "createdAt" LIMIT $3 FOR UPDATE SKIP LOCKED) AS claimed
         WHERE o."id" = claimed."id"
         RETURNING o."id", o."queue", o."name", o."payload", o."createdAt", o."attempts"`,
        prefix,
        leaseMs,
        limit,
      );
      return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    async remove(ids) {
      if (ids.length) await db.$executeRawUnsafe(`DELETE FROM ${table} WHERE "id" = ANY($1::text[])`, ids);
    },
    async release(ids, error) {
      if (ids.length)
        await db.$executeRawUnsafe(`UPDATE ${table} SET "availableAt" = now(), "lastError" = $2 WHERE "id" = ANY($1::text[])`, ids, error.slice(0, 1000));
    },
  };
}

/**
 * Adds jobs with DEFAULT_JOB_OPTIONS (and their queue's QUEUE_JOB_OPTIONS) under `prefix`. `connection` should fail
 * fast (redisForProducer); an add that Redis leaves unanswered (a paused
 * server) is still bounded by the relay's timeout.
 */
export function createJobProducer(connection: Redis, opts: { prefix: string; onError?: (err: Error) => void }): JobProducer {
  const queues = new Map<QueueName, Queue>();
  const queueFor = (name: QueueName) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection, prefix: opts.prefix });
      // An EventEmitter 'error' without a listener would crash the process on a Redis blip.
      queue.on('error', opts.onError ?? ((err) => console.warn(`${name} queue: ${err.message}`)));
      queues.set(name, queue);
    }
    return queue;
  };
  return {
    async add(job) {
      await queueFor(job.queue).add(job.name, job.payload, { ...DEFAULT_JOB_OPTIONS, ...QUEUE_JOB_OPTIONS[job.queue], jobId: job.id });
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}

export interface JobOutboxRelayOptions {
  rows: OutboxRows;
  producer: JobProducer;
  /** The BullMQ key prefix of this process (JOB_QUEUE_PREFIX); entries carry it. */
  prefix: string;
  /**
   * An entry that could not be queued for this long is given up: `expire`
   * closes its row (e.g. FAILED with a message for the learner), then the
   * entry is deleted. Each service picks the age after which a late job would
   * surprise its user more than a failure.
   */
  maxAgeMs: number;
  expire(entry: OutboxEntry): Promise<void>;
  /** Entries of these queues are never given up, however long Redis stays away (an account erasure must happen). */
  neverGivenUp?: QueueName[];
  /** How often entries left by an outage or a crash are looked for. */
  sweepIntervalMs?: number;
  /** One add that Redis does not answer within this is retried at a later pass. */
  addTimeoutMs?: number;
  batchSize?: number;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface JobOutboxRelay {
  readonly prefix: string;
  /** Call once the transaction that wrote entries has committed: they are queued now, not at the next sweep. */
  wake(): void;
  /** Stops sweeping and waits for a pass under way. */
  stop(): Promise<void>;
}

export function startJobOutboxRelay(opts: JobOutboxRelayOptions): JobOutboxRelay {
  const { rows, producer, prefix } = opts;
  const addTimeoutMs = opts.addTimeoutMs ?? 5000;
  const batchSize = opts.batchSize ?? 100;
  const log = opts.log ?? console;
  // Longer than any pass can take, so an entry is never claimed twice while one relay still holds it.
  const leaseMs = 6 * addTimeoutMs;

  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /** One batch; true when it was full, so more may be waiting. */
  async function pass(): Promise<boolean> {
    const entries = await rows.claim(prefix, batchSize, leaseMs);
    const expired = entries.filter((e) => Date.now() - e.createdAt.getTime() > opts.maxAgeMs && !opts.neverGivenUp?.includes(e.queue as QueueName));
    for (const entry of expired) {
      log.error(`job ${entry.id} (${entry.queue}) could not be queued for ${Math.round(opts.maxAgeMs / 1000)} s after ${entry.attempts} attempt(s); giving up`);
      await opts.expire(entry);
    }
    await rows.remove(expired.map((e) => e.id));

    const due = entries.filter((e) => !expired.includes(e));
    const outcomes = await Promise.allSettled(due.map((e) => withTimeout(producer.add(e), addTimeoutMs, `queueing job ${e.id}`)));
    const queued = due.filter((_, i) => outcomes[i]!.status === 'fulfilled');
    const failed = due.filter((_, i) => outcomes[i]!.status === 'rejected');
    await rows.remove(queued.map((e) => e.id));
    if (failed.length) {
      const firstError = (outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason as unknown;
      const reason = firstError instanceof Error ? firstError.message : String(firstError);
      log.warn(`${failed.length} job(s) not queued yet (${reason}); retrying at the next pass`);
      await rows.release(
        failed.map((e) => e.id),
        reason,
      );
    }
    return entries.length === batchSize && failed.length === 0;
  }

  async function drain() {
    do {
      again = false;
      try {
        again = (await pass()) || again;
      } catch (err) {
        log.error('job outbox relay pass failed; retrying at the next sweep:', err);
      }
    } while (again && !stopped);
    running = undefined;
  }

  function wake() {
    if (stopped) return;
    if (running !== undefined) again = true;
    else running = drain();
  }

  const sweep = setInterval(wake, opts.sweepIntervalMs ?? 1000);
  sweep.unref();
  wake();

  return {
    prefix,
    wake,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await running;
    },
  };
}

/**
 * The relay a service runs beside its outbox table (`"<schema>"."JobOutbox"`),
 * with a producer of its own on `redis` that stopping the relay closes. An
 * entry given up is closed by `closeRow` (which answers the FAILED update for
 * the row it closed, or null when there was none left to close) and announced
 * on `redis` without waiting: Redis has been away for long, and the browser's
 * re-read of the row shows the failure if the push is lost.
 */
export function startServiceJobRelay(
  opts: { db: RawSqlClient; schema: string; redis: Redis; closeRow(entry: OutboxEntry): Promise<JobUpdate | null> } & Omit<
    JobOutboxRelayOptions,
    'rows' | 'producer' | 'expire'
  >,
): JobOutboxRelay {
  const { db, schema, redis, closeRow, ...relayOptions } = opts;
  const log = opts.log ?? console;
  const producer = createJobProducer(redis, { prefix: opts.prefix });
  const expire = async (entry: OutboxEntry) => {
    const update = await closeRow(entry);
    if (update) publishJobUpdate(redis, update).catch((err: unknown) => log.warn(`job ${entry.id}: FAILED not announced:`, err));
  };
  const relay = startJobOutboxRelay({ ...relayOptions, rows: sqlOutboxRows(db, schema), producer, expire });
  return {
    ...relay,
    async stop() {
      await relay.stop();
      await producer.close();
    },
  };
}
