import { defineSubgraph } from '@juba/shared/subgraph';
import { aiConfigFromEnv } from './provider/index.ts';
import { resolvers, type AiContext } from './resolvers.ts';

export const aiSubgraph = defineSubgraph<AiContext>({
  name: 'ai',
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  createContext: () => {
    // Read once at start: a bad AI_* variable stops the process instead of failing later per request.
    const config = aiConfigFromEnv(process.env);
    return { currentAiConfig: () => config };
  },
});
