import { GraphQLJSON } from '@juba/platform/json-scalar';
import { mergeResolvers } from '@juba/platform/resolver-maps';
import { accentLabResolvers } from './accent-lab/resolvers.ts';
import type { DiagnosticsContext } from './context.ts';
import type { Resolvers } from './generated/graphql.ts';
import { myDataResolvers } from './my-data/resolvers.ts';
import { learningPathResolvers } from './learning-path/resolvers.ts';
import { linguisticDiagnosticResolvers } from './linguistic-diagnostic/resolvers.ts';
import { phoneticsResolvers } from './phonetics/resolvers.ts';
import { voiceConsentResolvers } from './voice-consent/resolvers.ts';

export const resolvers: Resolvers<DiagnosticsContext> = mergeResolvers<Resolvers<DiagnosticsContext>>(
  { JSON: GraphQLJSON },
  learningPathResolvers,
  phoneticsResolvers,
  accentLabResolvers,
  linguisticDiagnosticResolvers,
  voiceConsentResolvers,
  myDataResolvers,
);
