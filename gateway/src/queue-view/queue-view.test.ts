import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUEUES } from '@juba/contracts/jobs';
import { parseSubgraphEnv } from '@juba/platform/subgraph';
import { startStack, type Stack } from '../testing/stack.ts';
import { QUEUE_VIEW_CONTENT_SECURITY_POLICY, QUEUE_VIEW_COOKIE } from './queue-view.ts';

const prefix = `test-queue-view-${randomUUID()}`;
let stack: Stack;
let redis: Redis;
let handouts: Queue;

beforeAll(async () => {
  stack = await startStack({ JOB_QUEUE_PREFIX: prefix });
  redis = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null });
  handouts = new Queue(QUEUES.handoutGeneration, { connection: redis, prefix });
});
afterAll(async () => {
  await handouts.obliterate({ force: true });
  await handouts.close();
  redis.disconnect();
  await stack.close();
});

const admin = () => stack.issuer.token({ roles: ['learner', 'admin'] });
const learner = () => stack.issuer.token({ roles: ['learner'] });
const call = (path: string, init: RequestInit & { token?: string; cookie?: string } = {}) =>
  fetch(`${stack.url}/admin/queues${path}`, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });

/** A handout job that failed its only attempt, as a worker leaves it. */
async function failedJob() {
  const job = await handouts.add('generate', { handoutId: randomUUID() }, { attempts: 1 });
  const worker = new Worker(
    QUEUES.handoutGeneration,
    async () => {
      throw new Error('the model did not answer');
    },
    { connection: new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: null }), prefix },
  );
  await vi.waitFor(async () => expect(await job.getState()).toBe('failed'), { timeout: 10_000 });
  await worker.close();
  return job.id!;
}

describe('the queue view', () => {
  it('refuses anonymous callers with 401 and learners with 403, for the page, its API and the session', async () => {
    expect((await call('')).status).toBe(401);
    expect((await call('/api/queues')).status).toBe(401);
    expect((await call('/session', { method: 'POST' })).status).toBe(401);
    const token = await learner();
    expect((await call('', { token })).status).toBe(403);
    expect((await call('/api/queues', { token })).status).toBe(403);
    expect((await call('/session', { method: 'POST', token })).status).toBe(403);
    expect((await call('', { cookie: `${QUEUE_VIEW_COOKIE}=forged.token.value` })).status).toBe(401);
  });

  it('shows an admin every queue of the contracts with its failed jobs, and retries one', async () => {
    const id = await failedJob();
    const token = await admin();
    const res = await call(`/api/queues?activeQueue=${QUEUES.handoutGeneration}&status=failed`, { token });
    expect(res.status).toBe(200);
    const { queues } = (await res.json()) as { queues: { name: string; counts: Record<string, number>; jobs: { id: string; failedReason?: string }[] }[] };
    expect(queues.map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
    const handoutQueue = queues.find((q) => q.name === QUEUES.handoutGeneration)!;
    expect(handoutQueue.counts.failed).toBe(1);
    expect(handoutQueue.jobs).toContainEqual(expect.objectContaining({ id, failedReason: 'the model did not answer' }));

    expect((await call(`/api/queues/${QUEUES.handoutGeneration}/${id}/retry`, { method: 'PUT', token })).status).toBe(204);
    expect(await (await handouts.getJob(id))!.getState()).toBe('waiting');
  });

  it('lets an admin only inspect and retry: removing, emptying or adding jobs is refused', async () => {
    const token = await admin();
    for (const path of [`/api/queues/${QUEUES.handoutGeneration}/empty`, `/api/queues/${QUEUES.handoutGeneration}/obliterate`, '/api/queues/pause']) {
      expect((await call(path, { method: 'PUT', token })).status).toBe(405);
    }
    expect(
      (
        await call(`/api/queues/${QUEUES.handoutGeneration}/add`, {
          method: 'POST',
          token,
          headers: { 'content-type': 'application/json' },
          body: '{"name":"x","data":{}}',
        })
      ).status,
    ).toBe(405);
  });

  it('opens in a browser with the session cookie an admin gets from POST /admin/queues/session, under its own policy', async () => {
    const session = await call('/session', { method: 'POST', token: await admin() });
    expect(session.status).toBe(200);
    const setCookie = session.headers.get('set-cookie')!;
    expect(setCookie).toMatch(new RegExp(`^${QUEUE_VIEW_COOKIE}=[^;]+; Max-Age=900; Path=/admin/queues; Expires=[^;]+; HttpOnly; SameSite=Strict$`));
    const cookie = setCookie.split(';')[0]!;

    const page = await call('', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(QUEUE_VIEW_CONTENT_SECURITY_POLICY);
    const html = await page.text();
    expect(html).toContain('<base href="/admin/queues/"');
    // Every script the page loads is the view's own, served here under script-src 'self'.
    const scripts = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect((await call(`/${src}`, { cookie })).status).toBe(200);
    expect((await call('/api/queues', { cookie })).status).toBe(200);
  });
});

describe('request ids', () => {
  it('are answered by the gateway, kept when valid, and carried to the subgraph and into the job a request starts', async () => {
    expect((await fetch(`${stack.url}/healthz`)).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await fetch(`${stack.url}/healthz`, { headers: { 'x-request-id': 'bad id' } })).headers.get('x-request-id')).not.toBe('bad id');

    const requestId = `req-${randomUUID()}`;
    const res = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': requestId, authorization: `Bearer ${await learner()}` },
      body: JSON.stringify({ query: 'mutation { generateHandout(level: basico) { id } }' }),
    });
    expect(res.headers.get('x-request-id')).toBe(requestId);
    const { data } = (await res.json()) as { data: { generateHandout: { id: string } } };
    // The subgraphs run under the suite's own prefix (their environment), not the gateway's.
    const queued = new Queue(QUEUES.handoutGeneration, { connection: redis, prefix: parseSubgraphEnv().JOB_QUEUE_PREFIX });
    try {
      await vi.waitFor(
        async () => expect((await queued.getJob(data.generateHandout.id))?.data).toMatchObject({ handoutId: data.generateHandout.id, requestId }),
        { timeout: 10_000 },
      );
    } finally {
      await (await queued.getJob(data.generateHandout.id))?.remove();
      await queued.close();
    }
  });
});
