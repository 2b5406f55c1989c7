import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { consoleLike, createLogger } from './logger.ts';
import { createMetricsRegistry, operationNameLabeler } from './metrics.ts';
import { OPS_PATHS, startOpsServer } from './ops-server.ts';
import { currentRequestId, requestIdFrom, requestIdOfJob, runWithRequestId, withRequestId } from './request-context.ts';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('test-service', { destination }) };
}

describe('request ids', () => {
  it('keeps a plain incoming id and replaces one a log reader should not get', () => {
    expect(requestIdFrom('req-42.a:b_C')).toBe('req-42.a:b_C');
    for (const bad of ['', 'a b', 'line\nbreak', 'x'.repeat(129), ['a', 'b'], undefined]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('travels into the data of a job started under it, and back out of the job', () => {
    const data = runWithRequestId('req-1', () => withRequestId({ handoutId: 'h1' }));
    expect(data).toEqual({ handoutId: 'h1', requestId: 'req-1' });
    expect(requestIdOfJob(data)).toBe('req-1');
    expect(withRequestId({ handoutId: 'h1' })).toEqual({ handoutId: 'h1' });
    expect(requestIdOfJob({ requestId: 'bad id' })).toBeUndefined();
    expect(currentRequestId()).toBeUndefined();
  });
});

describe('JSON logs', () => {
  it('write one object per line with the service, and the request id inside a request', async () => {
    const { lines, logger } = capturedLogger();
    logger.info('outside');
    await runWithRequestId('req-7', async () => {
      await Promise.resolve();
      consoleLike(logger).warn('handout job h1 failed (attempt 1):', new Error('model timed out'));
    });
    expect(lines[0]).toMatchObject({ level: 'info', service: 'test-service', msg: 'outside' });
    expect(lines[0]).not.toHaveProperty('requestId');
    expect(lines[1]).toMatchObject({
      level: 'warn',
      requestId: 'req-7',
      msg: 'handout job h1 failed (attempt 1): model timed out',
      err: { message: 'model timed out' },
    });
  });
});

describe('operation name labels', () => {
  it('are bounded: past the cap, and for names no client would send, one shared label', () => {
    const label = operationNameLabeler(2);
    expect([label('Me'), label('Progress'), label('Me'), label('Third'), label(null), label('a-b'), label('x'.repeat(65))]).toEqual([
      'Me',
      'Progress',
      'Me',
      'other',
      'anonymous',
      'other',
      'other',
    ]);
  });
});

describe('ops server', () => {
  it('serves metrics, liveness, and readiness naming the dependency that does not answer', async () => {
    const registry = createMetricsRegistry('test-service');
    let redisUp = true;
    const ops = await startOpsServer({
      registry,
      host: '127.0.0.1',
      port: 0,
      checks: {
        database: async () => {},
        redis: async () => {
          if (!redisUp) throw new Error('connection reconnecting');
        },
      },
    });
    try {
      const get = (path: string) => fetch(`http://127.0.0.1:${ops.port}${path}`);
      const metrics = await (await get(OPS_PATHS.metrics)).text();
      expect(metrics).toContain('nodejs_eventloop_lag_seconds{service="test-service"}');
      expect(metrics).toContain('process_cpu_seconds_total');
      expect((await get(OPS_PATHS.live)).status).toBe(200);
      const ready = await get(OPS_PATHS.ready);
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready', checks: { database: 'ok', redis: 'ok' } }]);
      redisUp = false;
      const notReady = await get(OPS_PATHS.ready);
      expect([notReady.status, await notReady.json()]).toEqual([503, { status: 'not ready', checks: { database: 'ok', redis: 'connection reconnecting' } }]);
      expect((await get('/elsewhere')).status).toBe(404);
    } finally {
      await ops.close();
    }
  });
});
