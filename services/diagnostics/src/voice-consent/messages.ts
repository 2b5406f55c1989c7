/** The voice consent's learner-facing lines, in Portuguese. */
export const VOICE_CONSENT_MESSAGES = {
  /** What the learner does next: the notice opens on the recording button of both screens. */
  required: 'Para analisarmos sua pronúncia, você precisa autorizar a gravação da sua voz. Clique em "Iniciar Gravação" para ler o aviso e autorizar.',
  staleText: 'O aviso sobre a gravação da voz mudou. Recarregue a página, leia o novo aviso e autorize de novo.',
} as const;
