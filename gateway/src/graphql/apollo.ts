import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { Server } from 'node:http';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { graphqlMetricsPlugin, Histogram, type Registry } from '@juba/platform/observability/metrics';
import { currentRequestId, REQUEST_ID_HEADER } from '@juba/platform/observability/request-context';
import { VIEWER_HEADER, signViewer, type Viewer } from '@juba/platform/viewer';
import type { GatewayConfig } from '../config.ts';
import { SUPERGRAPH_FILE } from '../supergraph/compose.ts';
import { httpOperationPlugin } from './http-operation.ts';
import { subgraphGuard, type SubgraphGuardSettings } from './subgraph-guard.ts';
import { inputValuesPlugin } from './input-values.ts';
import { documentRules, parseOptions } from './limits.ts';

export interface GatewayContext {
  viewer: Viewer | null;
  /** The viewer re-signed for the subgraphs, made once per request. */
  signedViewer?: Promise<string>;
}

/** Seconds per subgraph fetch, by subgraph and outcome (ok, error: the answer carries errors, failed: no answer). */
function subgraphFetchDuration(registry: Registry) {
  return new Histogram({
    name: 'juba_subgraph_fetch_duration_seconds',
    help: 'Fetches from the gateway to each subgraph, by subgraph and outcome',
    labelNames: ['subgraph', 'outcome'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
}

/**
 * Forwards the verified viewer to subgraphs in a form clients cannot forge,
 * and the request id, so the subgraph's log lines and jobs carry it. A
 * subgraph that does not answer in time, or at all, costs a caller a 504 or
 * 503 with a message, not a wait as long as its stall (subgraph-guard.ts).
 */
class ViewerForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  private readonly guard: ReturnType<typeof subgraphGuard>;

  constructor(
    url: string,
    private readonly internalSecret: string,
    private readonly subgraph: string,
    guardSettings: SubgraphGuardSettings,
    private readonly fetchDuration?: Histogram<'subgraph' | 'outcome'>,
  ) {
    const guard = subgraphGuard(subgraph, guardSettings);
    // Node's fetch (undici) closes an idle connection before the subgraph's
    // server does (it honours the Keep-Alive timeout the server announces);
    // the default fetcher keeps idle sockets forever, so a request could be
    // written on one the subgraph is closing and fail with ECONNRESET.
    super({ url, fetcher: guard.fetcher });
    this.guard = guard;
  }

  override async process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const end = this.fetchDuration?.startTimer({ subgraph: this.subgraph });
    try {
      const response = await this.guard.run('document' in options ? options.document : undefined, () => super.process(options));
      end?.({ outcome: response.errors?.length ? 'error' : 'ok' });
      return response;
    } catch (err) {
      end?.({ outcome: 'failed' });
      throw err;
    }
  }

  override async willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const requestId = currentRequestId();
    if (requestId) request.http?.headers.set(REQUEST_ID_HEADER, requestId);
    const ctx = context as GatewayContext;
    // Anonymous requests are signed too (as null): subgraphs answer only what the gateway signed.
    ctx.signedViewer ??= signViewer(ctx.viewer, this.internalSecret);
    request.http?.headers.set(VIEWER_HEADER, await ctx.signedViewer);
  }
}

/**
 * Apollo answers some refusals of its own with a 4xx status but no code (a
 * persisted query whose hash does not match it, an unsupported persisted query
 * version), which it then labels INTERNAL_SERVER_ERROR: they are the client's.
 */
function clientErrorCode(formatted: GraphQLFormattedError, error: unknown) {
  const code = formatted.extensions?.code;
  const status = error instanceof GraphQLError ? (error.extensions.http as { status?: number } | undefined)?.status : undefined;
  return code === ApolloServerErrorCode.INTERNAL_SERVER_ERROR && status !== undefined && status >= 400 && status < 500
    ? ApolloServerErrorCode.BAD_REQUEST
    : code;
}

export function createApolloServer(config: GatewayConfig, httpServer: Server, registry?: Registry) {
  const fetchDuration = registry && subgraphFetchDuration(registry);
  const gateway = new ApolloGateway({
    // The supergraph is composed ahead of time and committed (make supergraph); a test checks it is current.
    supergraphSdl: readFileSync(SUPERGRAPH_FILE, 'utf8'),
    buildService: ({ name, url }) =>
      new ViewerForwardingDataSource(
        config.subgraphs[name as keyof GatewayConfig['subgraphs']] ?? url!,
        config.INTERNAL_SECRET,
        name,
        config.subgraphGuard,
        fetchDuration,
      ),
  });
  return new ApolloServer<GatewayContext>({
    gateway,
    introspection: !config.JUBA_PRODUCTION,
    includeStacktraceInErrorResponses: !config.JUBA_PRODUCTION,
    csrfPrevention: true,
    parseOptions: parseOptions(config.limits),
    validationRules: documentRules(config.limits),
    formatError: (formatted, error) => {
      const code = clientErrorCode(formatted, error);
      if (config.JUBA_PRODUCTION && (code === 'INTERNAL_SERVER_ERROR' || code === undefined)) {
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      return code === formatted.extensions?.code ? formatted : { ...formatted, extensions: { ...formatted.extensions, code } };
    },
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      httpOperationPlugin(),
      inputValuesPlugin(),
      ...(registry ? [graphqlMetricsPlugin(registry)] : []),
    ],
  });
}
