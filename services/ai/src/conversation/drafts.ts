import { tutorDraftChannel, type TutorReplyDraft } from '@juba/shared/conversation';

/** Announces a draft of the tutor's reply to the gateway, which relays it to the conversation's owner. */
export type DraftPublisher = (draft: TutorReplyDraft) => Promise<unknown>;

/** The one Redis command drafts need (an ioredis client fits). */
export interface RedisPublisher {
  publish(channel: string, message: string): Promise<unknown>;
}

export function redisDraftPublisher(redis: RedisPublisher): DraftPublisher {
  return (draft) => redis.publish(tutorDraftChannel(draft.conversationId), JSON.stringify(draft));
}

/**
 * The onDraft of one tutor reply. Drafts are only a preview, so each is sent
 * without waiting: the learner's reply never waits on Redis, and a Redis that
 * refuses them is logged once for the reply rather than once per draft.
 */
export function publishDrafts(publish: DraftPublisher, conversationId: string, ownerId: string, log: Pick<Console, 'warn'> = console) {
  let warned = false;
  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    log.warn(`Conversation ${conversationId}: drafts of the tutor's reply could not be published:`, error);
  };
  return (text: string) => {
    try {
      publish({ conversationId, ownerId, text }).catch(warnOnce);
    } catch (error) {
      warnOnce(error);
    }
  };
}
