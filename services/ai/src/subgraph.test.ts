import { afterEach, describe, expect, it } from 'vitest';
import { listenSubgraph, parseSubgraphEnv } from '@juba/platform/subgraph';
import { testViewer } from '@juba/platform/testing/subgraph';
import { VIEWER_HEADER, signViewer } from '@juba/platform/viewer';
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

async function queryAiStatus(headers: Record<string, string> = {}) {
  const running = await listenSubgraph(aiSubgraph, env, 0);
  stop = running.stop;
  const res = await fetch(running.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ aiStatus { provider model } }' }),
  });
  return (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
}

describe('AI subgraph over HTTP', () => {
  it('answers a gateway-signed viewer with the provider configured in the environment', async () => {
    process.env.AI_API_KEY = '';
    process.env.AI_BASE_URL = 'http://127.0.0.1:11434/v1';
    process.env.AI_MODEL = 'qwen2.5';
    const body = await queryAiStatus({ [VIEWER_HEADER]: await signViewer(viewer, env.INTERNAL_SECRET) });
    expect(body).toEqual({ data: { aiStatus: { provider: 'openai', model: 'qwen2.5' } } });
  });

  it('refuses a request without a viewer', async () => {
    delete process.env.AI_API_KEY;
    delete process.env.AI_BASE_URL;
    const body = await queryAiStatus();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
