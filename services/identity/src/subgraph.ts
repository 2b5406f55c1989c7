import { defineSubgraph } from '@juba/platform/subgraph';
import type { IdentityContext } from './context.ts';
import { createIdentityDb } from './db.ts';
import { resolvers } from './resolvers.ts';

export const identitySubgraph = defineSubgraph<IdentityContext>({
  name: 'identity',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    const db = createIdentityDb(env.DATABASE_URL);
    return { db, close: () => db.$disconnect() };
  },
});
