// TEST-ONLY entry point: the real worker process (runWorkerProcess) with a test
// double for the AI whose answer the test releases, so a test can hold a job
// mid-generation, kill or stop the process, and decide when generation ends.
// Every generation reports 10% and then waits for one token pushed by the test
// on the Redis list named by TEST_AI_GATE.
import { z } from 'zod';
import { parseEnv } from '@juba/platform/env';
import { redisForWorker } from '@juba/platform/redis';
import { sampleMaterial } from '@juba/content/testing/sample-material';
import { runWorkerProcess } from '../process.ts';
import type { WorkerAi } from '../registry.ts';

export const GATED_AI_STEP = { progress: 10, message: 'Preparando a apostila de teste...' };

const env = parseEnv({ REDIS_URL: z.string(), TEST_AI_GATE: z.string().min(1) });

const gatedAi: WorkerAi = {
  name: 'offline',
  async generateHandout(_level, { onProgress, signal }) {
    await onProgress?.(GATED_AI_STEP);
    signal?.throwIfAborted();
    const gate = redisForWorker(env.REDIS_URL);
    const abort = () => gate.disconnect();
    signal?.addEventListener('abort', abort, { once: true });
    try {
      await gate.blpop(env.TEST_AI_GATE, 0);
    } finally {
      signal?.removeEventListener('abort', abort);
      gate.disconnect();
    }
    signal?.throwIfAborted();
    return sampleMaterial(`Gerado pelo processo ${process.pid}`);
  },
  generatePlanActivities: () => Promise.reject(new Error('the gated test AI writes handouts only')),
};

await runWorkerProcess({ ai: () => gatedAi });
