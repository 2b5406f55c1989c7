import { describe, expect, it } from 'vitest';
import { createSubgraphServer } from '@juba/shared/subgraph';
import type { Viewer } from '@juba/shared/viewer';
import { aiConfigFromEnv, withSettings, type AiConfig } from './provider/index.ts';
import { resolvers, type AiContext } from './resolvers.ts';

const server = createSubgraphServer<AiContext>({
  schemaPath: new URL('../schema.graphql', import.meta.url),
  resolvers,
  internalSecret: 'test-only-internal-secret-0000000000000000',
  production: false,
  context: { currentAiConfig: () => aiConfigFromEnv({}) },
});

const viewer: Viewer = { userId: 'user-1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Souza', profileImageUrl: null, isAdmin: false };
const AI_STATUS = 'query { aiStatus { provider model } }';

async function aiStatus(contextValue: AiContext) {
  const response = await server.executeOperation({ query: AI_STATUS }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

describe('aiStatus', () => {
  it('requires a signed-in user', async () => {
    const result = await aiStatus({ viewer: null, currentAiConfig: () => aiConfigFromEnv({}) });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('reports the offline provider, with no model, when none is configured', async () => {
    const result = await aiStatus({ viewer, currentAiConfig: () => aiConfigFromEnv({}) });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ aiStatus: { provider: 'offline', model: null } });
  });

  it('reports the configured model, including runtime overrides', async () => {
    const config: AiConfig = withSettings(aiConfigFromEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }), { model: 'llama3.1' });
    const result = await aiStatus({ viewer, currentAiConfig: async () => config });
    expect(result.data).toEqual({ aiStatus: { provider: 'openai', model: 'llama3.1' } });
  });
});
