import type { ErrorRequestHandler, Express, RequestHandler } from 'express';
import { closeIfBodyUnread } from './unread-body.ts';

export const bodyTooLarge = 'The request body is too large.';

/** The status and message for a request body Express's body parser refused; null for any other error. */
export function bodyParserProblem(err: unknown): [number, string] | null {
  const bodyError = err as { type?: string; status?: number; message?: string };
  if (bodyError.type === 'entity.parse.failed') return [400, 'The request body is not valid JSON.'];
  if (bodyError.type === 'entity.too.large') return [413, bodyTooLarge];
  if (bodyError.status && bodyError.status >= 400 && bodyError.status < 500) return [bodyError.status, bodyError.message ?? 'Bad request'];
  return null;
}

/** A body /graphql could not read, answered the way GraphQL clients read errors. */
export const graphqlBodyErrors: ErrorRequestHandler = (err, req, res, next) => {
  const problem = bodyParserProblem(err);
  if (!problem || res.headersSent) return next(err);
  closeIfBodyUnread(req, res);
  const [status, message] = problem;
  res.status(status).json({ errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] });
};

/**
 * The last handlers of the app: whatever no route answered, or failed outside
 * one, is answered in JSON, never with Express's HTML page or a stack trace.
 */
export function answerEverythingElseInJson(app: Express) {
  const notFound: RequestHandler = (req, res) => void res.status(404).json({ message: `Not found: ${req.method} ${req.path}` });
  const failed: ErrorRequestHandler = (err, req, res, next) => {
    // Too late for another answer: Express ends the connection.
    if (res.headersSent) return next(err);
    const problem = bodyParserProblem(err);
    if (problem) closeIfBodyUnread(req, res);
    if (!problem) console.error('Gateway error', err);
    const [status, message] = problem ?? [500, 'Internal server error'];
    res.status(status).json({ message });
  };
  app.use(notFound, failed);
}
