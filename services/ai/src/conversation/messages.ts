import { TUTOR_MAX_MESSAGE_LENGTH } from '@juba/contracts/conversation';

/** The most messages a learner may send in one conversation; a new conversation starts fresh. */
export const MAX_LEARNER_MESSAGES = 100;

/** What the learner reads when a conversation request is refused (Portuguese, like the rest of the screen). */
export const CONVERSATION_MESSAGES = {
  notFound: 'Conversa não encontrada.',
  finished: 'Esta conversa já foi encerrada. Inicie uma nova conversa para continuar praticando.',
  full: `Esta conversa chegou ao limite de ${MAX_LEARNER_MESSAGES} mensagens. Inicie uma nova conversa para continuar praticando.`,
  empty: 'Escreva uma mensagem antes de enviar.',
  tooLong: `A mensagem pode ter no máximo ${TUTOR_MAX_MESSAGE_LENGTH} caracteres.`,
  activityTitle: (themeLabel: string) => `Conversa: ${themeLabel}`,
} as const;
