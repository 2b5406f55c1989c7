import { defineSubgraph } from '@juba/shared/subgraph';
import { createAiDb } from './db.ts';
import { aiConfigFromEnv } from './provider/index.ts';
import { resolvers, type AiContext } from './resolvers.ts';

export const aiSubgraph = defineSubgraph<AiContext>({
  name: 'ai',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: (env) => {
    // Read once at start: a bad AI_* variable stops the process instead of failing later per request.
    const config = aiConfigFromEnv(process.env);
    const db = createAiDb(env.DATABASE_URL);
    return {
      currentAiConfig: () => config,
      db,
      close: () => db.$disconnect(),
    };
  },
});
