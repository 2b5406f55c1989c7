import type { Redis } from 'ioredis';
import type { ViewerContext } from '@juba/shared/viewer';
import type { ContentDb } from './db.ts';
import type { HandoutQueue } from './handouts/queue.ts';

export interface ContentContext extends ViewerContext {
  db: ContentDb;
  handoutQueue: HandoutQueue;
  /** Where live config keys are mirrored for other services (@juba/shared/live-config). */
  redis: Redis;
}
