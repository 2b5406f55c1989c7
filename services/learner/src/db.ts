import { pgAdapter } from '@juba/shared/prisma';
import { PrismaClient } from './generated/prisma/client.ts';

export type LearnerDb = PrismaClient;

export function createLearnerDb(databaseUrl: string): LearnerDb {
  return new PrismaClient({ adapter: pgAdapter(databaseUrl) });
}
