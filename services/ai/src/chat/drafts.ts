import type { Publisher } from '@juba/platform/redis';
import { tutorDraftChannel, type TutorReplyDraft } from '@juba/contracts/tutor-drafts';

/**
 * Announces a draft of a chat partner's reply (the tutor's, the Socratic
 * partner's) to the gateway, which relays it to the chat's owner on the
 * chat's channel: a tutor conversation's or a Socratic session's id.
 */
export type DraftPublisher = (draft: TutorReplyDraft) => Promise<unknown>;

export function redisDraftPublisher(redis: Publisher): DraftPublisher {
  return (draft) => redis.publish(tutorDraftChannel(draft.conversationId), JSON.stringify(draft));
}

/**
 * Each draft is the whole reply so far, so publishing every token would send
 * the reply's length squared in bytes; a screen needs no more than a few
 * updates a second.
 */
export const DRAFT_PUBLISH_INTERVAL_MS = 100;

export interface ReplyDrafts {
  /** The model's onDraft. */
  onDraft: (text: string) => void;
  /** Publishes the draft the throttle still holds, at once; later drafts are dropped. */
  flush: () => void;
  /** Drops the draft the throttle still holds, and later ones. */
  cancel: () => void;
}

/**
 * The drafts of one reply. The first is published at once, then at
 * most one every DRAFT_PUBLISH_INTERVAL_MS, always the newest: a timer
 * publishes what arrived during the pause, so a model that pauses still
 * shows its last words. Drafts are only a preview, so each is sent without
 * waiting: the learner's reply never waits on Redis, and a Redis that
 * refuses them is logged once for the reply rather than once per draft
 * (`what` names the drafts in that line).
 */
export function publishDrafts(publish: DraftPublisher, draft: Omit<TutorReplyDraft, 'text'>, what: string, log: Pick<Console, 'warn'> = console): ReplyDrafts {
  let warned = false;
  const warnOnce = (error: unknown) => {
    if (warned) return;
    warned = true;
    log.warn(`${what} could not be published:`, error);
  };
  const send = (text: string) => {
    try {
      publish({ ...draft, text }).catch(warnOnce);
    } catch (error) {
      warnOnce(error);
    }
  };

  let pending: string | null = null;
  let pause: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const sendAndPause = (text: string) => {
    send(text);
    // A preview must not keep the process alive (a shutdown waits for no draft).
    pause = setTimeout(endPause, DRAFT_PUBLISH_INTERVAL_MS).unref();
  };
  const endPause = () => {
    pause = undefined;
    const text = pending;
    pending = null;
    if (text !== null) sendAndPause(text);
  };
  const close = () => {
    done = true;
    clearTimeout(pause);
    pause = undefined;
  };

  return {
    onDraft(text) {
      if (done) return;
      if (pause) pending = text;
      else sendAndPause(text);
    },
    flush() {
      const text = pending;
      pending = null;
      if (text !== null && !done) send(text);
      close();
    },
    cancel() {
      pending = null;
      close();
    },
  };
}
