import { PrismaPg } from '@prisma/adapter-pg';
import type { RawSqlClient } from './job-outbox.ts';

/** The driver adapter every service's generated Prisma client runs on (Prisma 7 is Rust-free). */
export function pgAdapter(databaseUrl: string) {
  return new PrismaPg({ connectionString: databaseUrl });
}

/** What `warmDatabase` needs of a generated client. */
export type WarmableClient = Pick<RawSqlClient, '$queryRawUnsafe'> & { $connect(): Promise<void> };

/**
 * Starts the client's query engine and runs a first query now: a new
 * client's first query otherwise waits about 200 ms, most of it for the
 * engine (the connection itself closes again after the pool's idle timeout,
 * 10 s, if no query follows).
 */
export async function warmDatabase(db: WarmableClient): Promise<void> {
  await db.$connect();
  await db.$queryRawUnsafe('SELECT 1');
}
