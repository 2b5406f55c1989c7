/** Every learner-facing line of the handout pipeline, in Portuguese. */
export const HANDOUT_MESSAGES = {
  queued: 'Na fila para gerar o material...',
  started: 'Gerando material didático...',
  retrying: 'Houve um problema. Tentando novamente...',
  released: 'Aguardando para continuar a geração...',
  completed: 'Material pronto!',
  failed: 'Não foi possível gerar o material. Tente novamente.',
  unavailable: 'Não foi possível iniciar a geração do material agora. Tente novamente em alguns instantes.',
  invalidLevel: 'Nível inválido. Escolha basico, intermediario ou avancado.',
  tooManyActive: (max: number) => `Você já tem ${max} apostilas sendo geradas. Aguarde uma delas terminar para gerar outra.`,
} as const;
