/// <reference types="node" />
import { Redis } from 'ioredis';
import pg from 'pg';
import { runCommand, tsxArgs } from './commands.ts';

/** Every run starts from an empty database: drop it, migrate it (migrateAll creates it) and seed it. */
export async function freshDatabase(repoRoot: string, databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^juba_(e2e|bench)\w*$/.test(name)) throw new Error(`refusing to drop ${name}: a throwaway stack only resets databases named juba_e2e* or juba_bench*`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  await runCommand(process.execPath, tsxArgs('infra/scripts/migrate.ts'), { cwd: repoRoot, env, timeoutMs: 120_000 });
  await runCommand(process.execPath, tsxArgs('infra/scripts/seed.ts'), { cwd: repoRoot, env, timeoutMs: 120_000 });
}

/** Leftover BullMQ jobs or job updates from an earlier run must not reach this one. */
export async function emptyRedisDb(redisUrl: string) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

export interface SeedAccount {
  email: string;
  password: string;
  firstName: string;
}

/** The demo accounts as services/identity/src/idp/seed.ts exports them, read without importing server code into the frontend's type program. */
export async function readSeedAccounts(repoRoot: string): Promise<{ learner: SeedAccount; admin: SeedAccount }> {
  const script = `
const { SEED_ACCOUNTS, SEED_CREDENTIALS } = await import('@juba/identity/idp/seed');
const withName = (c) => ({ ...c, firstName: SEED_ACCOUNTS.find((a) => a.email === c.email).firstName });
console.log(JSON.stringify({ learner: withName(SEED_CREDENTIALS.learner), admin: withName(SEED_CREDENTIALS.admin) }));`;
  const output = await runCommand(process.execPath, tsxArgs('--input-type=module', '-e', script), { cwd: repoRoot, timeoutMs: 60_000 });
  return JSON.parse(output.trim().split('\n').at(-1)!);
}
