import { defineSubgraph, type SubgraphDefinition } from '@juba/shared/subgraph';
import { createLearnerDb } from './db.ts';
import { resolvers, type LearnerContext } from './resolvers.ts';

export const learnerSubgraph = defineSubgraph<LearnerContext>({
  name: 'learner',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  // Apollo's resolver map types __resolveReference as a field resolver (source, args, context, info), but
  // @apollo/subgraph calls it (reference, context, info), as the generated Resolvers type has it; the map is
  // checked against the schema in resolvers.ts, and only renamed here for Apollo.
  resolvers: resolvers as SubgraphDefinition<LearnerContext>['resolvers'],
  createContext: (env) => {
    const db = createLearnerDb(env.DATABASE_URL);
    return { db, close: () => db.$disconnect() };
  },
});
