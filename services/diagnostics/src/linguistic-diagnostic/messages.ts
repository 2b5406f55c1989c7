import { LINGUISTIC_QUESTIONS } from '@juba/contracts/linguistic-diagnostic';

const list = (items: readonly string[]) => (items.length ? items.join('; ') : 'nenhum');

/** Every caller-facing line of the Linguistic Diagnostic, in Portuguese. */
export const LINGUISTIC_MESSAGES = {
  activityTitle: 'Diagnóstico linguístico',
  unknownQuestion: (id: string) => `Questão desconhecida: "${id}".`,
  answeredTwice: (id: string) => `A questão ${id} foi respondida mais de uma vez; envie uma resposta por questão.`,
  missingAnswers: (ids: readonly string[]) => `Responda todas as ${LINGUISTIC_QUESTIONS.length} questões; faltam: ${ids.join(', ')}.`,
  answerOutOfRange: (id: string, options: number) => `A resposta da questão ${id} deve ser o índice de uma das opções, de 0 a ${options - 1}.`,
  resultMismatch: (field: string, sent: number, expected: number) => `testResults.${field} (${sent}) não confere com as respostas: deveria ser ${expected}.`,
  listMismatch: (field: string, expected: readonly string[]) => `${field} não confere com as respostas: deveria ser ${list(expected)}.`,
  focusMismatch: (sent: string, expected: string) => `recommendedFocus ("${sent}") não confere com as respostas: deveria ser "${expected}".`,
} as const;
