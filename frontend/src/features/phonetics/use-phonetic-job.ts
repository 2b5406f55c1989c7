import { useApolloClient } from '@apollo/client/react';
import { PhoneticJobUpdatesDocument, PhoneticSessionDocument, type RequestPhoneticAnalysisMutation } from '../../generated/graphql.ts';
import { useJob } from '../../lib/jobs/use-job.ts';
import type { PhoneticAnalysis } from './model.ts';

interface Handlers {
  onCompleted(analysis: PhoneticAnalysis): void;
  onFailed(): void;
}

/** Follows a phonetic analysis (`useJob`) until its session holds the analysis. */
export function usePhoneticJob(started: RequestPhoneticAnalysisMutation['requestPhoneticAnalysis'], handlers: Handlers) {
  const client = useApolloClient();
  return useJob({
    started,
    updates: PhoneticJobUpdatesDocument,
    read: async (id) => (await client.query({ query: PhoneticSessionDocument, variables: { id }, fetchPolicy: 'network-only' })).data?.phoneticSession ?? null,
    onCompleted: (job) => (job.analysis ? handlers.onCompleted(job.analysis) : handlers.onFailed()),
    onFailed: handlers.onFailed,
  });
}
