import { AsyncLocalStorage } from 'node:async_hooks';
import { HeaderMap } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode } from 'graphql';
import type { ErrorCode } from '@juba/platform/errors';
import { CircuitBreaker, type CircuitBreakerSettings } from './circuit-breaker.ts';

export interface SubgraphGuardSettings {
  /** How long a subgraph may take to answer a query or an ordinary mutation. */
  timeoutMs: number;
  /** How long it may take for the mutations in SLOW_MUTATIONS. */
  slowTimeoutMs: number;
  breaker: CircuitBreakerSettings;
}

/**
 * Mutations that legitimately take long: a recording decoded and stored (or
 * scored while the caller waits, analyzeAccent waits up to 30 s for its job)
 * and generation by the AI model (AI_TIMEOUT_MS, retried once).
 */
const SLOW_MUTATIONS: ReadonlySet<string> = new Set([
  'requestPhoneticAnalysis',
  'analyzeAccent',
  'generateHandout',
  'generatePlanActivities',
  'generateAdaptiveContent',
  'sendConversationMessage',
  'sendSocraticMessage',
]);

const UNAVAILABLE_MESSAGE = 'Esta parte do Juba está indisponível no momento. Tente novamente em instantes.';
const TIMEOUT_MESSAGE = 'Esta parte do Juba demorou demais para responder. Tente novamente em instantes.';

function subgraphError(code: Extract<ErrorCode, 'UNAVAILABLE' | 'TIMEOUT'>, subgraph: string, retryAfterSeconds?: number) {
  const status = code === 'UNAVAILABLE' ? 503 : 504;
  const headers = new HeaderMap(retryAfterSeconds ? [['retry-after', String(retryAfterSeconds)]] : []);
  return new GraphQLError(code === 'UNAVAILABLE' ? UNAVAILABLE_MESSAGE : TIMEOUT_MESSAGE, {
    extensions: { code, subgraph, ...(retryAfterSeconds ? { retryAfterSeconds } : {}), http: { status, headers } },
  });
}

/** Whether the fetch is a mutation with a root field of SLOW_MUTATIONS. */
export function isSlowMutation(document: DocumentNode | undefined): boolean {
  return (document?.definitions ?? []).some(
    (d) =>
      d.kind === Kind.OPERATION_DEFINITION &&
      d.operation === 'mutation' &&
      d.selectionSet.selections.some((s) => s.kind === Kind.FIELD && SLOW_MUTATIONS.has(s.name.value)),
  );
}

/** A subgraph that answered 502-504 (a proxy in front of it, a server going down) did not really answer. */
function isGatewayStatusError(err: unknown) {
  const status = err instanceof GraphQLError ? (err.extensions.response as { status?: unknown } | undefined)?.status : undefined;
  return typeof status === 'number' && status >= 502 && status <= 504;
}

/**
 * Bounds what one subgraph may cost the gateway: each fetch gets a deadline
 * (504 past it) and a breaker stops sending to a subgraph that is not
 * answering (503 at once, with Retry-After, until a probe gets through).
 * `fetcher` is the data source's fetch: it carries the deadline's signal.
 */
export function subgraphGuard(subgraph: string, settings: SubgraphGuardSettings) {
  const breaker = new CircuitBreaker(settings.breaker);
  const deadline = new AsyncLocalStorage<AbortSignal>();
  return {
    breaker,
    fetcher: ((url, init) => fetch(url, { ...init, signal: deadline.getStore() ?? null })) as typeof fetch,
    async run<T>(document: DocumentNode | undefined, send: () => Promise<T>): Promise<T> {
      const admission = breaker.admit();
      if (!admission.admitted) throw subgraphError('UNAVAILABLE', subgraph, Math.max(1, Math.ceil(admission.retryAfterMs / 1000)));
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), isSlowMutation(document) ? settings.slowTimeoutMs : settings.timeoutMs);
      try {
        const result = await deadline.run(controller.signal, send);
        breaker.succeeded();
        return result;
      } catch (err) {
        if (controller.signal.aborted) {
          breaker.failed();
          throw subgraphError('TIMEOUT', subgraph);
        }
        // No answer at all (refused, reset, closed while shutting down): fetch throws a TypeError.
        if (err instanceof TypeError || isGatewayStatusError(err)) {
          breaker.failed();
          throw subgraphError('UNAVAILABLE', subgraph, Math.max(1, Math.ceil(settings.breaker.openMs / 1000)));
        }
        breaker.succeeded();
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
