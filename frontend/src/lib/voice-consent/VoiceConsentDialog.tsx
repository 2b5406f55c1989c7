import { useEffect, useId, useRef } from 'react';
import { VOICE_CONSENT_TITLE } from '@juba/contracts/voice-consent';
import { VoiceConsentNotice } from './VoiceConsentNotice.tsx';
import { Button } from '../ui/Button.tsx';

interface Props {
  saving: boolean;
  onAnswer(accepted: boolean): void;
}

/** Asks before the first recording; Escape or 'Agora não' records nothing. */
export function VoiceConsentDialog({ saving, onAnswer }: Props) {
  const titleId = useId();
  const accept = useRef<HTMLButtonElement>(null);
  useEffect(() => accept.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/50 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => event.key === 'Escape' && onAnswer(false)}
        className="max-h-full w-full max-w-lg space-y-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-bold text-stone-900">
          {VOICE_CONSENT_TITLE}
        </h2>
        <VoiceConsentNotice />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            Agora não
          </Button>
          <Button ref={accept} onClick={() => onAnswer(true)} disabled={saving}>
            {saving ? 'Salvando...' : 'Autorizar e gravar'}
          </Button>
        </div>
      </div>
    </div>
  );
}
