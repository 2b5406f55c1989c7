import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiConfig } from '../config.ts';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

export type Responder = (req: RecordedRequest, res: ServerResponse) => void;

/**
 * A real OpenAI-compatible HTTP server on an ephemeral port: each request is
 * recorded and answered by the next responder in the queue.
 */
export async function startChatServer(responders: Responder[]) {
  const requests: RecordedRequest[] = [];
  const arrivals: ((r: RecordedRequest) => void)[] = [];
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : null };
    requests.push(recorded);
    arrivals.shift()?.(recorded);
    const respond = responders.shift();
    if (!respond) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no responder left' } }));
      return;
    }
    respond(recorded, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Resolves when the next request reaches the server. */
    nextRequest: () => new Promise<RecordedRequest>((resolve) => arrivals.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function chatCompletion(content: string | null, finishReason = 'stop'): Responder {
  return (req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_760_000_000,
        model: req.body?.model ?? 'unknown',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
        usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
      }),
    );
  };
}

/** One server-sent chat.completion.chunk event of a streamed reply. */
function chunkEvent(req: RecordedRequest, delta: object, finishReason: string | null) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1_760_000_000,
    model: req.body?.model ?? 'unknown',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;
}

const openStream = (req: RecordedRequest, res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }).write(chunkEvent(req, { role: 'assistant', content: '' }, null));

export interface StreamOptions {
  /** Characters (code points) of content per chunk. */
  chunkSize?: number;
  /** Pause between chunks; 0 writes the whole stream at once, without timers (fake clocks do not hold it back). */
  delayMs?: number;
  finishReason?: string;
  /** Goes silent, the response still open, after this many content chunks: a model that stalls... */
  pauseAfter?: number;
  /** ...until this settles (never, without it), then writes the rest. */
  resume?: Promise<unknown>;
}

/** Streams `content` as OpenAI does with `stream: true`: server-sent chat.completion.chunk events, then [DONE]. */
export function streamedCompletion(content: string, { chunkSize = 8, delayMs = 0, finishReason = 'stop', pauseAfter, resume }: StreamOptions = {}): Responder {
  return (req, res) => {
    const codePoints = Array.from(content);
    const pieces = Array.from({ length: Math.ceil(codePoints.length / chunkSize) }, (_, i) => codePoints.slice(i * chunkSize, (i + 1) * chunkSize).join(''));
    const toSend = [...pieces.map((piece) => chunkEvent(req, { content: piece }, null)), chunkEvent(req, {}, finishReason), 'data: [DONE]\n\n'];
    let pauseAt = pauseAfter ?? -1;

    openStream(req, res);
    const sendNext = () => {
      if (res.destroyed) return;
      if (pauseAt-- === 0) {
        void resume?.then(sendNext);
        return;
      }
      const next = toSend.shift();
      if (next === undefined) {
        res.end();
        return;
      }
      res.write(next);
      if (delayMs > 0) setTimeout(sendNext, delayMs).unref();
      else sendNext();
    };
    sendNext();
  };
}

/**
 * A streamed reply the test writes itself, a chunk at a time, whenever it
 * likes: for tests whose clock is fake, where a server's own timers would not run.
 */
export function handWrittenStream() {
  let stream: { req: RecordedRequest; res: ServerResponse } | undefined;
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const response = () => {
    if (!stream) throw new Error('the stream has not been requested yet');
    return stream;
  };
  const respond: Responder = (req, res) => {
    stream = { req, res };
    openStream(req, res);
    opened();
  };
  return {
    respond,
    /** Resolves once the request arrived and the stream is open. */
    open,
    write(content: string) {
      const { req, res } = response();
      res.write(chunkEvent(req, { content }, null));
    },
    end(finishReason = 'stop') {
      const { req, res } = response();
      res.end(`${chunkEvent(req, {}, finishReason)}data: [DONE]\n\n`);
    },
  };
}

export function httpError(status: number, message: string): Responder {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
  };
}

/** Never answers: the request stays open until the client gives up or the server closes. */
export const hang: Responder = () => {};

/** Answers like `respond`, but only after `ms`: a slow model. */
export function delayed(ms: number, respond: Responder): Responder {
  return (req, res) => {
    setTimeout(() => {
      if (!res.destroyed) respond(req, res);
    }, ms).unref();
  };
}

/** A config that talks to a test server, with settings a test can tell from the defaults. */
export function testServerConfig(baseURL: string, overrides: Partial<AiConfig> = {}): AiConfig {
  return { baseURL, apiKey: 'test-key', model: 'juba-test-model', temperature: 0.3, maxTokens: 1500, timeoutMs: 30_000, ...overrides };
}
