import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testViewer } from '@juba/platform/testing/subgraph';
import { recordingTooLarge } from '../http/body-allowance.ts';
import { bodyTooLarge } from '../http/json-errors.ts';
import { UploadSlots } from '../http/upload-slots.ts';
import { createRestRouter } from './router.ts';
import type { RestRoute } from './rest-route.ts';

const limits = { jsonBody: 1000, audioBody: 200_000 };
const echo: RestRoute['run'] = async (call) => ({ json: call.body });
const recordingRow: RestRoute = { method: 'POST', path: '/api/phonetic-analysis', feature: 'phonetics', access: 'signed-in', largeBody: true, run: echo };
const documentRow: RestRoute = { method: 'POST', path: '/api/dictionary', feature: 'dictionary', access: 'signed-in', run: echo };

let url: string;
let server: Server;
/** Every connection the server accepted, to see how much it read of each. */
const serverSockets: Socket[] = [];
beforeAll(async () => {
  const app = express();
  app.use(
    createRestRouter(
      {
        authenticate: async () => testViewer(),
        execute: async () => ({ data: {} }),
        waitForJobEnd: async () => Promise.reject(new Error('no job here')),
        limits,
        uploadSlots: new UploadSlots({ perLearner: 5, total: 5 }),
      },
      [recordingRow, documentRow],
    ),
  );
  server = createServer(app);
  server.on('connection', (socket) => serverSockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const TEN_MEGABYTES = 10 * 1024 * 1024;

/**
 * A signed-in caller posting a chunked 10 MB body that keeps sending, as fast
 * as the connection takes it, until an answer arrives; whether it was still
 * sending then, and the connection the server read it on.
 */
function streamUntilAnswered(
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: unknown; stillSending: boolean; serverSocket: Socket }> {
  const from = serverSockets.length;
  return new Promise((resolve) => {
    const req = request(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', authorization: 'Bearer learner' },
      agent: false,
    });
    let sent = 0;
    let answered = false;
    req.on('error', () => {});
    req.on('response', (res) => {
      answered = true;
      const stillSending = sent < TEN_MEGABYTES;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          stillSending,
          serverSocket: serverSockets[from]!,
        }),
      );
    });
    const chunk = Buffer.alloc(16 * 1024, 'A');
    const send = () => {
      while (!answered && sent < TEN_MEGABYTES) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', send);
      }
      if (!answered) req.end();
    };
    req.write('{"targetText":"hi","audioData":"');
    send();
  });
}

describe('a REST body past its limit', () => {
  it.each([
    ['a recording row', recordingRow.path, recordingTooLarge({ documentBytes: limits.jsonBody, audioBytes: limits.audioBody })],
    ['any other row', documentRow.path, bodyTooLarge],
  ])('on %s is refused with 413 while the caller is still sending, reading little of it', async (_row, path, message) => {
    const answer = await streamUntilAnswered(path);
    expect({ status: answer.status, connection: answer.headers.connection, body: answer.body, stillSending: answer.stillSending }).toEqual({
      status: 413,
      connection: 'close',
      body: { message },
      stillSending: true,
    });
    await expect.poll(() => answer.serverSocket.destroyed, { timeout: 5_000 }).toBe(true);
    expect(answer.serverSocket.bytesRead).toBeLessThan(1024 * 1024);
  });
});
