import { JobWaitTimeoutError } from '@juba/platform/job-updates';
import type { RestCall, RestResult } from './rest-route.ts';

/** The 504 message of a job whose row names none. */
export const JOB_TIMEOUT_MESSAGE = 'A geração demorou demais. Tente novamente em alguns instantes.';

export interface JobAnswer<J> {
  jobId: string;
  /** Reads the job's row; null when it is not there (or not the caller's). */
  read: () => Promise<J | null>;
  /** The answer of a completed job; undefined when it has none, which answers as a failure. */
  result: (job: J) => unknown;
  /** The 502 message when the job failed without saying why. */
  failureMessage: string;
  /** The 504 message when the job outlasts the gateway's wait. */
  timeoutMessage?: string;
}

/**
 * The spec's REST calls that start a job (a handout, a phonetic analysis, a
 * plan's activities) answer with what it made, not with its id: they wait for
 * the job to end, then answer 200 with its result, 502 when it failed, or 504
 * when it outlasts the gateway's wait (the job goes on; the screens follow it
 * with jobUpdates instead).
 */
export async function answerWhenJobEnds<J extends { status: string; error: string | null }>(call: RestCall, job: JobAnswer<J>): Promise<RestResult> {
  let ended: J;
  try {
    ended = await call.waitForJobEnd(job.jobId, job.read);
  } catch (err) {
    if (err instanceof JobWaitTimeoutError) return { status: 504, json: { message: job.timeoutMessage ?? JOB_TIMEOUT_MESSAGE } };
    throw err;
  }
  const result = ended.status === 'COMPLETED' ? job.result(ended) : undefined;
  return result === undefined ? { status: 502, json: { message: ended.error ?? job.failureMessage } } : { json: result };
}
