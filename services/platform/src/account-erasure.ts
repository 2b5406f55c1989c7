import { QUEUES, accountErasedJobId, accountErasedPayload, type ErasingService } from '@juba/contracts/jobs';
import { parseJobPayload, type JobDefinition, type JobResources } from './job-definition.ts';

/** One service's part of an erasure: delete every row of the learner in its own schema; deleting again deletes nothing. */
export interface LearnerRowsEraser {
  erase(userId: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * The account-erased event as one service handles it: a job named after the
 * service on the account-erased queue, retried until done
 * (QUEUE_JOB_OPTIONS). Its outcome is a count, never the learner's id: a
 * finished job leaves nothing of them in Redis.
 */
export function accountErasedJob<Resources extends JobResources = JobResources>(
  service: ErasingService,
  open: (resources: Resources) => LearnerRowsEraser,
): JobDefinition<Resources> {
  return {
    queue: QUEUES.accountErased,
    names: [service],
    payload: accountErasedPayload,
    createHandler(resources) {
      const eraser = open(resources);
      return {
        async process(job) {
          const event = parseJobPayload(job, accountErasedPayload, { payload: 'account erasure', id: 'erasure' }, (e) =>
            accountErasedJobId(e.erasureId, e.service),
          );
          return { deleted: await eraser.erase(event.userId) };
        },
        close: () => eraser.close(),
      };
    },
  };
}
