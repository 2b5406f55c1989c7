import type { AiConfig } from '@juba/ai-provider';
import type { ViewerContext } from '@juba/platform/viewer';
import type { ChatActivity, DraftPublisher } from './chat/index.ts';
import type { AiDb } from './db.ts';

export interface AiContext extends ViewerContext {
  /** A function, so runtime settings (admin overrides) can be read per request. */
  currentAiConfig: () => AiConfig | Promise<AiConfig>;
  db: AiDb;
  /** The learner-progress API (practice time, the chat partners' corrections); tests inject one on their own queue prefix. */
  activity: ChatActivity;
  /** Sends the gateway drafts of a chat partner's reply (tutor or Socratic) while a model writes it. */
  publishDraft: DraftPublisher;
}
