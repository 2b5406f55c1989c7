// Creates the database if needed and applies every service's committed migrations.
import { fileURLToPath } from 'node:url';
import { SERVICES } from '@juba/platform/services';
import { ensureDatabase, migrateSchema } from '@juba/platform/migrate';

export async function migrateAll(databaseUrl: string) {
  await ensureDatabase(databaseUrl);
  for (const service of SERVICES) {
    const migrationsDir = fileURLToPath(new URL(`../../services/${service.name}/prisma/migrations`, import.meta.url));
    const applied = await migrateSchema({ databaseUrl, dbSchema: service.dbSchema, migrationsDir });
    if (applied.length) console.log(`${service.name}: applied ${applied.join(', ')}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await migrateAll(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba');
  console.log('migrations up to date');
}
