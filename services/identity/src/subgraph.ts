import { defineSubgraph, type SubgraphDefinition } from '@juba/shared/subgraph';
import { createIdentityDb } from './db.ts';
import { resolvers, type IdentityContext } from './resolvers.ts';

export const identitySubgraph = defineSubgraph<IdentityContext>({
  name: 'identity',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  // Apollo's resolver map types __resolveReference as a field resolver (source, args, context, info), but
  // @apollo/subgraph calls it (reference, context, info), as the generated Resolvers type has it; the map is
  // checked against the schema there, and only renamed here for Apollo.
  resolvers: resolvers as SubgraphDefinition<IdentityContext>['resolvers'],
  createContext: (env) => {
    const db = createIdentityDb(env.DATABASE_URL);
    return { db, close: () => db.$disconnect() };
  },
});
