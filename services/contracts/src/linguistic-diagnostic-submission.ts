/**
 * Spec part 2 §3 Linguistic diagnostic submission: its strict shape with
 * Portuguese messages, for the REST facade and the diagnostics service.
 * Kept apart from the questions so the screen does not download zod.
 */
import { z } from 'zod';
import { LINGUISTIC_DIAGNOSTIC_TYPE, LINGUISTIC_QUESTION_TYPES, LINGUISTIC_QUESTIONS } from './linguistic-diagnostic.ts';
import { strictObjectMessages } from './strict-object-messages.ts';

const percent = (field: string) => {
  const error = `${field} deve ser um número de 0 a 100.`;
  return z.number({ error }).min(0, { error }).max(100, { error });
};
const texts = (field: string, max: number, length: number) =>
  z
    .array(z.string({ error: `${field} deve ser uma lista de textos.` }).max(length, { error: `Cada item de ${field} tem no máximo ${length} caracteres.` }), {
      error: `${field} deve ser uma lista de textos.`,
    })
    .max(max, { error: `${field} tem no máximo ${max} itens.` });

/**
 * The submission's shape, every key required and no other allowed. Whether
 * it matches its own answers is the diagnostics service's check
 * (scoreLinguisticDiagnostic again, on the server).
 */
export const linguisticDiagnosticSubmission = z.strictObject(
  {
    diagnosticType: z.literal(LINGUISTIC_DIAGNOSTIC_TYPE, { error: `diagnosticType deve ser '${LINGUISTIC_DIAGNOSTIC_TYPE}'.` }),
    testResults: z.strictObject(
      {
        phonetic: percent('phonetic'),
        grammatical: percent('grammatical'),
        falseFriends: percent('falseFriends'),
        overall: percent('overall'),
        answers: z
          .array(
            z.strictObject(
              {
                questionId: z.string({ error: 'questionId deve ser o id de uma questão.' }).max(100, { error: 'questionId deve ser o id de uma questão.' }),
                selectedAnswer: z.int({ error: 'selectedAnswer deve ser o índice (número inteiro) da opção escolhida.' }),
              },
              strictObjectMessages('cada resposta como { questionId, selectedAnswer }'),
            ),
            { error: 'answers deve ser uma lista de { questionId, selectedAnswer }.' },
          )
          .max(LINGUISTIC_QUESTIONS.length * 2, { error: `answers deve ter uma resposta para cada uma das ${LINGUISTIC_QUESTIONS.length} questões.` }),
      },
      strictObjectMessages('testResults como { phonetic, grammatical, falseFriends, overall, answers }'),
    ),
    interferencePatterns: texts('interferencePatterns', LINGUISTIC_QUESTIONS.length, 200),
    strengthAreas: texts('strengthAreas', LINGUISTIC_QUESTION_TYPES.length, 50),
    weaknessAreas: texts('weaknessAreas', LINGUISTIC_QUESTION_TYPES.length, 50),
    recommendedFocus: z.string({ error: 'recommendedFocus deve ser um texto.' }).max(50, { error: 'recommendedFocus tem no máximo 50 caracteres.' }),
  },
  strictObjectMessages('o diagnóstico como { diagnosticType, testResults, interferencePatterns, strengthAreas, weaknessAreas, recommendedFocus }'),
);
