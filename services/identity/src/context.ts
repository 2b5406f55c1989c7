import type { ViewerContext } from '@juba/platform/viewer';
import type { IdentityDb } from './db.ts';

export interface IdentityContext extends ViewerContext {
  db: IdentityDb;
}
