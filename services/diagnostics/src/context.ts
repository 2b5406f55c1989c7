import type { Redis } from 'ioredis';
import type { ActivityRecorder } from '@juba/platform/activity';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import type { ViewerContext } from '@juba/platform/viewer';
import type { DiagnosticsDb } from './db.ts';

export interface DiagnosticsContext extends ViewerContext {
  db: DiagnosticsDb;
  /** The learner-progress API; tests inject one on their own queue prefix. */
  activity: Pick<ActivityRecorder, 'record'>;
  /** Where phonetic analyses leave their jobs: the outbox prefix, and a nudge to the relay once committed. */
  jobOutbox: Pick<JobOutboxRelay, 'prefix' | 'wake'>;
  /** A subscriber-mode connection: the lab's mutation waits on its job's updates. */
  subscriber: Redis;
}
