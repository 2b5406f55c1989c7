import { mergeResolvers } from '@juba/platform/resolver-maps';
import { adminAnalyticsResolvers } from './admin-analytics/resolvers.ts';
import { authResolvers } from './auth/resolvers.ts';
import type { IdentityContext } from './context.ts';
import type { Resolvers } from './generated/graphql.ts';
import { myDataResolvers } from './my-data/resolvers.ts';
import { privacyResolvers } from './privacy/resolvers.ts';

export const resolvers: Resolvers<IdentityContext> = mergeResolvers(authResolvers, adminAnalyticsResolvers, privacyResolvers, myDataResolvers);
