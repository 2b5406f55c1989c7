import type { ViewerContext } from '@juba/platform/viewer';
import type { IdentityDb } from './db.ts';
import type { PrivacyConfig } from './privacy/config.ts';

export interface IdentityContext extends ViewerContext {
  db: IdentityDb;
  /** The operator and contact the privacy notice names (PRIVACY_* variables). */
  privacy: PrivacyConfig;
}
