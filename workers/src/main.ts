import { aiConfigFromEnv, createAiProvider } from '@juba/ai-provider';
import { runWorkerProcess } from './process.ts';

await runWorkerProcess({ ai: () => createAiProvider(aiConfigFromEnv(process.env)) });
