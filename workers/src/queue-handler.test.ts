import { UnrecoverableError, type Job } from 'bullmq';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { QUEUES } from '@juba/contracts/jobs';
import type { JobDefinition, JobResources } from '@juba/platform/job-definition';
import { openQueueHandler } from './queue-handler.ts';

const resources = { databaseUrl: 'postgresql://unused', log: console } as unknown as JobResources;
const job = (name: string) => ({ id: 'job-1', name, data: {} }) as Job;

function jobType(names: string[], withRowToClose: boolean) {
  const handler = {
    process: vi.fn(async () => names[0]),
    ...(withRowToClose ? { onFailedOutsideHandler: vi.fn(async () => true), warm: vi.fn(async () => {}) } : {}),
    close: vi.fn(async () => {}),
  };
  const definition: JobDefinition = { queue: QUEUES.learnerActivity, names, payload: z.object({}), createHandler: () => handler };
  return { definition, handler };
}

describe('openQueueHandler', () => {
  it('runs each job with the handler of the job type that claims its name', async () => {
    const reports = jobType(['practice', 'challenge'], false);
    const mistakes = jobType(['error-patterns'], false);
    const queue = openQueueHandler(QUEUES.learnerActivity, [reports.definition, mistakes.definition], resources);

    expect(await queue.process(job('challenge'))).toBe('practice');
    expect(await queue.process(job('error-patterns'))).toBe('error-patterns');
    expect(reports.handler.process).toHaveBeenCalledTimes(1);
    expect(mistakes.handler.process).toHaveBeenCalledTimes(1);
  });

  it('fails a job whose name no job type claims at once, without retries, naming the ones there are', async () => {
    const queue = openQueueHandler(QUEUES.learnerActivity, [jobType(['practice'], false).definition, jobType(['error-patterns'], false).definition], resources);

    const failure = queue.process(job('homework'));
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(failure).rejects.toThrow('unknown job "homework" on the learner-activity queue: expected practice, error-patterns');
  });

  it('lets every job type on the queue close its row when the queue fails a job outside a handler, and closes them all', async () => {
    const withRows = jobType(['generate-handout'], true);
    const withoutRows = jobType(['practice'], false);
    const queue = openQueueHandler(QUEUES.learnerActivity, [withRows.definition, withoutRows.definition], resources);

    await queue.onFailedOutsideHandler!('job-1', 'job stalled more than allowable limit');
    expect(withRows.handler.onFailedOutsideHandler).toHaveBeenCalledWith('job-1', 'job stalled more than allowable limit');
    await queue.close();
    expect(withRows.handler.close).toHaveBeenCalledTimes(1);
    expect(withoutRows.handler.close).toHaveBeenCalledTimes(1);
  });

  it('warms the job types that have something to open before their first job, and passes over the others', async () => {
    const withRows = jobType(['generate-handout'], true);
    const withoutRows = jobType(['practice'], false);
    const queue = openQueueHandler(QUEUES.learnerActivity, [withRows.definition, withoutRows.definition], resources);

    await queue.warm!();
    expect(withRows.handler.warm).toHaveBeenCalledTimes(1);
    expect(withRows.handler.process).not.toHaveBeenCalled();
  });

  it('refuses a queue no job type runs on', () => {
    expect(() => openQueueHandler(QUEUES.handoutGeneration, [], resources)).toThrow('no job type runs on queue handout-generation');
  });
});
