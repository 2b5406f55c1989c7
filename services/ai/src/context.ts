import type { AiConfig } from '@juba/ai-provider';
import type { ViewerContext } from '@juba/platform/viewer';
import type { ConversationActivity, DraftPublisher } from './conversation/index.ts';
import type { AiDb } from './db.ts';

export interface AiContext extends ViewerContext {
  /** A function, so runtime settings (admin overrides) can be read per request. */
  currentAiConfig: () => AiConfig | Promise<AiConfig>;
  db: AiDb;
  /** The learner-progress API (practice time, the tutor's corrections); tests inject one on their own queue prefix. */
  activity: ConversationActivity;
  /** Sends the gateway drafts of the tutor's reply while a model writes it. */
  publishDraft: DraftPublisher;
}
