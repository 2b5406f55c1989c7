import { migrateAll } from '../scripts/migrate.ts';
import { resetSchemas } from './global-setup.ts';

/**
 * A freshly migrated database of the suite's own, next to the test database,
 * for suites that need table-wide state (no config at all, a changed
 * content_settings, every idle conversation) while other suites run against
 * the shared one.
 */
export async function freshDatabase(suite: string): Promise<string> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `${url.pathname}_${suite}`;
  await resetSchemas(url.toString());
  await migrateAll(url.toString());
  return url.toString();
}
