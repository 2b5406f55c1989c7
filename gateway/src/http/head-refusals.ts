import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Response } from 'express';
import { labelAnswer, type NodeMiddleware } from '@juba/platform/observability/metrics';
import type { Viewer } from '@juba/platform/viewer';
import { closeIfBodyUnread } from './unread-body.ts';

/** An answer refusing a request before its body is read: its status, JSON body and, on a 429, when to try again. */
export interface Refusal {
  status: number;
  json: unknown;
  retryAfterSeconds?: number;
}

/** A request whose head alone may decide its refusal: the route it is counted under, and the refusal once its caller is known (null: Express answers it). */
interface HeadMatch {
  route: string;
  refusalFor(caller: Promise<Viewer | null>): Promise<Refusal | null>;
}
export type HeadRule = (req: IncomingMessage) => HeadMatch | undefined;

/** The path of a request's URL, without its query. */
export const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?', 1)[0]!;

/** A refusal answered inside Express: the rest of the body is not read. */
export function refuseUnread(req: IncomingMessage, res: Response, refusal: Refusal) {
  closeIfBodyUnread(req, res);
  if (refusal.retryAfterSeconds !== undefined) res.set('Retry-After', String(refusal.retryAfterSeconds));
  res.status(refusal.status).json(refusal.json);
}

/**
 * The gateway's request listener: what every answer gets (`everyAnswer`: the
 * request id, the access log line, the metrics, the security headers), then
 * Express (`app`), except for a request a `rule` refuses from its head alone
 * (method, path, declared length, and whether its bearer token verifies, which
 * `caller` resolves once for Express too). That refusal is answered here on
 * Node's own response, with the headers and body Express's res.json would send
 * (`etag` is Express's own ETag function), and the rest of its body is not read
 * (closeIfBodyUnread). A refused anonymous upload then costs the gateway about
 * what it costs a bare Node server: Express's ~45 layers before /graphql and
 * its per-answer work were most of the rest. While `draining`, every request
 * goes to Express, which answers it 503.
 */
export function refusingFromTheHead(opts: {
  everyAnswer: NodeMiddleware[];
  rules: HeadRule[];
  caller: (req: IncomingMessage) => Promise<Viewer | null>;
  draining: () => boolean;
  etag: (body: string, encoding: 'utf8') => string | undefined;
  app: RequestListener;
}): RequestListener {
  // Each refusal is one of a handful of constants: serialised once.
  const wire = new WeakMap<Refusal, { body: string; headers: OutgoingHttpHeaders }>();
  const wireOf = (refusal: Refusal) => {
    let sent = wire.get(refusal);
    if (!sent) {
      const body = JSON.stringify(refusal.json);
      const retryAfter = refusal.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(refusal.retryAfterSeconds) };
      const etag = opts.etag(body, 'utf8');
      sent = {
        body,
        headers: {
          ...retryAfter,
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          ...(etag ? { ETag: etag } : {}),
        },
      };
      wire.set(refusal, sent);
    }
    return sent;
  };
  const refuse = (req: IncomingMessage, res: ServerResponse, route: string, refusal: Refusal) => {
    labelAnswer(res, route);
    closeIfBodyUnread(req, res);
    const { body, headers } = wireOf(refusal);
    res.writeHead(refusal.status, headers).end(body);
  };
  const matchOf = (req: IncomingMessage) => {
    if (opts.draining()) return undefined;
    for (const rule of opts.rules) {
      const match = rule(req);
      if (match) return match;
    }
    return undefined;
  };
  const decide = (req: IncomingMessage, res: ServerResponse) => {
    const match = matchOf(req);
    if (!match) return void opts.app(req, res);
    // A decision that fails leaves the request to Express, which decides again.
    match.refusalFor(opts.caller(req)).then(
      (refusal) => (refusal ? refuse(req, res, match.route, refusal) : opts.app(req, res)),
      () => opts.app(req, res),
    );
  };
  return (req, res) => {
    let next = 0;
    const step = () => (next < opts.everyAnswer.length ? opts.everyAnswer[next++]!(req, res, step) : decide(req, res));
    step();
  };
}
