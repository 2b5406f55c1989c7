import type { Redis } from 'ioredis';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import type { ViewerContext } from '@juba/platform/viewer';
import type { ContentDb } from './db.ts';

export interface ContentContext extends ViewerContext {
  db: ContentDb;
  /** Where requests leave their jobs: the outbox prefix, and a nudge to the relay once committed. */
  jobOutbox: Pick<JobOutboxRelay, 'prefix' | 'wake'>;
  /** Where live config keys are mirrored for other services (@juba/platform/live-config). */
  redis: Redis;
}
