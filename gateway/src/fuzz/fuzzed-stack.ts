import { Worker } from 'node:worker_threads';
import type { FuzzContext } from './hostile-requests.ts';

/**
 * The whole API (every subgraph, the test issuer, the gateway) started in this
 * process but on a worker thread, warmed up for the fuzzer. On its own thread
 * a request that holds the gateway's event loop is seen for what it is (no
 * answer within the harness's timeout) instead of freezing the fuzzer too.
 * The thread reads DATABASE_URL, REDIS_URL and the rest of process.env as they
 * are when it starts.
 */
export async function startFuzzedStack(): Promise<{ url: string; ctx: FuzzContext; close(): Promise<void> }> {
  const worker = new Worker(new URL('./stack-thread.ts', import.meta.url), { execArgv: ['--import', 'tsx'], env: { ...process.env } });
  const { url, ctx } = await new Promise<{ url: string; ctx: FuzzContext }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the stack's thread exited (${code}) before it was ready`)));
  });
  return {
    url,
    ctx,
    async close() {
      const stopped = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      // A thread still held by a request that never ends is stopped where it stands.
      const held = setTimeout(() => void worker.terminate(), 10_000);
      await stopped;
      clearTimeout(held);
    },
  };
}
