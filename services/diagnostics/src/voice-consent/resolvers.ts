import { VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { badInput } from '@juba/platform/errors';
import { requireViewer } from '@juba/platform/viewer';
import type { DiagnosticsContext } from '../context.ts';
import type { Resolvers, VoiceConsent } from '../generated/graphql.ts';
import { VOICE_CONSENT_MESSAGES } from './messages.ts';
import { findVoiceConsent, grantVoiceConsent, isActive, revokeVoiceConsent, type VoiceConsentRow } from './store.ts';

const toVoiceConsent = (row: VoiceConsentRow): VoiceConsent => ({
  textVersion: row.textVersion,
  grantedAt: row.grantedAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  active: isActive(row),
});

export const voiceConsentResolvers: Resolvers<DiagnosticsContext> = {
  Query: {
    voiceConsent: async (_, __, ctx) => {
      const row = await findVoiceConsent(ctx.db, requireViewer(ctx).userId);
      return row && toVoiceConsent(row);
    },
  },
  Mutation: {
    // The version says which text the learner read: consent to a text the screens no longer show is no consent.
    grantVoiceConsent: async (_, args, ctx) => {
      const { userId } = requireViewer(ctx);
      if (args.textVersion !== VOICE_CONSENT_VERSION) throw badInput(VOICE_CONSENT_MESSAGES.staleText);
      return toVoiceConsent(await grantVoiceConsent(ctx.db, userId));
    },
    revokeVoiceConsent: (_, __, ctx) => revokeVoiceConsent(ctx.db, requireViewer(ctx).userId),
  },
};
