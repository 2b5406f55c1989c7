import { z } from 'zod';
import { requireViewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { PHONETIC_EXERCISES } from './exercises.ts';
import { parseRecording } from './recording.ts';
import { requestAnalysis } from './request-analysis.ts';
import { toPhoneticSession } from './session-type.ts';
import { findOwnedSession, listCompletedSessions } from './store.ts';
import { parseTargetText } from './target-text.ts';

const sessionId = z.uuid();

export const phoneticsResolvers: Resolvers<DiagnosticsContext> = {
  Query: {
    phoneticSessions: async (_, __, ctx) => (await listCompletedSessions(ctx.db, requireViewer(ctx).userId)).map(toPhoneticSession),
    // Another learner's session reads exactly like a missing one.
    phoneticSession: async (_, args, ctx) => {
      const { userId } = requireViewer(ctx);
      if (!sessionId.safeParse(args.id).success) return null;
      const row = await findOwnedSession(ctx.db, userId, args.id);
      return row && toPhoneticSession(row);
    },
    phoneticExercises: (_, __, ctx) => {
      requireViewer(ctx);
      return PHONETIC_EXERCISES.map((exercise) => ({ ...exercise, targetSounds: [...exercise.targetSounds] }));
    },
  },
  Mutation: {
    requestPhoneticAnalysis: async (_, args, ctx) => {
      const { userId } = requireViewer(ctx);
      // The text first: it is cheap, and its message is the one the learner can act on without recording again.
      const targetText = parseTargetText(args.targetText);
      const audio = parseRecording(args.audioData);
      return toPhoneticSession(await requestAnalysis(ctx, userId, { kind: 'phonetics', targetText }, audio));
    },
  },
};
