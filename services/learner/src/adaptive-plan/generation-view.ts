import { activityViews } from './activities.ts';
import type { PlanGenerationRow } from './store.ts';

/** The GraphQL PlanGeneration as resolvers return it (graphql-mappers.ts). */
export function generationView(row: PlanGenerationRow) {
  return {
    id: row.id,
    planId: row.planId,
    status: row.status,
    progress: row.progress,
    message: row.message,
    error: row.status === 'FAILED' ? row.error : null,
    activities: activityViews(row),
    createdAt: row.createdAt.toISOString(),
  };
}
export type PlanGenerationView = ReturnType<typeof generationView>;
