import { parentPort } from 'node:worker_threads';
import { startStack } from '../testing/stack.ts';
import { warmUp } from './harness.ts';

// The in-process stack on a thread of its own (see fuzzed-stack.ts): tells the
// fuzzer its URL and the warmed-up context, stops when asked.
const stack = await startStack();
const ctx = await warmUp(stack);
parentPort!.postMessage({ url: stack.url, ctx });
parentPort!.once('message', async () => {
  await stack.close();
  parentPort!.close();
});
