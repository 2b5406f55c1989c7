import { pgAdapter } from '@juba/platform/prisma';
import { PrismaClient } from './generated/prisma/client.ts';

export type AiDb = PrismaClient;

export function createAiDb(databaseUrl: string): AiDb {
  return new PrismaClient({ adapter: pgAdapter(databaseUrl) });
}
