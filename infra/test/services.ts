import { execFileSync } from 'node:child_process';

/**
 * Tests use the real PostgreSQL and Redis named by DATABASE_URL / REDIS_URL.
 * Where those are unset and a Docker engine answers, testcontainers starts them.
 */
export async function resolveTestServices(): Promise<{ databaseUrl: string; redisUrl: string; stop: () => Promise<void> }> {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (DATABASE_URL && REDIS_URL) return { databaseUrl: DATABASE_URL, redisUrl: REDIS_URL, stop: async () => {} };
  if (!dockerEngineAnswers()) {
    throw new Error('Set DATABASE_URL and REDIS_URL (the Makefile does for local servers), or run where a Docker engine is available for testcontainers.');
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const { RedisContainer } = await import('@testcontainers/redis');
  const [postgres, redis] = await Promise.all([new PostgreSqlContainer('postgres:15').start(), new RedisContainer('redis:7').start()]);
  return {
    databaseUrl: DATABASE_URL ?? postgres.getConnectionUri(),
    redisUrl: REDIS_URL ?? redis.getConnectionUrl(),
    stop: async () => {
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}

function dockerEngineAnswers(): boolean {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}
