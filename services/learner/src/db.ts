import { pgAdapter } from '@juba/platform/prisma';
import { PrismaClient } from './generated/prisma/client.ts';

export type LearnerDb = PrismaClient;

export function createLearnerDb(databaseUrl: string): LearnerDb {
  return new PrismaClient({ adapter: pgAdapter(databaseUrl) });
}
