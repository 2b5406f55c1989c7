import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createCache } from './cache.ts';
import { RealtimeConnection } from './realtime.ts';
import { isUnauthenticated } from './refusal.ts';
import { socketRetryPolicy } from './socket-retry.ts';

export interface ApolloSetup {
  /** A valid access token, refreshed if needed; null when signed out. */
  getToken(): Promise<string | null>;
  /** The server no longer accepts the session. */
  onUnauthenticated(): void;
  /** Where the page is served from; the gateway answers /graphql on the same origin. */
  origin?: string;
}

function bearer(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

export function websocketUrl(origin: string): string {
  const url = new URL('/graphql', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Queries and mutations go over HTTP, subscriptions over graphql-ws; both carry
 * the bearer token. Nothing is retried (spec part 1 §9): no RetryLink, and
 * Apollo never refetches on window focus.
 */
export function createApolloClient(setup: ApolloSetup) {
  const origin = setup.origin ?? window.location.origin;
  const realtime = new RealtimeConnection();

  const wsClient = createClient({
    url: websocketUrl(origin),
    // Connect only while a subscription is active (so a socket the gateway closed
    // as idle comes back only when one is needed), and come back after drops:
    // job screens re-read their job on every connection.
    lazy: true,
    retryAttempts: Number.POSITIVE_INFINITY,
    ...socketRetryPolicy(),
    connectionParams: async () => bearer(await setup.getToken()),
    on: { connected: () => realtime.notifyConnected() },
  });

  const http = ApolloLink.from([
    new SetContextLink(async (previous) => ({ headers: { ...previous['headers'], ...bearer(await setup.getToken()) } })),
    new HttpLink({ uri: new URL('/graphql', origin).toString() }),
  ]);

  const link = ApolloLink.from([
    new ErrorLink(({ error }) => {
      if (isUnauthenticated(error)) setup.onUnauthenticated();
    }),
    ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, new GraphQLWsLink(wsClient), http),
  ]);

  const client = new ApolloClient({ link, cache: createCache() });
  return { client, realtime };
}
