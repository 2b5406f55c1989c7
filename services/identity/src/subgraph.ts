import { defineSubgraph } from '@juba/platform/subgraph';
import type { IdentityContext } from './context.ts';
import { createIdentityDb } from './db.ts';
import { privacyConfigFromEnv } from './privacy/config.ts';
import { resolvers } from './resolvers.ts';

export const identitySubgraph = defineSubgraph<IdentityContext>({
  name: 'identity',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    // Read once at start: a bad PRIVACY_* variable stops the process.
    const privacy = privacyConfigFromEnv(process.env);
    const db = createIdentityDb(env.DATABASE_URL);
    return { db, privacy, close: () => db.$disconnect() };
  },
});
