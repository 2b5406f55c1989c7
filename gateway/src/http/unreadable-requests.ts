import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests Node's HTTP parser refuses before Express sees them (a request line
 * and headers over its 16 KB limit, bytes that are not HTTP) get a JSON answer
 * with a readable message like every other error, instead of a bare status line.
 */
export function answerUnreadableRequestsInJson(server: Server) {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // The client is gone, or an answer is already on its way: nothing more can be said.
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const [status, message] = problemOf(err.code);
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

function problemOf(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request line and headers are too large (over 16 KB). Send long values in the body.'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request took too long to arrive.'];
  return [400, 'The request is not valid HTTP.'];
}
