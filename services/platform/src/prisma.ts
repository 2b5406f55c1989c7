import { PrismaPg } from '@prisma/adapter-pg';

/** The driver adapter every service's generated Prisma client runs on (Prisma 7 is Rust-free). */
export function pgAdapter(databaseUrl: string) {
  return new PrismaPg({ connectionString: databaseUrl });
}
