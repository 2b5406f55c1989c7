import { PLAN_FOCUS_AREAS, PLAN_GOAL_MAX_LENGTH, PLAN_TIME } from '@juba/contracts/adaptive-plan';

/** Every learner-facing line of the adaptive plan, in Portuguese. */
export const PLAN_MESSAGES = {
  goalRequired: 'Por favor, defina sua meta de aprendizagem.',
  goalTooLong: (length: number) => `A meta pode ter no máximo ${PLAN_GOAL_MAX_LENGTH} caracteres (tem ${length}).`,
  focusRequired: 'Selecione pelo menos uma área para focar.',
  unknownFocus: `Área de foco desconhecida. Use: ${PLAN_FOCUS_AREAS.join(', ')}.`,
  invalidTime: `O tempo disponível deve ser de ${PLAN_TIME.min} a ${PLAN_TIME.max} minutos, em passos de ${PLAN_TIME.step}.`,
  invalidChoice: (field: string, values: readonly string[]) => `${field} deve ser um de: ${values.join(', ')}.`,
  planNotFound: 'Plano não encontrado.',
  activityNotFound: 'Atividade não encontrada.',
  queued: 'Na fila para gerar a atividade...',
  started: 'Gerando atividade adaptativa...',
  retrying: 'Houve um problema. Tentando novamente...',
  released: 'Aguardando para continuar a geração...',
  completed: 'Atividade pronta!',
  failed: 'Não foi possível gerar a atividade. Tente novamente.',
  unavailable: 'Não foi possível iniciar a geração da atividade agora. Tente novamente em alguns instantes.',
  tooManyActive: (max: number) => `Você já tem ${max} atividades sendo geradas. Aguarde uma delas terminar para gerar outra.`,
} as const;
