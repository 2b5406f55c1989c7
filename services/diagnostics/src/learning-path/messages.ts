import { DIAGNOSTIC_LEVELS, MASTERY_KEYS } from '@juba/contracts/diagnostic-level';
import { MAX_DIAGNOSTIC_ATTEMPTS } from './status.ts';

/** Every learner-facing line of the placement diagnostic, in Portuguese. */
export const DIAGNOSTIC_MESSAGES = {
  attemptLimit: `Limite de ${MAX_DIAGNOSTIC_ATTEMPTS} tentativas atingido.`,
  saved: (remaining: number) =>
    remaining > 0
      ? `Diagnóstico salvo. Você tem mais ${remaining} ${remaining === 1 ? 'tentativa disponível' : 'tentativas disponíveis'}.`
      : 'Diagnóstico salvo. Esta foi sua tentativa final.',
  activityTitle: (attemptNumber: number) => `Diagnóstico inicial (tentativa ${attemptNumber} de ${MAX_DIAGNOSTIC_ATTEMPTS})`,
  invalidTotalPoints: (max: number) => `totalPoints deve ser um número inteiro entre 0 e ${max}.`,
  invalidAnsweredQuestions: (max: number) => `answeredQuestions deve ser um número inteiro entre 0 e ${max}.`,
  invalidLevel: `currentLevel deve ser um destes valores: ${DIAGNOSTIC_LEVELS.join(', ')}.`,
  invalidMastery: `masteryByModule deve ter exatamente as chaves ${MASTERY_KEYS.join(', ')}, cada uma com um número de 0 a 100.`,
  invalidCompletedAt: 'completedAt deve ser uma data e hora ISO 8601 (por exemplo 2025-03-01T14:30:00.000Z).',
  completedAtInFuture: 'completedAt não pode estar no futuro.',
  pointsAboveAnswered: (points: number, answered: number, max: number) =>
    `totalPoints (${points}) é maior que o máximo possível com ${answered} questões respondidas (${max}).`,
  levelNotReached: (level: string, points: number, answered: number) =>
    `O nível ${level} exige pelo menos ${points} pontos e ${answered} questões respondidas.`,
} as const;
