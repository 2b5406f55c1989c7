import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '@juba/platform/observability/logger';
import { createMetricsRegistry } from '@juba/platform/observability/metrics';
import { createGateway } from '../app.ts';
import { loadGatewayConfig } from '../config.ts';

const lines: Record<string, unknown>[] = [];
const registry = createMetricsRegistry('gateway');
let gateway: Awaited<ReturnType<typeof createGateway>>;
let port: number;
beforeAll(async () => {
  const log = createLogger('gateway', { destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
  gateway = await createGateway(loadGatewayConfig({ REDIS_URL: process.env.REDIS_URL, PUBLIC_ORIGIN: 'https://juba.example.com' }), { registry, log });
  port = await gateway.listen(0, '127.0.0.1');
});
afterAll(() => gateway?.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Sends the head of a request declaring `declared` bytes (none: no body) and only its first kilobyte, and reads the answer. */
function send(method: string, path: string, requestId: string, declared?: number): Promise<Answer> {
  const headers = { 'content-type': 'application/json', 'x-request-id': requestId, ...(declared === undefined ? {} : { 'content-length': String(declared) }) };
  const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false });
  req.on('error', () => {});
  const answer = new Promise<Answer>((resolve) =>
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString()) }));
    }),
  );
  if (declared === undefined) req.end();
  else req.write(Buffer.alloc(1024, 'A'));
  return answer.finally(() => req.destroy());
}

/** What may differ between two answers that are the same: when they were sent, and which request each answers. */
const sameAnswer = ({ status, headers: { date: _date, 'x-request-id': _id, ...headers }, body }: Answer) => ({ status, headers, body });

async function countOf(labels: { route: string; method: string; status: string }) {
  const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'juba_http_request_duration_seconds');
  const count = metric?.values.find(
    (v) =>
      (v as { metricName?: string }).metricName === 'juba_http_request_duration_seconds_count' &&
      Object.entries(labels).every(([k, value]) => v.labels[k] === value),
  );
  return count?.value ?? 0;
}

describe('a request refused from its head, before Express', () => {
  // Each pair: a request the head refuses, and the same request in a spelling only Express routes (its routing ignores case and a trailing slash), which Express refuses.
  it.each([
    ['an anonymous 10 MB post to /graphql', 'POST', '/graphql', '/graphql/', 10 * 1024 * 1024, { route: '/graphql', method: 'POST', status: '413' }],
    [
      'an anonymous call of a REST row without a body',
      'DELETE',
      '/api/dictionary/d1?x=1',
      '/API/dictionary/d1/?x=1',
      undefined,
      { route: '/api/dictionary/:id', method: 'DELETE', status: '401' },
    ],
    [
      'an anonymous 10 MB post to a REST row',
      'POST',
      '/api/phonetic-analysis',
      '/api/Phonetic-Analysis',
      10 * 1024 * 1024,
      { route: '/api/phonetic-analysis', method: 'POST', status: '401' },
    ],
  ])('%s gets the answer Express gives, and is counted and logged the same', async (_what, method, path, expressSpelling, declared, labels) => {
    const countBefore = await countOf(labels);
    // Express's app(req, res) is app.handle(req, res): how a request reaching Express shows.
    const expressHandles = vi.spyOn(gateway.app as unknown as { handle: (...args: unknown[]) => void }, 'handle');
    const [head, express] = [`head-${method}-${labels.status}`, `express-${method}-${labels.status}`];
    const fromHead = await send(method, path, head, declared);
    expect(expressHandles).not.toHaveBeenCalled();
    const fromExpress = await send(method, expressSpelling, express, declared);
    expect(expressHandles).toHaveBeenCalledOnce();
    expressHandles.mockRestore();

    expect(fromHead.headers['x-request-id']).toBe(head);
    expect(fromHead.headers['content-security-policy']).toBeDefined();
    expect(sameAnswer(fromHead)).toEqual(sameAnswer(fromExpress));
    await expect.poll(() => countOf(labels)).toBe(countBefore + 2);
    const logged = (requestId: string) => lines.find((line) => line.requestId === requestId && line.msg === 'request');
    expect(logged(head)).toMatchObject({ level: 'info', method, route: labels.route, status: Number(labels.status), ms: expect.any(Number) });
    expect(logged(express)).toMatchObject({ level: 'info', method, route: labels.route, status: Number(labels.status) });
  });
});
