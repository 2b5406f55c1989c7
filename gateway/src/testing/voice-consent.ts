import { VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { graphqlRequest, type Stack } from './stack.ts';

/** Accepts the voice notice as the screens do, through the API: no recording is taken in without it. */
export async function grantVoiceConsent(stack: Stack, token: string): Promise<void> {
  const { body } = await graphqlRequest(
    stack,
    'mutation Grant($v: String!) { grantVoiceConsent(textVersion: $v) { active } }',
    { v: VOICE_CONSENT_VERSION },
    token,
  );
  if (!body.data?.grantVoiceConsent.active) throw new Error(`grantVoiceConsent failed: ${JSON.stringify(body.errors)}`);
}
