import { pgAdapter } from '@juba/platform/prisma';
import { PrismaClient } from './generated/prisma/client.ts';

export type IdentityDb = PrismaClient;

export function createIdentityDb(databaseUrl: string): IdentityDb {
  return new PrismaClient({ adapter: pgAdapter(databaseUrl) });
}
