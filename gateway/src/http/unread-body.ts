import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * How long a caller refused before its body was read has to read the answer
 * before its connection is dropped: dropped sooner, while it is still
 * sending, its TCP stack gets a reset and may throw the answer away.
 */
const REFUSED_CALLER_LINGER_MS = 1_000;

/**
 * A refusal sent before the body was read: the gateway reads no more of it.
 * Left to itself Node would read and discard the rest once the answer is
 * sent, and close the connection as soon as the answer is out, resetting a
 * caller still sending, which then often sees a broken connection instead of
 * the answer. Instead the socket stays paused (TCP stops the caller), the
 * answer ends the connection (FIN) and the socket is dropped after
 * REFUSED_CALLER_LINGER_MS. A paused socket does not see its caller hang up
 * (that would take reading), so the hold always lasts that long: an idle
 * socket and its unread receive buffer, never a read.
 */
export function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse) {
  if (req.complete || res.headersSent) return;
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  // Node resumes the socket to discard the body once the answer is sent: paused again at once.
  socket.on('resume', () => socket.pause());
  socket.pause();
  res.once('finish', () => {
    // Node's own close, as soon as the answer is written, would reset a caller still sending.
    socket.off('finish', socket.destroy);
    const drop = setTimeout(() => socket.destroy(), REFUSED_CALLER_LINGER_MS);
    socket.once('close', () => clearTimeout(drop));
  });
}

/**
 * Calls `refuse` once the body passes `limit` bytes, as the chunk that passes
 * it arrives. Express's JSON parser notices too, but reads the whole rest of
 * the body before it says so: for a body without a Content-Length that can be
 * 10 MB or more. Listened to before the parser, so `refuse` answers first.
 */
export function cutOffPast(req: IncomingMessage, limit: number, refuse: () => void) {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off('data', count);
    refuse();
  };
  req.on('data', count);
}

/**
 * Express's JSON `parser` for a body refused by `refuse` the moment it passes
 * `limit` (cutOffPast). The parser's own complaint about a body cut off comes
 * once the connection is dropped, after the answer, and is not passed on.
 */
export function jsonCutOffPast(parser: RequestHandler, limit: number, refuse: RequestHandler): RequestHandler {
  return (req, res, next) => {
    cutOffPast(req, limit, () => refuse(req, res, next));
    parser(req, res, (err?: unknown) => {
      if (res.headersSent) return;
      next(err);
    });
  };
}
