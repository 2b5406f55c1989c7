import { z } from 'zod';
import { requireViewer } from '@juba/platform/viewer';
import type { IdentityContext } from '../context.ts';
import type { DataExport, Resolvers } from '../generated/graphql.ts';
import { requestErasure } from './request-erasure.ts';
import { createPendingExport, findOwnedExport, latestExport, type DataExportRow } from './store.ts';

const exportId = z.uuid();

const toDataExport = (row: DataExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  message: row.message,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export const myDataResolvers: Resolvers<IdentityContext> = {
  Query: {
    latestDataExport: async (_, __, ctx) => {
      const row = await latestExport(ctx.db, requireViewer(ctx).userId);
      return row && toDataExport(row);
    },
    // Another learner's export reads exactly like a missing or expired one.
    dataExport: async (_, args, ctx) => {
      const { userId } = requireViewer(ctx);
      if (!exportId.safeParse(args.id).success) return null;
      const row = await findOwnedExport(ctx.db, userId, args.id);
      return row && toDataExport(row);
    },
    dataExportFile: async (_, args, ctx) => {
      const { userId } = requireViewer(ctx);
      if (!exportId.safeParse(args.id).success) return null;
      const row = await findOwnedExport(ctx.db, userId, args.id);
      return row?.status === 'COMPLETED' ? row.file : null;
    },
  },
  Mutation: {
    requestDataExport: async (_, __, ctx) => {
      const row = await createPendingExport(ctx.db, requireViewer(ctx).userId, ctx.jobOutbox.prefix);
      ctx.jobOutbox.wake();
      return toDataExport(row);
    },
    eraseAccount: async (_, args, ctx) => {
      await requestErasure(ctx, requireViewer(ctx), args.email);
      return true;
    },
  },
};
