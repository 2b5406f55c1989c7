import { request, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testViewer } from '@juba/platform/testing/subgraph';
import { anonymousBodyTooLarge, gatewayUploadsBusy, learnerUploadsBusy, recordingTooLarge, UPLOAD_RETRY_AFTER_SECONDS } from './body-allowance.ts';
import { graphqlJsonBody } from './graphql-body.ts';
import { graphqlBodyErrors } from './json-errors.ts';
import { UploadSlots } from './upload-slots.ts';

const limits = { documentBytes: 1000, audioBytes: 200_000, maxTokens: 200 };
/** The caller is whoever the bearer names: these tests are about bodies, not tokens. */
const identify = async (req: IncomingMessage) => {
  const userId = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  return userId ? testViewer({ userId }) : null;
};

let url: string;
/** Every connection the server accepted, to see what it read from each. */
const serverSockets: Socket[] = [];
let close: () => void;
beforeAll(async () => {
  const app = express();
  const answer: RequestHandler = (_req, res) => void res.json({ ok: true });
  app.post('/graphql', ...graphqlJsonBody(limits, { identify, slots: new UploadSlots({ perLearner: 2, total: 3 }) }), answer, graphqlBodyErrors);
  const server = app.listen(0, '127.0.0.1');
  server.on('connection', (socket) => serverSockets.push(socket));
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  close = () => server.close();
});
afterAll(() => close());

const post = async (body: unknown, as = 'learner') => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${as}` }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown };
};
const recording = 'A'.repeat(50_000);

interface Upload {
  /** The answer, which may come before the whole body was sent. */
  answer: Promise<{ status: number; headers: IncomingMessage['headers']; body: unknown }>;
  finish: () => void;
  /** Sends `bytes` more of the body, without ending it. */
  sendMore: (bytes: number) => void;
}

/** Starts a POST declaring `declared` bytes (none: chunked) and sends only its first kilobyte until `finish`. */
function startUpload(opts: { declared?: number; as?: string }): Upload {
  const headers = {
    'content-type': 'application/json',
    ...(opts.declared === undefined ? {} : { 'content-length': String(opts.declared) }),
    ...(opts.as ? { authorization: `Bearer ${opts.as}` } : {}),
  };
  const req = request(url, { method: 'POST', headers, agent: false });
  const query = 'mutation R($a: String!) { requestPhoneticAnalysis(audioData: $a, targetText: "hi") { id } }';
  const text = JSON.stringify({ query, variables: { a: 'A'.repeat((opts.declared ?? 60_000) - query.length - 48) } });
  const body = Buffer.from(text.padEnd(opts.declared ?? text.length));
  req.on('error', () => {});
  const answer = new Promise<{ status: number; headers: IncomingMessage['headers']; body: unknown }>((resolve) =>
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    }),
  );
  req.write(body.subarray(0, 1024));
  return { answer, finish: () => req.end(body.subarray(1024)), sendMore: (bytes) => void req.write(Buffer.alloc(bytes, 'A')) };
}

/** Sends all of `body` anonymously, as an uploader does whatever the answer, and reads the answer (or the error the connection ends with). */
function sendWhole(body: Buffer, withLength: boolean): Promise<{ status: number; body: unknown } | { error: string }> {
  return new Promise((resolve) => {
    const headers = { 'content-type': 'application/json', ...(withLength ? { 'content-length': String(body.length) } : { 'transfer-encoding': 'chunked' }) };
    const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end(body);
  });
}

describe('the caller comes before the body', () => {
  it('refuses an anonymous body declared over the document limit from its Content-Length, before it arrives, and closes the connection', async () => {
    const upload = startUpload({ declared: 10 * 1024 * 1024 });
    const { status, headers, body } = await upload.answer;
    expect({ status, connection: headers.connection, body }).toEqual({
      status: 413,
      connection: 'close',
      body: { errors: [{ message: anonymousBodyTooLarge(limits), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
    });
    expect(anonymousBodyTooLarge(limits)).toMatch(/Entre na sua conta/);
  });

  it('cuts off an anonymous chunked body as soon as it passes the document limit, while the caller is still sending', async () => {
    const upload = startUpload({});
    expect((await upload.answer).body).toEqual({ errors: [{ message: anonymousBodyTooLarge(limits), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it("cuts off a signed-in caller's chunked recording as soon as it passes the recording limit", async () => {
    const upload = startUpload({ as: 'dani', declared: undefined });
    upload.sendMore(limits.audioBytes);
    const { status, body } = await upload.answer;
    expect({ status, body }).toEqual({ status: 413, body: { errors: [{ message: recordingTooLarge(limits), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } });
  });

  it('lets callers sending a whole 10 MB body read the refusal, reading little of it', async () => {
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 'A');
    const refused = { status: 413, body: { errors: [{ message: anonymousBodyTooLarge(limits), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } };
    const from = serverSockets.length;
    const callers = [true, false].flatMap((withLength) => Array.from({ length: 10 }, () => sendWhole(tenMegabytes, withLength)));
    expect(await Promise.all(callers)).toEqual(Array.from({ length: 20 }, () => refused));
    const theirs = serverSockets.slice(from);
    await expect.poll(() => theirs.every((socket) => socket.destroyed), { timeout: 5_000 }).toBe(true);
    expect(Math.max(...theirs.map((socket) => socket.bytesRead))).toBeLessThan(1024 * 1024);
  });

  it('stops reading a refused anonymous upload whose caller keeps sending: the caller reads the 413 and then the end of the connection', async () => {
    const from = serverSockets.length;
    const { port } = new URL(url);
    const caller = connect(Number(port), '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 'A');
    // As a client that does not look at answers does: the head, then the body for as long as TCP takes it.
    const keepSending = () => {
      while (!caller.destroyed && caller.write(chunk));
    };
    caller.on('drain', keepSending).on('error', () => {});
    caller.write(`POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`);
    keepSending();
    const chunks: Buffer[] = [];
    caller.on('data', (data: Buffer) => chunks.push(data));
    await new Promise((resolve) => caller.once('end', resolve));
    caller.destroy();
    const [head, body] = Buffer.concat(chunks).toString().split('\r\n\r\n');
    expect({ statusLine: head!.split('\r\n')[0], connection: /^connection: (.+)$/im.exec(head!)?.[1], body: JSON.parse(body!) as unknown }).toEqual({
      statusLine: 'HTTP/1.1 413 Payload Too Large',
      connection: 'close',
      body: { errors: [{ message: anonymousBodyTooLarge(limits), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] },
    });
    // Paused, the server's socket does not see the caller hang up: it is dropped when its hold ends.
    const [theirs] = serverSockets.slice(from);
    await expect.poll(() => theirs!.destroyed, { timeout: 5_000 }).toBe(true);
    expect(theirs!.bytesRead).toBeLessThan(1024 * 1024);
  });

  it('refuses a signed-in caller declaring more than a recording may be, before it arrives', async () => {
    const { status, body } = await startUpload({ declared: limits.audioBytes + 1, as: 'bia' }).answer;
    expect({ status, body }).toEqual({ status: 413, body: { errors: [{ message: recordingTooLarge(limits), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } });
  });

  it('lets a learner upload two recordings at once and the gateway three, answering 429 with Retry-After beyond, until one ends', async () => {
    const first = startUpload({ declared: 60_000, as: 'ana' });
    const second = startUpload({ declared: 60_000, as: 'ana' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await startUpload({ declared: 60_000, as: 'ana' }).answer;
    expect({ status: third.status, retryAfter: third.headers['retry-after'], body: third.body }).toEqual({
      status: 429,
      retryAfter: String(UPLOAD_RETRY_AFTER_SECONDS),
      body: { errors: [{ message: learnerUploadsBusy, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS } }] },
    });
    const othersFirst = startUpload({ declared: 60_000, as: 'caio' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await startUpload({ declared: 60_000, as: 'caio' }).answer).body).toEqual({
      errors: [{ message: gatewayUploadsBusy, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: UPLOAD_RETRY_AFTER_SECONDS } }],
    });
    for (const upload of [first, second, othersFirst]) upload.finish();
    expect(await Promise.all([first, second, othersFirst].map(async (u) => (await u.answer).status))).toEqual([200, 200, 200]);
    expect(
      (
        await post(
          {
            query: 'mutation R($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }',
            variables: { a: recording, t: 'hi' },
          },
          'ana',
        )
      ).status,
    ).toBe(200);
  });

  it('holds an anonymous recording to the document limit', async () => {
    const query = 'mutation R($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }';
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { a: recording, t: 'hi' } }),
    });
    expect(res.status).toBe(413);
  });
});

describe('the /graphql body limit', () => {
  it('takes a small body of any operation', async () => {
    expect(await post({ query: '{ me { id } }' })).toEqual({ status: 200, body: { ok: true } });
  });

  it('takes a recording in the variables of the mutations that carry one', async () => {
    const query = 'mutation R($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }';
    expect((await post({ query, operationName: 'R', variables: { a: recording, t: 'hi' } })).status).toBe(200);
    const lab = 'mutation L($a: String!) { analyzeAccent(exerciseId: "th-voiceless", audio: $a, targetSounds: ["θ"]) { accuracyScore } }';
    expect((await post({ query: lab, variables: { a: recording } })).status).toBe(200);
  });

  it('takes the small extensions Apollo Client adds to every request beside a recording', async () => {
    const query = 'mutation R($a: String!, $t: String!) { requestPhoneticAnalysis(audioData: $a, targetText: $t) { id } }';
    const extensions = { clientLibrary: { name: '@apollo/client', version: '4.3.8' } };
    expect((await post({ query, operationName: 'R', variables: { a: recording, t: 'hi' }, extensions })).status).toBe(200);
  });

  it('refuses as much data for any other operation, or beside a recording mutation, with 413', async () => {
    const tooLarge = { status: 413, body: { errors: [{ message: 'The request body is too large.', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } };
    expect(
      await post({ query: 'mutation S($t: String!) { sendConversationMessage(conversationId: "x", text: $t) { id } }', variables: { t: recording } }),
    ).toEqual(tooLarge);
    expect(
      await post({
        query: 'mutation M($a: String!) { requestPhoneticAnalysis(audioData: $a, targetText: "x") { id } deleteContent(id: "1") }',
        variables: { a: recording },
      }),
    ).toEqual(tooLarge);
    expect(
      await post({
        query: `mutation M($a: String!) { analyzeAccent(exerciseId: "x", audio: $a, targetSounds: []) { accuracyScore } } #${'x'.repeat(2000)}`,
        variables: { a: '' },
      }),
    ).toEqual(tooLarge);
    expect(
      await post({
        query: 'mutation M($a: String!) { analyzeAccent(exerciseId: "x", audio: $a, targetSounds: []) { accuracyScore } }',
        variables: { a: '' },
        extensions: { pad: recording },
      }),
    ).toEqual(tooLarge);
    // Nested past the stack of JSON.stringify: still a 413, never a 500.
    const deep = `{"query": "mutation M($a: String!) { analyzeAccent(exerciseId: \\"x\\", audio: $a, targetSounds: []) { accuracyScore } }", "variables": {"a": "${recording}"}, "extensions": ${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}`;
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer learner' }, body: deep });
    expect({ status: res.status, body: await res.json() }).toEqual(tooLarge);
    expect(await post({ padding: recording })).toEqual(tooLarge);
  });
});
