import { SOCRATIC_MAX_MESSAGE_LENGTH } from '@juba/contracts/socratic';

/** The most answers a learner may send in one Socratic session; 'Novo Tema' starts a fresh one. */
export const MAX_SOCRATIC_ANSWERS = 100;

/** What the learner reads when a Socratic request is refused (Portuguese, like the rest of the screen). */
export const SOCRATIC_MESSAGES = {
  notFound: 'Diálogo não encontrado.',
  full: `Este diálogo chegou ao limite de ${MAX_SOCRATIC_ANSWERS} respostas. Clique em 'Novo Tema' para continuar refletindo.`,
  empty: 'Escreva uma resposta antes de enviar.',
  tooLong: `A resposta pode ter no máximo ${SOCRATIC_MAX_MESSAGE_LENGTH} caracteres.`,
} as const;
