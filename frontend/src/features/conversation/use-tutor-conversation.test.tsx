import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../lib/apollo/client.ts';
import { ToastProvider } from '../../lib/toast/ToastProvider.tsx';
import { CONVERSATION_ID, startedConversation } from './fixtures.ts';
import { useTutorConversation } from './use-tutor-conversation.ts';

const ORIGIN = 'https://juba.exemplo.com.br';

/** The gateway behind the app's real Apollo client, answering by operation name. */
function gatewayOverFetch() {
  const answers: Record<string, unknown> = {
    StartConversation: startedConversation('travel'),
    FinishConversation: { data: { finishConversation: { __typename: 'ConversationSummary', conversationId: CONVERSATION_ID, recorded: true } } },
  };
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    return new Response(JSON.stringify(answers[operationName]), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  const requests = () =>
    fetch.mock.calls.map(([url, init]) => ({
      url: String(url),
      init: init!,
      body: JSON.parse(String(init!.body)) as { operationName: string; variables: unknown },
    }));
  return { requests };
}

function renderConversation() {
  const { client } = createApolloClient({ getToken: async () => 'token-1', onUnauthenticated: vi.fn(), origin: ORIGIN });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </ApolloProvider>
  );
  return renderHook(() => useTutorConversation(), { wrapper });
}

describe('useTutorConversation: closing or reloading the tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('finishes the open conversation with a request that outlives the page, carrying the bearer token', async () => {
    const { requests } = gatewayOverFetch();
    const { result } = renderConversation();
    await act(() => result.current.start('travel', undefined));
    expect(result.current.view).toEqual({ kind: 'chatting', theme: 'travel' });

    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });

    const finishing = requests().filter((request) => request.body.operationName === 'FinishConversation');
    expect(finishing).toHaveLength(1);
    const { url, init, body } = finishing[0]!;
    expect(url).toBe(`${ORIGIN}/graphql`);
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
    expect(body.variables).toEqual({ conversationId: CONVERSATION_ID });
    // Restored from the back/forward cache, the page is back at the themes.
    expect(result.current.view).toEqual({ kind: 'picking' });
    expect(result.current.messages).toEqual([]);
  });

  it('sends nothing when no conversation is open, and finishes one only once', async () => {
    const { requests } = gatewayOverFetch();
    const { result, unmount } = renderConversation();
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(requests()).toEqual([]);

    await act(() => result.current.start('travel', undefined));
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pagehide'));
    });
    unmount();
    expect(requests().map((request) => request.body.operationName)).toEqual(['StartConversation', 'FinishConversation']);
  });
});
