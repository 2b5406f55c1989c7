import type { Redis } from 'ioredis';
import { tutorDraftChannel, tutorReplyDraftSchema, type TutorReplyDraft } from '@juba/contracts/tutor-drafts';
import { isFinalJobStatus, jobUpdateSchema, waitForFinalJob } from '@juba/platform/job-updates';
import { jobUpdateChannel, type JobUpdate } from '@juba/contracts/jobs';
import { ownedMessages } from './owned-messages.ts';

/** Pub/sub may drop a completion published while the subscriber reconnects; a REST caller re-reads this often. */
const REST_POLL_INTERVAL_MS = 2000;

/**
 * One Redis subscriber connection shared by every WebSocket subscription and
 * every REST request waiting on a job; channels are joined while someone listens.
 */
export class PubSubHub {
  constructor(
    private readonly subscriber: Redis,
    private readonly restTimeoutMs: number,
  ) {}

  /** The updates of one job owned by `userId`, ending after its final status. */
  jobUpdates(jobId: string, userId: string): AsyncIterableIterator<JobUpdate> {
    return ownedMessages(this.subscriber, {
      channel: jobUpdateChannel(jobId),
      schema: jobUpdateSchema,
      userId,
      isLast: (update) => isFinalJobStatus(update.status),
    });
  }

  /**
   * The tutor's reply drafts in one conversation of `userId`. A conversation
   * goes on after a reply, so only the client ends this stream.
   */
  tutorReplyDrafts(conversationId: string, userId: string): AsyncIterableIterator<TutorReplyDraft> {
    return ownedMessages(this.subscriber, { channel: tutorDraftChannel(conversationId), schema: tutorReplyDraftSchema, userId, latestOnly: true });
  }

  /**
   * Waits, for a REST call, until a job is COMPLETED or FAILED, as `read`
   * sees it; throws JobWaitTimeoutError after the REST job timeout.
   */
  waitForJobEnd<T extends { status: string }>(jobId: string, read: () => Promise<T | null>): Promise<T> {
    return waitForFinalJob({ subscriber: this.subscriber, jobId, read, timeoutMs: this.restTimeoutMs, pollIntervalMs: REST_POLL_INTERVAL_MS });
  }
}
