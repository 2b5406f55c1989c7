import { GraphQLJSON } from '@juba/platform/json-scalar';
import { mergeResolvers } from '@juba/platform/resolver-maps';
import { adminAnalyticsResolvers } from './admin-analytics/resolvers.ts';
import { adminConfigResolvers } from './admin-config/resolvers.ts';
import { adminDataRetentionResolvers } from './admin-data-retention/resolvers.ts';
import { adminContentResolvers } from './admin-content/resolvers.ts';
import { adminResolvers } from './admin/resolvers.ts';
import type { ContentContext } from './context.ts';
import type { Resolvers } from './generated/graphql.ts';
import { myDataResolvers } from './my-data/resolvers.ts';
import { handoutResolvers } from './handouts/resolvers.ts';

export const resolvers: Resolvers<ContentContext> = mergeResolvers<Resolvers<ContentContext>>(
  { JSON: GraphQLJSON },
  handoutResolvers,
  adminResolvers,
  adminAnalyticsResolvers,
  adminContentResolvers,
  adminConfigResolvers,
  adminDataRetentionResolvers,
  myDataResolvers,
);
