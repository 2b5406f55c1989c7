import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnreadableRequestsInJson } from './unreadable-requests.ts';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((_req, res) => void res.end('{}'));
  answerUnreadableRequestsInJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Writes raw bytes and reads the whole answer until the server closes. */
function exchange(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers a request line over 16 KB with 431 in JSON', async () => {
    const answer = await exchange(`GET /api/progress?days=${'7'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body).message).toMatch(/too large/);
  });

  it('answers bytes that are not HTTP with 400 in JSON', async () => {
    const answer = await exchange('HELLO\u0000 WORLD\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request is not valid HTTP.' });
  });
});
