import type { ApolloServerPlugin } from '@apollo/server';
import type { Queue } from 'bullmq';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Each process's Prometheus metrics, served on its internal ops port
 * (ops-server.ts), never on a public one. Every label set is bounded: routes
 * are the matched route patterns, operation names are capped, queues and job
 * names come from the code.
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** Seconds: from a quick GraphQL read to a recording's analysis behind REST. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Requests nothing routed (a scanner's random paths) share one label. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Node's own request and response, as Express extends them once it has seen
 * them: what the access log and the metrics read, in front of Express or
 * inside it (a request answered before Express has neither a route nor locals).
 */
export type ObservedRequest = IncomingMessage & { baseUrl?: string; route?: { path?: unknown } };
export type ObservedResponse = ServerResponse & { locals?: { routeLabel?: string } };
/** A middleware that needs only Node's request and response, so it may also run before Express. */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The matched route pattern (`/api/handouts/:id`), never the path itself: a path with an id would make a series per id. */
export function routeLabel(req: ObservedRequest, res: ObservedResponse): string {
  const fixed = res.locals?.routeLabel;
  if (fixed) return fixed;
  const route = req.route;
  if (route && typeof route.path === 'string') return `${req.baseUrl ?? ''}${route.path}`;
  return UNMATCHED_ROUTE;
}

/** Names the route of an answer sent before Express saw the request, as labelRoute does inside it. */
export function labelAnswer(res: ServerResponse, label: string) {
  (res as ObservedResponse).locals = { routeLabel: label };
}

/** Names the route of everything under a mount that has no express route of its own (Apollo, static files). */
export function labelRoute(label: string) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.locals.routeLabel ??= label;
    next();
  };
}

export function httpMetrics(registry: Registry): NodeMiddleware {
  const duration = new Histogram({
    name: 'juba_http_request_duration_seconds',
    help: 'HTTP requests by matched route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  return (req, res, next) => {
    const end = duration.startTimer();
    res.once('finish', () => end({ route: routeLabel(req, res), method: req.method, status: String(res.statusCode) }));
    next();
  };
}

/** Distinct operation names kept before the rest are counted as `other`: clients choose names, and each name is a series. */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export function operationNameLabeler(max = MAX_OPERATION_NAMES) {
  const seen = new Set<string>();
  return (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (!OPERATION_NAME.test(name)) return 'other';
    if (seen.has(name)) return name;
    if (seen.size >= max) return 'other';
    seen.add(name);
    return name;
  };
}

/** GraphQL operations by name and outcome (`ok`, or `error` when the answer carries errors). */
export function graphqlMetricsPlugin(registry: Registry): ApolloServerPlugin {
  const operations = new Counter({
    name: 'juba_graphql_operations_total',
    help: 'GraphQL operations by operation name (capped; unknown names as other) and outcome',
    labelNames: ['operation', 'outcome'],
    registers: [registry],
  });
  const label = operationNameLabeler();
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, operationName, response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          operations.inc({ operation: label(operationName ?? request.operationName), outcome: errors?.length ? 'error' : 'ok' });
        },
      };
    },
  };
}

export const QUEUE_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;

/** A scrape waits this long for Redis; a worker's connection queues commands while Redis is away. */
const QUEUE_COUNT_TIMEOUT_MS = 2_000;

function countsWithin(queue: Queue): Promise<Record<string, number> | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), QUEUE_COUNT_TIMEOUT_MS)));
  return Promise.race([queue.getJobCounts(...QUEUE_STATES).catch(() => null), late]).finally(() => clearTimeout(timer));
}

/** Queue depth per queue and state, read from Redis at each scrape (a Redis that does not answer leaves the gauge out of that scrape). */
export function queueDepthGauge(registry: Registry, queues: () => Queue[]) {
  return new Gauge({
    name: 'juba_queue_jobs',
    help: 'BullMQ jobs per queue and state (waiting, delayed, active, failed), read at scrape time',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        queues().map(async (queue) => {
          const counts = await countsWithin(queue);
          if (counts) for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
}

/** Seconds a job may take: a learner-activity report in milliseconds, a handout from a model in a minute or two. */
const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

export function jobMetrics(
  registry: Registry,
  opts: { knownNames: readonly string[]; concurrency: number; active: (queue: string) => number; queues: readonly string[] },
) {
  const known = new Set(opts.knownNames);
  const duration = new Histogram({
    name: 'juba_job_duration_seconds',
    help: 'Jobs run by this worker, by queue, job name and outcome (completed, failed, handed-back)',
    labelNames: ['queue', 'job', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'juba_worker_utilisation_ratio',
    help: 'Jobs running in this process per queue, divided by its concurrency',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      for (const queue of opts.queues) this.set({ queue }, opts.active(queue) / opts.concurrency);
    },
  });
  new Gauge({
    name: 'juba_worker_concurrency',
    help: 'Jobs this process runs at once per queue (WORKER_CONCURRENCY)',
    labelNames: ['queue'],
    registers: [registry],
    collect() {
      for (const queue of opts.queues) this.set({ queue }, opts.concurrency);
    },
  });
  return {
    /** Starts timing one run; call the result with its outcome. */
    start(queue: string, name: string) {
      const end = duration.startTimer({ queue, job: known.has(name) ? name : 'unknown' });
      return (outcome: 'completed' | 'failed' | 'handed-back') => end({ outcome });
    },
  };
}

export { Histogram, Registry } from 'prom-client';
