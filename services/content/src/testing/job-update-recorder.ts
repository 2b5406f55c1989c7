import type { Redis } from 'ioredis';
import { vi } from 'vitest';
import type { JobUpdate } from '@juba/contracts/jobs';
import { listenForJobUpdates } from '@juba/platform/job-updates';

/** Records what workers publish for one job, as a learner's browser would receive it. */
export async function recordJobUpdates(subscriber: Redis, jobId: string) {
  const updates: JobUpdate[] = [];
  const stop = await listenForJobUpdates(subscriber, jobId, (update) => updates.push(update));
  return {
    updates,
    stop,
    /** Waits (bounded) until an update matching `match` arrived. */
    async until(match: (update: JobUpdate) => boolean, timeout = 20_000): Promise<JobUpdate> {
      return vi.waitFor(
        () => {
          const found = updates.find(match);
          if (!found) throw new Error(`no matching update for ${jobId} yet; got ${JSON.stringify(updates.map((u) => u.status))}`);
          return found;
        },
        { timeout, interval: 20 },
      );
    },
  };
}
