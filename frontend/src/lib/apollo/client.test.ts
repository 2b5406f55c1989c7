import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../../generated/graphql.ts';
import { createApolloClient, websocketUrl } from './client.ts';

const ORIGIN = 'https://juba.exemplo.com.br';

function answerWith(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('apollo client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('subscribes over the same origin with ws, or wss behind https', () => {
    expect(websocketUrl(ORIGIN)).toBe('wss://juba.exemplo.com.br/graphql');
    expect(websocketUrl('http://localhost:5173')).toBe('ws://localhost:5173/graphql');
  });

  it('sends queries to /graphql with the bearer token', async () => {
    const fetch = answerWith({ data: { me: null } });
    const { client } = createApolloClient({ getToken: async () => 'token-1', onUnauthenticated: vi.fn(), origin: ORIGIN });
    await client.query({ query: MeDocument });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(`${ORIGIN}/graphql`);
    expect(headersOf(init).get('authorization')).toBe('Bearer token-1');
  });

  it('sends no authorization header when signed out', async () => {
    const fetch = answerWith({ data: { me: null } });
    const { client } = createApolloClient({ getToken: async () => null, onUnauthenticated: vi.fn(), origin: ORIGIN });
    await client.query({ query: MeDocument });
    expect(headersOf(fetch.mock.calls[0]![1]).has('authorization')).toBe(false);
  });

  it('reports a refused session once and does not retry', async () => {
    const fetch = answerWith({ errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }], data: null });
    const onUnauthenticated = vi.fn();
    const { client } = createApolloClient({ getToken: async () => 'stale', onUnauthenticated, origin: ORIGIN });
    await expect(client.query({ query: MeDocument })).rejects.toThrow('Sign in first');
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('other errors leave the session alone', async () => {
    answerWith({ errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }], data: null });
    const onUnauthenticated = vi.fn();
    const { client } = createApolloClient({ getToken: async () => 'token-1', onUnauthenticated, origin: ORIGIN });
    await expect(client.query({ query: MeDocument })).rejects.toThrow('Not found');
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
