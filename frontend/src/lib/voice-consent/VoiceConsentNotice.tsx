import { useQuery } from '@apollo/client/react';
import { AI_SHARED_TEXTS, VOICE_CONSENT_PARAGRAPHS } from '@juba/contracts/voice-consent';
import { VoiceConsentAiStatusDocument } from '../../generated/graphql.ts';

/**
 * The voice notice the learner accepts (its text and version live in
 * @juba/contracts/voice-consent), and, when the operator configured an AI
 * provider, which of the learner's texts that provider receives.
 */
export function VoiceConsentNotice() {
  const ai = useQuery(VoiceConsentAiStatusDocument);
  return (
    <div className="space-y-3 text-sm text-stone-700">
      {VOICE_CONSENT_PARAGRAPHS.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {ai.data?.aiStatus.provider === 'openai' && (
        <div>
          <p className="font-semibold text-stone-900">Textos enviados ao provedor de inteligência artificial</p>
          <p>Este Juba usa um provedor de inteligência artificial externo. Ele recebe apenas:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {AI_SHARED_TEXTS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
