// `make bench`: runs the app's processes on their own ports, then prints, in
// one run, the latency and throughput of the current-user read through the
// REST facade, the gateway's GraphQL endpoint and straight to the identity
// subgraph (with ratios), and the time from a job's completion to its push
// reaching a subscribed browser client, and the time from uploading a 5 s
// recording to its pronunciation analysis; first, the gzip size of the JavaScript
// three pages of the built frontend download, against their budgets.
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { jobUpdateChannel } from '@juba/contracts/jobs';
import { signViewer, VIEWER_HEADER } from '@juba/platform/viewer';
import { SEED_CREDENTIALS } from '@juba/identity/idp/seed';
import { signInForTest } from '@juba/identity/idp/test-client';
import { viewerFromClaims } from '../../gateway/src/auth/token-verifier.ts';
import { REPO_ROOT, startAppStack } from '../stack/start-stack.ts';
import { formatBundleTable, measurePages, overBudget } from './bundle-size.ts';
import { measureLoad, percentiles, type LoadFigures } from './load.ts';
import { formatSpeech, measureSpeech } from './speech.ts';
import { measurePhoneticUpload } from './phonetic-upload.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PUSH_SAMPLES = Number(process.env.BENCH_PUSH_SAMPLES ?? 200);
const PHONETIC_SAMPLES = Number(process.env.BENCH_PHONETIC_SAMPLES ?? 40);
const INTERNAL_SECRET = process.env.INTERNAL_SECRET ?? 'dev-only-internal-secret-change-me-please-000';

const pages = measurePages(join(REPO_ROOT, 'frontend', 'dist'));
console.log(`\nJavaScript each page downloads (gzip; from frontend/dist/.vite/manifest.json)\n\n${formatBundleTable(pages)}\n`);
if (overBudget(pages).length > 0) process.exitCode = 1;

// The scorer alone, before the stack starts, so nothing else competes for the cores.
const speechData = process.env.BENCH_SPEECH_DATA ?? join(REPO_ROOT, '..', 'shared', 'data', 'speechocean762-dev');
console.log(`\n${formatSpeech(await measureSpeech(speechData, Number(process.env.BENCH_SPEECH_CLIPS ?? 346)))}\n`);

const stack = await startAppStack({
  name: 'bench',
  portBase: 4700,
  databaseUrl: 'postgresql://postgres@127.0.0.1:5432/juba_bench',
  redisUrl: 'redis://127.0.0.1:6379/8',
});
try {
  const { accessToken } = await signInForTest(stack.idpIssuer, SEED_CREDENTIALS.learner.email, SEED_CREDENTIALS.learner.password, {
    redirectUri: `${stack.appOrigin}/`,
  });
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as Parameters<typeof viewerFromClaims>[0];
  const viewer = viewerFromClaims(claims);
  const meQuery = JSON.stringify({ query: '{ me { id firstName lastName email profileImageUrl isAdmin } }' });
  const expectOk = async (res: Response) => {
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };

  const paths: [string, () => Promise<void>][] = [
    ['REST GET /api/auth/user', async () => expectOk(await fetch(`${stack.appOrigin}/api/auth/user`, { headers: { authorization: `Bearer ${accessToken}` } }))],
    [
      'GraphQL POST /graphql',
      async () =>
        expectOk(
          await fetch(`${stack.appOrigin}/graphql`, {
            method: 'POST',
            headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
            body: meQuery,
          }),
        ),
    ],
    [
      'identity subgraph (direct)',
      async () =>
        // The forwarded identity is signed per request, as the gateway does.
        expectOk(
          await fetch(stack.subgraphUrl('identity'), {
            method: 'POST',
            headers: { [VIEWER_HEADER]: await signViewer(viewer, INTERNAL_SECRET), 'content-type': 'application/json' },
            body: meQuery,
          }),
        ),
    ],
  ];
  const figures: [string, LoadFigures][] = [];
  for (const [name, call] of paths) figures.push([name, await measureLoad(call, { requests: REQUESTS, concurrency: CONCURRENCY, warmup: 200 })]);

  const push = await measurePush(stack.appOrigin, stack.redisUrl, accessToken, viewer.userId);
  const phonetic = await measurePhoneticUpload(stack.appOrigin, accessToken, stack.redisUrl, PHONETIC_SAMPLES);

  const direct = figures.at(-1)![1];
  console.log(
    `\nCurrent-user read: ${REQUESTS} requests per path, ${CONCURRENCY} concurrent, keep-alive, on this machine (${(await import('node:os')).cpus().length} cores)\n`,
  );
  console.log(
    `${'path'.padEnd(30)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s'.padStart(9)}${'p50 ÷ direct'.padStart(14)}${'req/s ÷ direct'.padStart(16)}`,
  );
  for (const [name, f] of figures) {
    console.log(
      `${name.padEnd(30)}${f.p50.toFixed(2).padStart(9)}${f.p99.toFixed(2).padStart(9)}${f.perSecond.toFixed(0).padStart(9)}${(f.p50 / direct.p50).toFixed(2).padStart(14)}${(f.perSecond / direct.perSecond).toFixed(2).padStart(16)}`,
    );
  }
  console.log(
    `\nJob completion → push received by a subscribed graphql-ws client (${push.samples} jobs): p50 ${push.p50.toFixed(2)} ms, p99 ${push.p99.toFixed(2)} ms`,
  );
  console.log(
    `Upload → pronunciation analysis of a 5 s recording, POST /api/phonetic-analysis (${phonetic.samples} uploads, one at a time, after the first): p50 ${phonetic.p50.toFixed(0)} ms, p95 ${phonetic.p95.toFixed(0)} ms (budget 1000); the first after the stack starts: ${phonetic.first.toFixed(0)} ms\n`,
  );
} finally {
  await stack.stop();
}

/**
 * For each sample: a client subscribes to a job's updates, then the job's
 * completion is published exactly as a worker publishes it; the clock runs
 * from the publish to the client's receipt.
 */
async function measurePush(origin: string, redisUrl: string, token: string, userId: string) {
  const publisher = new Redis(redisUrl);
  const client = createClient({
    url: `${origin.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  const latencies: number[] = [];
  try {
    for (let i = 0; i < PUSH_SAMPLES; i++) {
      const jobId = crypto.randomUUID();
      let publishedAt = 0;
      const received = new Promise<number>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription ($id: ID!) { jobUpdates(jobId: $id) { status } }', variables: { id: jobId } },
          { next: () => resolve(performance.now()), error: reject, complete: () => {} },
        );
      });
      while (Number(((await publisher.pubsub('NUMSUB', jobUpdateChannel(jobId))) as [string, number])[1]) === 0) await new Promise((r) => setTimeout(r, 2));
      publishedAt = performance.now();
      await publisher.publish(
        jobUpdateChannel(jobId),
        JSON.stringify({ jobId, userId, queue: 'handout-generation', status: 'COMPLETED', progress: 100, message: null }),
      );
      latencies.push((await received) - publishedAt);
    }
  } finally {
    await client.dispose();
    publisher.disconnect();
  }
  return { samples: latencies.length, ...percentiles(latencies) };
}
