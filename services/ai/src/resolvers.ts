import { mergeResolvers } from '@juba/platform/resolver-maps';
import { aiStatusResolvers } from './ai-status/resolvers.ts';
import { brainResolvers } from './brain/resolvers.ts';
import type { AiContext } from './context.ts';
import { conversationResolvers } from './conversation/resolvers.ts';
import type { Resolvers } from './generated/graphql.ts';
import { myDataResolvers } from './my-data/resolvers.ts';
import { socraticResolvers } from './socratic/resolvers.ts';

export const resolvers: Resolvers<AiContext> = mergeResolvers(aiStatusResolvers, brainResolvers, conversationResolvers, socraticResolvers, myDataResolvers);
