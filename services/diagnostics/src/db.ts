import { pgAdapter } from '@juba/platform/prisma';
import { PrismaClient } from './generated/prisma/client.ts';

export type DiagnosticsDb = PrismaClient;

export function createDiagnosticsDb(databaseUrl: string): DiagnosticsDb {
  return new PrismaClient({ adapter: pgAdapter(databaseUrl) });
}
