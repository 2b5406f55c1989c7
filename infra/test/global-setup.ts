// Runs once before the node test projects: points tests at real PostgreSQL and
// Redis, gives them a freshly migrated database, and generates the REST
// facade's operations, so its tests run the .graphql files as they are now.
import pg from 'pg';
import { SERVICES } from '@juba/platform/services';
import { migrateAll } from '../scripts/migrate.ts';
import { generateRestOperationTypes } from '../scripts/rest-codegen.ts';
import { resolveTestServices } from './services.ts';

export default async function setup() {
  await generateRestOperationTypes();
  const { databaseUrl, redisUrl, stop } = await resolveTestServices();
  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_URL = redisUrl;
  await resetSchemas(databaseUrl);
  await migrateAll(databaseUrl);
  return stop;
}

export async function resetSchemas(databaseUrl: string) {
  const { ensureDatabase } = await import('@juba/platform/migrate');
  await ensureDatabase(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const s of SERVICES) await client.query(`DROP SCHEMA IF EXISTS "${s.dbSchema}" CASCADE`);
  } finally {
    await client.end();
  }
}
