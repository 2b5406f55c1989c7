import type { ActivityRecorder } from '@juba/platform/activity';
import type { ViewerContext } from '@juba/platform/viewer';
import type { DiagnosticsDb } from './db.ts';

export interface DiagnosticsContext extends ViewerContext {
  db: DiagnosticsDb;
  /** The learner-progress API; tests inject one on their own queue prefix. */
  activity: Pick<ActivityRecorder, 'record'>;
}
