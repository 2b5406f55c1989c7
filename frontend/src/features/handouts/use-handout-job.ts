import { useApolloClient } from '@apollo/client/react';
import { HandoutJobDocument, HandoutJobUpdatesDocument, type GenerateHandoutMutation } from '../../generated/graphql.ts';
import { useJob } from '../../lib/jobs/use-job.ts';
import { isViewable, type Material } from './material.ts';

interface Handlers {
  onCompleted(material: Material): void;
  onFailed(): void;
}

/** Follows a handout job (`useJob`) until its material can be shown; a completed job without slides counts as failed. */
export function useHandoutJob(started: GenerateHandoutMutation['generateHandout'], handlers: Handlers) {
  const client = useApolloClient();
  return useJob({
    started,
    updates: HandoutJobUpdatesDocument,
    read: async (id) => (await client.query({ query: HandoutJobDocument, variables: { id }, fetchPolicy: 'network-only' })).data?.handoutJob ?? null,
    onCompleted: (job) => (isViewable(job.material) ? handlers.onCompleted(job.material) : handlers.onFailed()),
    onFailed: handlers.onFailed,
  });
}
