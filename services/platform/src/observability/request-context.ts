import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id: made at the gateway (or taken from a valid incoming
 * `x-request-id`), sent to the subgraphs in the same header, and carried in
 * the data of the jobs a request starts, so the log lines of one learner's
 * click share one id from the gateway to the worker that finished the job.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Where a job carries it (top level of the job data; payload schemas strip unknown keys, so handlers never see it). */
export const JOB_REQUEST_ID_KEY = 'requestId';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/** A caller's id is kept only when it is short and plain (a log reader must not be fed control characters or megabytes). */
const VALID = /^[A-Za-z0-9._:-]{1,128}$/;

export function validRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && VALID.test(value) ? value : undefined;
}

/** The incoming header when it is valid, a fresh UUID otherwise. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return validRequestId(header) ?? randomUUID();
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `fn` (and everything it starts) under this request id. */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return requestId ? storage.run({ requestId }, fn) : fn();
}

/** A job's data with the current request id beside the payload, for a producer running inside a request. */
export function withRequestId<T extends object>(payload: T): T {
  const requestId = currentRequestId();
  return requestId ? { ...payload, [JOB_REQUEST_ID_KEY]: requestId } : payload;
}

/** The request id a job's data carries, if a valid one. */
export function requestIdOfJob(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null ? validRequestId((data as Record<string, unknown>)[JOB_REQUEST_ID_KEY]) : undefined;
}
