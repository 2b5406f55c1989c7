import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { parse } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { notFound } from '@juba/platform/errors';
import { JobWaitTimeoutError } from '@juba/platform/job-updates';
import { testViewer } from '@juba/platform/testing/subgraph';
import { UploadSlots } from '../http/upload-slots.ts';
import { createRestRouter, type RestDeps } from './router.ts';
import type { RestRoute } from './rest-route.ts';

const viewer = testViewer();

const waitingRoute: RestRoute = {
  method: 'POST',
  path: '/api/material-didatico/generate',
  feature: 'handouts',
  access: 'signed-in',
  run: async (call) => ({ json: await call.waitForJobEnd('job-1', async () => ({ status: 'RUNNING' })) }),
};

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The facade with a job wait that ends the way `waitForJobEnd` says. */
async function facade(waitForJobEnd: RestDeps['waitForJobEnd']) {
  const { status, body } = await post({ waitForJobEnd });
  return { status, body };
}

/** POSTs to a one-route facade whose dependencies answer as `deps` says. */
async function post(deps: Partial<RestDeps>, route: RestRoute = waitingRoute) {
  const app = express();
  app.use(
    createRestRouter(
      {
        authenticate: async () => viewer,
        execute: async () => ({ data: {} }),
        waitForJobEnd: async () => Promise.reject(new Error('not awaited here')),
        limits: { jsonBody: 100 * 1024, audioBody: 1024 * 1024 },
        uploadSlots: new UploadSlots({ perLearner: 1, total: 1 }),
        ...deps,
      },
      [route],
    ),
  );
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${route.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { message: string } };
}

describe('REST facade waiting on a job', () => {
  it('answers 504 with a Portuguese message when the job outlasts the wait', async () => {
    expect(await facade(async (jobId) => Promise.reject(new JobWaitTimeoutError(jobId, 60_000)))).toEqual({
      status: 504,
      body: { message: 'A geração demorou demais. Tente novamente em alguns instantes.' },
    });
  });

  it('answers 404 when the awaited job does not exist', async () => {
    expect(await facade(async () => Promise.reject(notFound('Tarefa não encontrada.')))).toEqual({ status: 404, body: { message: 'Tarefa não encontrada.' } });
  });
});

describe('REST facade relaying a GraphQL error', () => {
  const generatingRoute: RestRoute = {
    ...waitingRoute,
    run: async (call) => ({ json: await call.graphql(parse('mutation { generateHandout(level: basico) { id } }')) }),
  };
  const refusal = (extensions: Record<string, unknown>) => async () => ({ errors: [{ message: 'Você já tem 3 apostilas sendo geradas.', extensions }] });

  it('answers TOO_MANY_REQUESTS with 429 and the Retry-After the service estimated', async () => {
    const res = await post({ execute: refusal({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 42 }) }, generatingRoute);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(res.body).toEqual({ message: 'Você já tem 3 apostilas sendo geradas.' });
  });

  it('sends no Retry-After for other errors', async () => {
    const res = await post({ execute: refusal({ code: 'BAD_USER_INPUT', retryAfterSeconds: 42 }) }, generatingRoute);
    expect(res.status).toBe(400);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
