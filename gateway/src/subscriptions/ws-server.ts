import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import {
  GraphQLError,
  type GraphQLObjectType,
  buildSchema,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import type { Viewer } from '@juba/platform/viewer';
import { bearerToken } from '../auth/token-verifier.ts';
import { variablesProblem } from '../graphql/input-values.ts';
import { documentRules, parseOptions, type DocumentLimits } from '../graphql/limits.ts';
import { API_SCHEMA_FILE } from '../supergraph/compose.ts';
import { SocketsByAccount } from './erased-sockets.ts';
import type { PubSubHub } from './pubsub-hub.ts';
import { closeReasons, SocketLimits, type SocketLimitSettings } from './socket-limits.ts';

type Extra = Record<PropertyKey, unknown> & {
  viewer?: Viewer;
  /** The access token the socket connected with, checked again at every subscribe. */
  token?: string;
  /** Ids of this socket's running subscriptions. */
  running?: Set<string>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Job and conversation ids are UUIDs: anything else would only cost a Redis SUBSCRIBE that can never hear a thing. */
function uuidArgument(args: Record<string, string>, name: string, what: string): string {
  const value = args[name]!;
  if (!UUID.test(value)) throw new GraphQLError(`${name} must be ${what} id (a UUID).`, { extensions: { code: 'BAD_USER_INPUT' } });
  return value;
}

/**
 * The gateway's own subscription schema: the client-facing API schema (the
 * federated API extended with Subscription, composed by make supergraph).
 * Only subscriptions run over the socket; queries go over HTTP.
 */
export function buildSubscriptionSchema(hub: PubSubHub): GraphQLSchema {
  const schema = buildSchema(readFileSync(API_SCHEMA_FILE, 'utf8'));
  const streams: Record<string, (args: Record<string, string>, viewer: Viewer) => AsyncIterable<unknown>> = {
    jobUpdates: (args, viewer) => hub.jobUpdates(uuidArgument(args, 'jobId', 'a job'), viewer.userId),
    tutorReplyDraft: (args, viewer) => hub.tutorReplyDrafts(uuidArgument(args, 'conversationId', 'a conversation'), viewer.userId),
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
  /** The same bounds as on HTTP, checked before any subscription starts. */
  limits: DocumentLimits;
  socketLimits: SocketLimitSettings;
  /** A subscriber-mode connection: erasures are heard on it, whichever gateway instance the learner erased through. */
  subscriber: Redis;
}) {
  const socketLimits = new SocketLimits(opts.socketLimits);
  const accounts = new SocketsByAccount();
  // Not awaited: a gateway starting while Redis is away serves as soon as it can, and hears erasures once Redis is back.
  const hearingErasures = accounts.listen(opts.subscriber);
  hearingErasures.catch(() => {});
  const rules = [...specifiedRules, ...documentRules(opts.limits)];
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
          ctx.extra.token = token;
          socketLimits.connected(ctx.extra.viewer.userId, ctx.extra.socket);
          accounts.opened(ctx.extra.viewer.userId, ctx.extra.socket);
          return true;
        } catch {
          return false;
        }
      },
      onSubscribe: async (ctx, id, payload) => {
        // A socket outlives its access token: a subscribe after expiry closes it,
        // and the browser reconnects with a fresh token.
        try {
          ctx.extra.viewer = await opts.verify(ctx.extra.token ?? '');
        } catch {
          ctx.extra.socket.close(CloseCode.Forbidden, 'Forbidden');
          return [new GraphQLError('The access token is no longer valid; connect again with a new one.')];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, parseOptions(opts.limits));
        } catch (err) {
          return [err as GraphQLError];
        }
        const invalid = validate(opts.schema, document, rules);
        if (invalid.length > 0) return invalid;
        const problem = variablesProblem(payload.variables ?? {});
        if (problem) return [new GraphQLError(problem, { extensions: { code: 'BAD_USER_INPUT' } })];
        if (getOperationAST(document, payload.operationName)?.operation !== 'subscription') {
          return [new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.')];
        }
        if (!socketLimits.subscribed(ctx.extra.socket)) return [new GraphQLError(closeReasons(opts.socketLimits).tooManySubscriptions)];
        (ctx.extra.running ??= new Set()).add(id);
        // Already parsed and validated: graphql-ws runs these as they are.
        return { schema: opts.schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      onComplete: (ctx, id) => {
        if (ctx.extra.running?.delete(id)) socketLimits.completed(ctx.extra.socket);
      },
      onClose: (ctx) => {
        if (!ctx.extra.viewer) return;
        socketLimits.disconnected(ctx.extra.viewer.userId, ctx.extra.socket);
        accounts.closed(ctx.extra.viewer.userId, ctx.extra.socket);
      },
      context: (ctx) => ({ viewer: ctx.extra.viewer }),
    },
    wss,
  );
  return {
    wss,
    close: async () => {
      await (await hearingErasures.catch(() => async () => {}))();
      await cleanup.dispose();
    },
  };
}
