import { defineSubgraph } from '@juba/platform/subgraph';
import type { LearnerContext } from './context.ts';
import { createLearnerDb } from './db.ts';
import { resolvers } from './resolvers.ts';

export const learnerSubgraph = defineSubgraph<LearnerContext>({
  name: 'learner',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    const db = createLearnerDb(env.DATABASE_URL);
    return { db, close: () => db.$disconnect() };
  },
});
