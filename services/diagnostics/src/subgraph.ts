import { defineSubgraph } from '@juba/shared/subgraph';
import { createDiagnosticsDb } from './db.ts';
import { resolvers, type DiagnosticsContext } from './resolvers.ts';

export const diagnosticsSubgraph = defineSubgraph<DiagnosticsContext>({
  name: 'diagnostics',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    const db = createDiagnosticsDb(env.DATABASE_URL);
    return { db, close: () => db.$disconnect() };
  },
});
