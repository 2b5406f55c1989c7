import { useApolloClient } from '@apollo/client/react';
import {
  PlanGenerationDocument,
  PlanGenerationUpdatesDocument,
  type GeneratePlanActivitiesMutation,
  type PlanGenerationQuery,
} from '../../generated/graphql.ts';
import { useJob } from '../../lib/jobs/use-job.ts';

export type PlanActivity = NonNullable<NonNullable<PlanGenerationQuery['planGeneration']>['activities']>[number];

/** Follows a plan-generation job (`useJob`) until its activities arrive; a completed job without any counts as failed. */
export function usePlanGeneration(
  started: GeneratePlanActivitiesMutation['generatePlanActivities'],
  handlers: { onCompleted(first: PlanActivity): void; onFailed(): void },
) {
  const client = useApolloClient();
  return useJob({
    started,
    updates: PlanGenerationUpdatesDocument,
    read: async (id) => (await client.query({ query: PlanGenerationDocument, variables: { id }, fetchPolicy: 'network-only' })).data?.planGeneration ?? null,
    onCompleted: (job) => {
      const first = job.activities?.[0];
      if (first) handlers.onCompleted(first);
      else handlers.onFailed();
    },
    onFailed: handlers.onFailed,
  });
}
