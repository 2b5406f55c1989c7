import express, { type NextFunction, type Request, type Response } from 'express';
import { GraphQLError, print, type GraphQLFormattedError } from 'graphql';
import { z } from 'zod';
import { INVALID_TOKEN_MESSAGE, statusForCode } from '@juba/platform/errors';
import { JobWaitTimeoutError } from '@juba/platform/job-updates';
import type { Viewer } from '@juba/platform/viewer';
import { IdentityProviderUnavailableError, InvalidTokenError } from '../auth/token-verifier.ts';
import { bodyAllowance, recordingTooLarge } from '../http/body-allowance.ts';
import { bodyParserProblem, bodyTooLarge } from '../http/json-errors.ts';
import { pathOf, refuseUnread, type HeadRule, type Refusal } from '../http/head-refusals.ts';
import { closeIfBodyUnread, jsonCutOffPast } from '../http/unread-body.ts';
import type { UploadSlots } from '../http/upload-slots.ts';
import { JOB_TIMEOUT_MESSAGE } from './job-answer.ts';
import type { RestCall, RestRoute } from './rest-route.ts';
import { REST_ROUTES } from './routes.ts';

export interface RestDeps {
  /** Resolves the caller from the request; null when no token was sent; throws for a bad token. */
  authenticate(req: Request): Promise<Viewer | null>;
  execute(
    viewer: Viewer,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }>;
  waitForJobEnd<T extends { status: string }>(jobId: string, read: () => Promise<T | null>): Promise<T>;
  limits: { jsonBody: number; audioBody: number };
  /** Shared with /graphql: how many recordings a learner, and the gateway, upload at once. */
  uploadSlots: UploadSlots;
}

/** A GraphQL error raised inside a REST call, carrying the HTTP status its code maps to. */
class GraphQLCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** From the error's extensions (TOO_MANY_REQUESTS): when the caller may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A refusal sent before the body was read: the rest of it is not read. */
const refuse = (req: Request, res: Response, status: number, message: string, retryAfterSeconds?: number) =>
  refuseUnread(req, res, { status, json: { message }, retryAfterSeconds });

const unauthorized: Refusal = { status: 401, json: { message: 'Unauthorized' } };
const notAdmin: Refusal = { status: 403, json: { message: 'Admin privileges required for this area.' } };
const invalidToken: Refusal = { status: 401, json: { message: INVALID_TOKEN_MESSAGE } };

/** Who may call a row: a caller without the right gets 401/403 whatever body it sent; null when it may. */
function callerRefusal(route: RestRoute, viewer: Viewer | null): Refusal | null {
  if (!viewer) return unauthorized;
  if (route.access === 'admin' && !viewer.isAdmin) return notAdmin;
  return null;
}

export const expressPath = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');
/** A spec path's URLs, as Express matches its route (a trailing slash allowed), only case-sensitively. */
const pathPattern = (specPath: string) => new RegExp(`^${specPath.replace(/\{\w+\}/g, '[^/]+')}/?$`);

/**
 * What the REST rows refuse from the head alone (head-refusals.ts): a caller
 * without a token, with one that does not verify, or without the right to the
 * row, as `authorize` would, counted under the route Express would match (the
 * first row of the method whose path matches). A HEAD request, which Express
 * routes to a GET row, and a failure to verify a token for another reason
 * (the identity provider away) are left to Express.
 */
export function restHeadRule(routes: RestRoute[] = REST_ROUTES): HeadRule {
  const rows = routes.map((route) => ({ route, pattern: pathPattern(route.path), label: expressPath(route.path) }));
  return (req) => {
    const path = pathOf(req);
    const row = rows.find((r) => r.route.method === req.method && r.pattern.test(path));
    return (
      row && {
        route: row.label,
        refusalFor: (caller) =>
          caller.then(
            (viewer) => callerRefusal(row.route, viewer),
            (err: unknown) => (err instanceof InvalidTokenError ? invalidToken : null),
          ),
      }
    );
  };
}

export function createRestRouter(deps: RestDeps, routes: RestRoute[] = REST_ROUTES) {
  const router = express.Router();
  // Compiled once: every unmatched /api request is checked against each row's path.
  const rowPatterns = routes.map((route) => pathPattern(route.path));
  const limits = { documentBytes: deps.limits.jsonBody, audioBytes: deps.limits.audioBody };
  // A chunked body is refused the moment it passes its limit, as /graphql's is: Express's parser alone would read all of it first.
  const smallJson = jsonCutOffPast(express.json({ limit: limits.documentBytes, strict: true }), limits.documentBytes, (req, res) =>
    refuse(req, res, 413, bodyTooLarge),
  );
  const largeJson = jsonCutOffPast(express.json({ limit: limits.audioBytes, strict: true }), limits.audioBytes, (req, res) =>
    refuse(req, res, 413, recordingTooLarge(limits)),
  );
  /** A row that carries a recording: the caller is known by now; its body is read within its allowance. */
  const recordingJson = (req: Request, res: Response, next: NextFunction) => {
    const allowance = bodyAllowance(res.locals.viewer as Viewer, req, limits, deps.uploadSlots);
    if ('refuse' in allowance) return refuse(req, res, allowance.refuse, allowance.message, allowance.retryAfterSeconds);
    if (allowance.read === 'document') return smallJson(req, res, next);
    res.once('close', allowance.release);
    largeJson(req, res, next);
  };

  for (const route of routes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    // Who may call comes first: a caller without the right gets 401/403 whatever body it sent.
    // Express 5 hands a rejected handler to the error handler below.
    router[method](expressPath(route.path), authorize(route), route.largeBody ? recordingJson : smallJson, (req, res) =>
      handle(route, req, res, res.locals.viewer as Viewer),
    );
  }

  function authorize(route: RestRoute) {
    return async (req: Request, res: Response, next: NextFunction) => {
      try {
        const viewer = await deps.authenticate(req);
        const refusal = callerRefusal(route, viewer);
        if (refusal) return refuseUnread(req, res, refusal);
        res.locals.viewer = viewer;
        next();
      } catch (err) {
        next(err);
      }
    };
  }

  async function handle(route: RestRoute, req: Request, res: Response, viewer: Viewer) {
    let body: unknown;
    if (route.body) {
      const parsed = z.safeParse(route.body, req.body);
      if (!parsed.success) return void res.status(400).json({ message: describeIssues(parsed.error) });
      body = parsed.data;
    }
    const call: RestCall = {
      body,
      params: req.params as Record<string, string>,
      query: req.query as Record<string, unknown>,
      graphql: async (document, ...[variables]) => {
        const result = await deps.execute(viewer, print(document), variables);
        const error = result.errors?.[0];
        if (error) throw new GraphQLCallError(statusForCode(error.extensions?.code), error.message, retryAfterOf(error));
        // The document was generated from the API schema, and the gateway answered it: data has its result type.
        return result.data as never;
      },
      waitForJobEnd: (jobId, read) => deps.waitForJobEnd(jobId, read),
    };
    const result = await route.run(call);
    res.status(result.status ?? 200).json(result.json);
  }

  router.use('/api', (req, res) => {
    const path = req.originalUrl.split('?', 1)[0]!;
    const known = rowPatterns.some((pattern) => pattern.test(path));
    res.status(known ? 405 : 404).json({ message: known ? `Method ${req.method} is not allowed here.` : `Not found: ${req.method} ${req.originalUrl}` });
  });

  router.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (err instanceof GraphQLCallError && err.retryAfterSeconds !== undefined) res.set('Retry-After', String(err.retryAfterSeconds));
    const [status, message] = httpError(err);
    if (status === 413 || status === 401) closeIfBodyUnread(req, res);
    res.status(status).json({ message });
  });
  return router;
}

/** Retry-After means something only on 429 and 503. */
function retryAfterOf(error: GraphQLFormattedError): number | undefined {
  const seconds = error.extensions?.retryAfterSeconds;
  const status = statusForCode(error.extensions?.code);
  return (status === 429 || status === 503) && typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** Every failure becomes a status and a message a person can act on. */
function httpError(err: unknown): [number, string] {
  if (err instanceof GraphQLCallError) return [err.status, err.message];
  if (err instanceof InvalidTokenError) return [401, INVALID_TOKEN_MESSAGE];
  if (err instanceof IdentityProviderUnavailableError) return [503, 'O serviço de identidade está indisponível. Tente novamente em instantes.'];
  if (err instanceof JobWaitTimeoutError) return [504, JOB_TIMEOUT_MESSAGE];
  // Raised by the gateway itself (e.g. waiting on a job that does not exist), not by a subgraph.
  if (err instanceof GraphQLError && statusForCode(err.extensions.code) < 500) return [statusForCode(err.extensions.code), err.message];
  const bodyProblem = bodyParserProblem(err);
  if (bodyProblem) return bodyProblem;
  console.error('REST facade error', err);
  return [500, 'Internal server error'];
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`).join('; ');
}
