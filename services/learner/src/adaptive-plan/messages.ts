/** The adaptive plan's learner-facing lines, in Portuguese; a plan's validation messages are @juba/contracts/adaptive-plan-input's. */
export const PLAN_MESSAGES = {
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
