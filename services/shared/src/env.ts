import { z } from 'zod';

/**
 * Parses process.env against a zod shape and fails fast with every problem
 * listed, so a misconfigured process never starts half-working.
 */
export function parseEnv<T extends z.ZodRawShape>(shape: T, env: NodeJS.ProcessEnv = process.env): z.infer<z.ZodObject<T>> {
  const result = z.object(shape).safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const commonEnv = {
  DATABASE_URL: z.string().default('postgresql://postgres@127.0.0.1:5432/juba'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Shared by gateway and subgraphs to sign the identity the gateway forwards. */
  INTERNAL_SECRET: z.string().min(32).default('dev-only-internal-secret-change-me-please-000'),
  JUBA_PRODUCTION: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
};
