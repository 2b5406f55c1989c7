import { useCallback, useRef, useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import { TutorReplyDraftDocument } from '../../generated/graphql.ts';

let sentCount = 0;
/** Names one message's reply for its drafts; unique within the tab is enough (drafts come per chat and learner). */
const newDraftKey = () => `m${++sentCount}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The drafts of a chat partner's reply (the tutor's, the Socratic
 * partner's) while a model writes it, for the chat `chatId` (a conversation
 * or a Socratic session; null subscribes to nothing). One subscription per
 * chat rather than per message, so that it is in place before the first
 * words of a reply are published. Drafts are transient: no cache writes,
 * and no render of the hook's own result.
 *
 * `expect()` (stable, like `stop()`) names the reply about to be asked for and gives the draftKey to
 * send with the message; only that reply's drafts show as `draft`, not an
 * earlier message's still being written. `stop()` once the finished message
 * arrived (or was given up): drafts published after it are ignored.
 */
export function useReplyDrafts(chatId: string | null) {
  const [draft, setDraft] = useState<string | null>(null);
  const awaited = useRef<string | null>(null);

  useSubscription(TutorReplyDraftDocument, {
    variables: { conversationId: chatId ?? '' },
    skip: chatId === null,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const next = data.data?.tutorReplyDraft;
      if (next && next.conversationId === chatId && next.replyTo !== null && next.replyTo === awaited.current) setDraft(next.text);
    },
  });

  const expect = useCallback(() => {
    const key = newDraftKey();
    awaited.current = key;
    return key;
  }, []);
  const stop = useCallback(() => {
    awaited.current = null;
    setDraft(null);
  }, []);
  return { draft, expect, stop };
}
