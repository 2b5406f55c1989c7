import type { RequestHandler } from 'express';
import { closeIfBodyUnread } from './unread-body.ts';

/** Long enough for a load balancer to send the caller to another gateway, or for this one to come back. */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;
export const gatewayShuttingDown = `O Juba está reiniciando. Tente novamente em ${SHUTDOWN_RETRY_AFTER_SECONDS} segundos.`;
export const SHUTTING_DOWN = 'shutting down';

/**
 * The gateway's shutdown (SIGTERM): from `drain()` on, a new request is
 * answered 503 with Retry-After and Connection: close (GraphQL's error shape
 * on /graphql, `{ message }` elsewhere) and readiness fails, so a load balancer
 * stops sending here, while the requests already in flight finish; `drain()`
 * resolves when they have, or after `graceMs`, whichever comes first. Only
 * then does the gateway stop listening: a caller meanwhile gets an answer it
 * can act on instead of a refused connection or a 500.
 */
export function shutdownDrain() {
  let draining = false;
  let inFlight = 0;
  let allFinished: (() => void) | undefined;

  const refuseOrCount: RequestHandler = (req, res, next) => {
    if (draining) {
      closeIfBodyUnread(req, res);
      res.set({ Connection: 'close', 'Retry-After': String(SHUTDOWN_RETRY_AFTER_SECONDS) });
      const graphql = req.path === '/graphql';
      return void res
        .status(503)
        .json(
          graphql
            ? { errors: [{ message: gatewayShuttingDown, extensions: { code: 'UNAVAILABLE', retryAfterSeconds: SHUTDOWN_RETRY_AFTER_SECONDS } }] }
            : { message: gatewayShuttingDown },
        );
    }
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) allFinished?.();
    });
    next();
  };

  return {
    middleware: refuseOrCount,
    /** From `drain()` on: every request is for the middleware to refuse. */
    draining: () => draining,
    /** A readiness check: fails from the moment the drain begins. */
    readiness: async () => {
      if (draining) throw new Error(SHUTTING_DOWN);
    },
    async drain(graceMs: number) {
      draining = true;
      if (inFlight === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        allFinished = resolve;
        timer = setTimeout(resolve, graceMs);
      });
      clearTimeout(timer);
    },
  };
}
