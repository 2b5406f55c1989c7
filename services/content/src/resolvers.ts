import { GraphQLJSON } from '@juba/platform/json-scalar';
import { adminConfigResolvers } from './admin-config/resolvers.ts';
import { adminContentResolvers } from './admin-content/resolvers.ts';
import { adminResolvers } from './admin/resolvers.ts';
import type { ContentContext } from './context.ts';
import type { Resolvers } from './generated/graphql.ts';
import { handoutResolvers } from './handouts/resolvers.ts';

export type { ContentContext } from './context.ts';

export const resolvers: Resolvers<ContentContext> = {
  JSON: GraphQLJSON,
  Query: { ...handoutResolvers.Query, ...adminResolvers.Query, ...adminContentResolvers.Query, ...adminConfigResolvers.Query },
  Mutation: { ...handoutResolvers.Mutation, ...adminContentResolvers.Mutation, ...adminConfigResolvers.Mutation },
  HandoutJob: handoutResolvers.HandoutJob,
};
