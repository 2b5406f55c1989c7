import type { Logger } from './logger.ts';
import { routeLabel, type NodeMiddleware } from './metrics.ts';
import { currentRequestId, REQUEST_ID_HEADER, requestIdFrom, runWithRequestId } from './request-context.ts';

/**
 * Gives the request its id (a valid incoming `x-request-id`, or a new one),
 * answers it in the same header, and runs the rest of the request under it:
 * log lines, the headers sent to subgraphs and the jobs it starts carry it.
 */
export function requestIdMiddleware(): NodeMiddleware {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    res.setHeader(REQUEST_ID_HEADER, requestId);
    runWithRequestId(requestId, next);
  };
}

/** One JSON line per answered request: route pattern (not the path: it may hold ids), status and time. */
export function accessLog(log: Logger): NodeMiddleware {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // 'finish' is emitted outside the request's async context: the id is taken now.
    const requestId = currentRequestId();
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      runWithRequestId(requestId, () =>
        log.info({ method: req.method, route: routeLabel(req, res), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request'),
      );
    });
    next();
  };
}
