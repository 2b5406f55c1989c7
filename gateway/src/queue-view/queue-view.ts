import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import express, { type NextFunction, type Request, type Response } from 'express';
import { SignJWT, jwtVerify } from 'jose';
import type { Viewer } from '@juba/platform/viewer';

/**
 * The operators' queue view: bull-board on the gateway, for admins only.
 *
 * Admin rights come from the access token, as everywhere: a REST or GraphQL
 * client sends it as a bearer token. A browser navigation cannot send one, so
 * an admin's page first calls POST /admin/queues/session with its bearer
 * token and gets a short-lived cookie (an HS256 JWT under INTERNAL_SECRET,
 * audience juba-queue-view, so it is no viewer header), HttpOnly, SameSite
 * Strict, scoped to this path; then it opens /admin/queues. Without either:
 * 401; a valid token without the admin role: 403.
 *
 * Operators inspect and retry: reads and the two retry calls pass, every
 * other change bull-board offers (remove, empty, obliterate, add, edit data,
 * pause) is refused with 405, as those belong to the owning service's rows.
 */
export const QUEUE_VIEW_PATH = '/admin/queues';
const SESSION_PATH = '/session';
const QUEUE_VIEW_SESSION_PATH = `${QUEUE_VIEW_PATH}${SESSION_PATH}`;
export const QUEUE_VIEW_COOKIE = 'juba_queue_view';
const SESSION_SECONDS = 15 * 60;
const ISSUER = 'juba-gateway';
const AUDIENCE = 'juba-queue-view';

/** Retry one job, or every failed job of a queue: the only changes allowed here. */
const ALLOWED_CHANGES = [/^\/api\/queues\/[^/]+\/[^/]+\/retry$/, /^\/api\/queues\/[^/]+\/retry\/failed$/];

/**
 * bull-board's page has inline styles (its loading placeholder, a <style>
 * block): allowed here only, on an admin-only page; scripts stay 'self'.
 * Its web font from a CDN is refused on purpose (the system font is used).
 */
export const QUEUE_VIEW_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface QueueViewOptions {
  queues: Queue[];
  /** The viewer from the request's bearer token; null without one; throws for a bad token. */
  authenticate(req: Request): Promise<Viewer | null>;
  internalSecret: string;
  publicOrigin: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Mounted at QUEUE_VIEW_PATH. */
export function queueViewRouter(opts: QueueViewOptions) {
  const secure = new URL(opts.publicOrigin).protocol === 'https:';
  const board = new ExpressAdapter();
  board.setBasePath(QUEUE_VIEW_PATH);
  createBullBoard({
    queues: opts.queues.map((queue) => new BullMQAdapter(queue, { allowRetries: true })),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Juba: filas' } },
  });

  async function fromCookie(req: Request): Promise<boolean> {
    const token = cookieValue(req.headers.cookie, QUEUE_VIEW_COOKIE);
    if (!token) return false;
    try {
      await jwtVerify(token, key(opts.internalSecret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
      return true;
    } catch {
      return false;
    }
  }

  /** 401 without a valid token or session, 403 for a token without the admin role; the viewer otherwise. */
  async function adminFromToken(req: Request, res: Response): Promise<Viewer | null> {
    let viewer: Viewer | null;
    try {
      viewer = await opts.authenticate(req);
    } catch {
      viewer = null;
    }
    if (!viewer) {
      res.status(401).json({ message: `Unauthorized: send an admin's bearer token, or open ${QUEUE_VIEW_PATH} after POST ${QUEUE_VIEW_SESSION_PATH}.` });
      return null;
    }
    if (!viewer.isAdmin) {
      res.status(403).json({ message: 'Admin privileges required for this area.' });
      return null;
    }
    return viewer;
  }

  const router = express.Router();
  router.post(SESSION_PATH, async (req, res) => {
    const viewer = await adminFromToken(req, res);
    if (!viewer) return;
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(viewer.userId)
      .setIssuedAt()
      .setExpirationTime(`${SESSION_SECONDS}s`)
      .sign(key(opts.internalSecret));
    res.cookie(QUEUE_VIEW_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: QUEUE_VIEW_PATH, maxAge: SESSION_SECONDS * 1000 });
    res.json({ url: QUEUE_VIEW_PATH, expiresInSeconds: SESSION_SECONDS });
  });
  router.delete(SESSION_PATH, (_req, res) => {
    res.clearCookie(QUEUE_VIEW_COOKIE, { path: QUEUE_VIEW_PATH });
    res.status(204).end();
  });

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', QUEUE_VIEW_CONTENT_SECURITY_POLICY);
    res.setHeader('Cache-Control', 'no-store');
    if (!(await fromCookie(req)) && !(await adminFromToken(req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD' && !ALLOWED_CHANGES.some((allowed) => allowed.test(req.path))) {
      return void res.status(405).json({ message: 'The queue view only inspects queues and retries jobs.' });
    }
    next();
  });
  router.use(board.getRouter());
  return router;
}
