import type { ApolloClient } from '@apollo/client';
import { FinishConversationDocument } from '../../generated/graphql.ts';
import { forgetProgress } from '../../lib/learner/progress.ts';

/**
 * Ends a conversation so its practice time is recorded. Fire and forget: the
 * learner has already moved on, and may be closing the tab. `keepalive` lets
 * the request (sent by the app's own client, so with its bearer token)
 * outlive the page that sent it.
 */
export function finishConversation(client: ApolloClient, conversationId: string): void {
  client
    .mutate({
      mutation: FinishConversationDocument,
      variables: { conversationId },
      context: { fetchOptions: { keepalive: true } },
      update: (cache, { data }) => {
        if (data?.finishConversation.recorded) forgetProgress(cache);
      },
    })
    .catch((error: unknown) => console.warn('Finishing the conversation failed:', error));
}
