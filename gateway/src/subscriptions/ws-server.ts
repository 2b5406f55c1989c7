import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { GraphQLError, GraphQLObjectType, buildSchema, getOperationAST, parse, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Viewer } from '@juba/shared/viewer';
import { bearerToken } from '../auth/token-verifier.ts';
import { API_SCHEMA_FILE } from '../supergraph/compose.ts';
import type { PubSubHub } from './pubsub-hub.ts';

type Extra = Record<PropertyKey, unknown> & {
  viewer?: Viewer;
};

/**
 * The gateway's own subscription schema: the client-facing API schema (the
 * federated API extended with Subscription, composed by make supergraph).
 * Only subscriptions run over the socket; queries go over HTTP.
 */
export function buildSubscriptionSchema(hub: PubSubHub): GraphQLSchema {
  const schema = buildSchema(readFileSync(API_SCHEMA_FILE, 'utf8'));
  const streams: Record<string, (args: Record<string, string>, viewer: Viewer) => AsyncIterable<unknown>> = {
    jobUpdates: (args, viewer) => hub.jobUpdates(args.jobId!, viewer.userId),
    tutorReplyDraft: (args, viewer) => hub.tutorReplyDrafts(args.conversationId!, viewer.userId),
  };
  const fields = (schema.getSubscriptionType() as GraphQLObjectType).getFields();
  for (const [name, stream] of Object.entries(streams)) {
    const field = fields[name]!;
    field.subscribe = (_root, args: Record<string, string>, ctx: { viewer: Viewer }) => stream(args, ctx.viewer);
    // Each message already has the field's shape.
    field.resolve = (message) => message;
  }
  return schema;
}

export function attachSubscriptionServer(opts: {
  httpServer: Server;
  path: string;
  schema: GraphQLSchema;
  verify: (token: string) => Promise<Viewer>;
}) {
  const wss = new WebSocketServer({ server: opts.httpServer, path: opts.path, maxPayload: 64 * 1024 });
  const cleanup = useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema: opts.schema,
      // The same check as HTTP: a socket without a valid access token is closed with 4403.
      onConnect: async (ctx) => {
        const token = bearerToken(String(ctx.connectionParams?.authorization ?? ''));
        if (!token) return false;
        try {
          ctx.extra.viewer = await opts.verify(token);
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: (_ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query);
        } catch (err) {
          return [err as GraphQLError];
        }
        if (getOperationAST(document, payload.operationName)?.operation !== 'subscription') {
          return [new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.')];
        }
        return undefined;
      },
      context: (ctx) => ({ viewer: ctx.extra.viewer }),
    },
    wss,
  );
  return { wss, close: () => cleanup.dispose() };
}
