import type { Redis } from 'ioredis';
import type { JobOutboxRelay } from '@juba/platform/job-outbox';
import type { ViewerContext } from '@juba/platform/viewer';
import type { IdentityDb } from './db.ts';
import type { PrivacyConfig } from './privacy/config.ts';

export interface IdentityContext extends ViewerContext {
  db: IdentityDb;
  /** The operator and contact the privacy notice names (PRIVACY_* variables). */
  privacy: PrivacyConfig;
  /** Where data exports leave their jobs: the outbox prefix, and a nudge to the relay once committed. */
  jobOutbox: Pick<JobOutboxRelay, 'prefix' | 'wake'>;
  /** Where an erased account's tokens are refused (@juba/platform/erased-accounts). */
  redis: Redis;
}
