import { VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import type { ScriptedLink } from './scripted-link.ts';

export const voiceConsent = (active: boolean, revokedAt: string | null = null) => ({
  __typename: 'VoiceConsent' as const,
  textVersion: VOICE_CONSENT_VERSION,
  grantedAt: '2026-05-02T12:00:00.000Z',
  revokedAt,
  active,
});

/** The learner accepted the voice notice before (null: never asked), and the AI provider in use. */
export function withVoiceConsent(
  link: ScriptedLink,
  consent: ReturnType<typeof voiceConsent> | null = voiceConsent(true),
  provider: 'openai' | 'offline' = 'offline',
): ScriptedLink {
  return link
    .on('VoiceConsent', () => ({ data: { voiceConsent: consent } }))
    .on('VoiceConsentAiStatus', () => ({ data: { aiStatus: { __typename: 'AiStatus', provider } } }))
    .on('GrantVoiceConsent', () => ({ data: { grantVoiceConsent: voiceConsent(true) } }));
}
