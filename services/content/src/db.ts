import { pgAdapter } from '@juba/platform/prisma';
import { PrismaClient } from './generated/prisma/client.ts';

export type ContentDb = PrismaClient;

export function createContentDb(databaseUrl: string): ContentDb {
  return new PrismaClient({ adapter: pgAdapter(databaseUrl) });
}
