import { GraphQLJSON } from '@juba/platform/json-scalar';
import { mergeResolvers } from '@juba/platform/resolver-maps';
import type { DiagnosticsContext } from './context.ts';
import type { Resolvers } from './generated/graphql.ts';
import { learningPathResolvers } from './learning-path/resolvers.ts';

export const resolvers: Resolvers<DiagnosticsContext> = mergeResolvers<Resolvers<DiagnosticsContext>>({ JSON: GraphQLJSON }, learningPathResolvers);
