import { aiConfigFromEnv, createAiProvider } from '@juba/ai/provider/index';
import { runWorkerProcess } from './process.ts';

await runWorkerProcess({ ai: createAiProvider(aiConfigFromEnv(process.env)) });
