import { afterAll, describe, expect, it } from 'vitest';
import { aiConfigFromEnv, withSettings, type AiConfig } from '@juba/ai-provider';
import { testViewer } from '@juba/platform/testing/subgraph';
import { startAiSubgraph } from '../testing/ai-subgraph.ts';

const { run, stop } = startAiSubgraph();
afterAll(stop);

describe('aiStatus', () => {
  const AI_STATUS = 'query { aiStatus { provider model } }';

  it('requires a signed-in user', async () => {
    const result = await run(AI_STATUS, {}, null);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('reports the offline provider, with no model, when none is configured', async () => {
    const result = await run(AI_STATUS, {}, testViewer());
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ aiStatus: { provider: 'offline', model: null } });
  });

  it('reports the configured model, including runtime overrides', async () => {
    const config: AiConfig = withSettings(aiConfigFromEnv({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }), { model: 'llama3.1' });
    const result = await run(AI_STATUS, {}, testViewer(), { currentAiConfig: async () => config });
    expect(result.data).toEqual({ aiStatus: { provider: 'openai', model: 'llama3.1' } });
  });
});
