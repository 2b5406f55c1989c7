import { afterEach, describe, expect, it } from 'vitest';
import { listenSubgraph, parseSubgraphEnv } from '@juba/platform/subgraph';
import { postAsGateway, testViewer } from '@juba/platform/testing/subgraph';
import type { Viewer } from '@juba/platform/viewer';
import { aiSubgraph } from './subgraph.ts';

const env = { ...parseSubgraphEnv(), SUBGRAPH_HOST: '127.0.0.1' };
const viewer = testViewer();

let stop: (() => Promise<void>) | undefined;
const savedEnv = { ...process.env };
afterEach(async () => {
  await stop?.();
  stop = undefined;
  process.env = { ...savedEnv };
});

async function queryAiStatus(as: Viewer | null) {
  const running = await listenSubgraph(aiSubgraph, env, 0);
  stop = running.stop;
  return (await postAsGateway(running.url, { query: '{ aiStatus { provider model } }' }, as, env.INTERNAL_SECRET)).body;
}

describe('AI subgraph over HTTP', () => {
  it('answers a gateway-signed viewer with the provider configured in the environment', async () => {
    process.env.AI_API_KEY = '';
    process.env.AI_BASE_URL = 'http://127.0.0.1:11434/v1';
    process.env.AI_MODEL = 'qwen2.5';
    const body = await queryAiStatus(viewer);
    expect(body).toEqual({ data: { aiStatus: { provider: 'openai', model: 'qwen2.5' } } });
  });

  it('refuses an anonymous request', async () => {
    delete process.env.AI_API_KEY;
    delete process.env.AI_BASE_URL;
    const body = await queryAiStatus(null);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
