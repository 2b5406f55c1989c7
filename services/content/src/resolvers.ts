import { handoutResolvers } from './handouts/resolvers.ts';

export type { ContentContext } from './context.ts';

export const resolvers = {
  Query: { ...handoutResolvers.Query },
  Mutation: { ...handoutResolvers.Mutation },
  HandoutJob: handoutResolvers.HandoutJob,
};
