import { z } from 'zod';
import { requireViewer } from '@juba/platform/viewer';
import type { ContentContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { toHandoutJob } from './handout-job-type.ts';
import { requestHandout } from './request-handout.ts';
import { findOwnedHandout } from './store.ts';

const handoutId = z.uuid();

/** Another learner's handout reads exactly like a missing one. */
async function ownedHandoutJob(ctx: ContentContext, userId: string, id: string) {
  if (!handoutId.safeParse(id).success) return null;
  const row = await findOwnedHandout(ctx.db, userId, id);
  return row && toHandoutJob(row);
}

export const handoutResolvers: Resolvers<ContentContext> = {
  Query: {
    handoutJob: (_parent, args, ctx) => ownedHandoutJob(ctx, requireViewer(ctx).userId, args.id),
  },
  Mutation: {
    // The generated type is compile-time only: requestHandout still validates the level it is given.
    generateHandout: async (_parent, args, ctx) => toHandoutJob(await requestHandout(ctx, requireViewer(ctx).userId, args.level)),
  },
  HandoutJob: {
    __resolveReference: (ref, ctx) => (ctx.viewer ? ownedHandoutJob(ctx, ctx.viewer.userId, ref.id) : null),
  },
};
