import { z } from 'zod';
import { DEV_DATABASE_URL, DEV_INTERNAL_SECRET, DEV_REDIS_URL, INTERNAL_SECRET_MIN_LENGTH, SECRET_ADVICE, productionProblems } from './production-env.ts';

const productionFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/**
 * Parses process.env against a zod shape and fails fast with every problem
 * listed, so a misconfigured process never starts half-working. With
 * JUBA_PRODUCTION=true it also refuses development defaults and guessable
 * secrets (production-env.ts) among the variables the shape reads, whether
 * or not the shape itself reads JUBA_PRODUCTION.
 */
export function parseEnv<T extends z.ZodRawShape>(shape: T, env: NodeJS.ProcessEnv = process.env): z.infer<z.ZodObject<T>> {
  const result = z.object(shape).safeParse(env);
  const production = productionFlag.safeParse(env.JUBA_PRODUCTION);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...(production.success ? [] : production.error.issues.map((i) => `JUBA_PRODUCTION: ${i.message}`)),
    ...(result.success && production.data ? productionProblems(result.data) : []),
  ];
  if (problems.length > 0) {
    const heading = result.success && production.success ? 'JUBA_PRODUCTION=true refuses this environment' : 'Invalid environment';
    throw new Error(`${heading}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return result.data!;
}

/** True when the environment asks for production (JUBA_PRODUCTION=true), for a process that refuses it outright. */
export const productionRequested = (env: NodeJS.ProcessEnv = process.env) => productionFlag.safeParse(env.JUBA_PRODUCTION).data === true;

/** The BullMQ key prefix: the services that queue jobs and the workers that run them must use the same one; tests give each suite its own. */
export const queueEnv = {
  JOB_QUEUE_PREFIX: z.string().min(1).default('bull'),
};

export const commonEnv = {
  DATABASE_URL: z.string().default(DEV_DATABASE_URL),
  REDIS_URL: z.string().default(DEV_REDIS_URL),
  /** Shared by gateway and subgraphs to sign the identity the gateway forwards. */
  INTERNAL_SECRET: z
    .string()
    .min(INTERNAL_SECRET_MIN_LENGTH, `is shorter than ${INTERNAL_SECRET_MIN_LENGTH} characters; ${SECRET_ADVICE}`)
    .default(DEV_INTERNAL_SECRET),
  JUBA_PRODUCTION: productionFlag,
};
