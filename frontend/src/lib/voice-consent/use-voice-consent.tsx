import { useCallback, useRef, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { VOICE_CONSENT_REQUIRED, VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { GrantVoiceConsentDocument, VoiceConsentDocument } from '../../generated/graphql.ts';
import { useToast } from '../toast/ToastProvider.tsx';
import { VoiceConsentDialog } from './VoiceConsentDialog.tsx';

/** The server refused a recording because the learner's consent is missing, withdrawn or on an older notice. */
function isVoiceConsentRequired(error: unknown): error is CombinedGraphQLErrors {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['reason'] === VOICE_CONSENT_REQUIRED);
}

/**
 * The voice consent for a recording screen: `confirm()` resolves true at
 * once when the learner's consent stands, otherwise once they accept the
 * notice and the server stored it; `dialog` renders the notice while asked.
 */
export function useVoiceConsent() {
  const { toast } = useToast();
  const client = useApolloClient();
  const [grant, { loading: saving }] = useMutation(GrantVoiceConsentDocument, {
    update: (cache, { data }) => data && cache.writeQuery({ query: VoiceConsentDocument, data: { voiceConsent: data.grantVoiceConsent } }),
  });
  const [asking, setAsking] = useState(false);
  const answer = useRef<(accepted: boolean) => void>(() => {});

  const confirm = useCallback(async (): Promise<boolean> => {
    // Asked at the click, from the cache once read: a consent withdrawn on 'Meus dados' refetches it.
    const known = await client.query({ query: VoiceConsentDocument }).catch(() => null);
    if (known?.data?.voiceConsent?.active) return true;
    setAsking(true);
    return new Promise((resolve) => {
      answer.current = resolve;
    });
  }, [client]);

  const onAnswer = async (accepted: boolean) => {
    if (accepted) {
      try {
        await grant({ variables: { textVersion: VOICE_CONSENT_VERSION } });
      } catch (error) {
        console.warn('The voice consent could not be stored:', error);
        toast({ title: 'Erro', description: 'Não foi possível salvar sua autorização. Tente novamente.', variant: 'destructive' });
        return;
      }
    }
    setAsking(false);
    answer.current(accepted);
  };

  /**
   * Whether a failed recording was refused for want of consent (withdrawn in
   * another tab, say): then the learner reads why and the next recording asks again.
   */
  const refused = (error: unknown): boolean => {
    if (!isVoiceConsentRequired(error)) return false;
    void client.query({ query: VoiceConsentDocument, fetchPolicy: 'network-only' }).catch(() => null);
    toast({ title: 'Autorização Necessária', description: error.errors[0]!.message, variant: 'destructive' });
    return true;
  };

  return { confirm, refused, dialog: asking ? <VoiceConsentDialog saving={saving} onAnswer={(accepted) => void onAnswer(accepted)} /> : null };
}
