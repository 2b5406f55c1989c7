import { UnrecoverableError } from 'bullmq';
import type { QueueName } from '@juba/contracts/jobs';
import type { JobDefinition, JobHandler, JobResources } from '@juba/platform/job-definition';

/**
 * One queue's handler: the handlers of the job types on it, told apart by job
 * name. A job whose name no type claims can never succeed, so it fails at
 * once without retries.
 */
export function openQueueHandler<R extends JobResources>(queue: QueueName, definitions: readonly JobDefinition<R>[], resources: R): JobHandler {
  if (definitions.length === 0) throw new Error(`no job type runs on queue ${queue}`);
  const handlers = definitions.map((definition) => definition.createHandler(resources));
  const byName = new Map(definitions.flatMap((definition, i) => definition.names.map((name) => [name, handlers[i]!] as const)));
  return {
    async process(job, signal) {
      const handler = byName.get(job.name);
      if (!handler) throw new UnrecoverableError(`unknown job "${job.name}" on the ${queue} queue: expected ${[...byName.keys()].join(', ')}`);
      return handler.process(job, signal);
    },
    // The queue's failed event names the job but not its type: each type closes the row if it is one of its own.
    async onFailedOutsideHandler(jobId, reason) {
      await Promise.all(handlers.map((handler) => handler.onFailedOutsideHandler?.(jobId, reason)));
    },
    async warm() {
      await Promise.all(handlers.map((handler) => handler.warm?.()));
    },
    async close() {
      await Promise.all(handlers.map((handler) => handler.close()));
    },
  };
}
