import { PrismaPg } from '@prisma/adapter-pg';

/** The driver adapter every service's generated Prisma client runs on (Prisma 7 is Rust-free). */
export function pgAdapter(databaseUrl: string) {
  return new PrismaPg({ connectionString: databaseUrl });
}

/** What `warmDatabase` needs of a generated client. */
export interface WarmableClient {
  $connect(): Promise<void>;
  $queryRawUnsafe(query: string): Promise<unknown>;
}

/**
 * Starts the client's query engine and opens a first connection now: the
 * first query of a new client otherwise waits about 200 ms for both.
 */
export async function warmDatabase(db: WarmableClient): Promise<void> {
  await db.$connect();
  await db.$queryRawUnsafe('SELECT 1');
}
