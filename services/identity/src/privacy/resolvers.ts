import type { IdentityContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';

export const privacyResolvers: Resolvers<IdentityContext> = {
  Query: {
    // Anyone: the notice is read before an account exists (the sign-up form links to it).
    privacyNotice: (_, __, ctx) => ctx.privacy,
  },
};
