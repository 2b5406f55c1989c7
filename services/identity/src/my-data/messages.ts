/** Every learner-facing line of 'Baixar meus dados', in Portuguese. */
export const DATA_EXPORT_MESSAGES = {
  queued: 'Na fila para reunir seus dados...',
  started: 'Reunindo seus dados...',
  retrying: 'Houve um problema. Tentando novamente...',
  released: 'Aguardando para continuar...',
  completed: 'Seus dados estão prontos para baixar.',
  failed: 'Não foi possível reunir seus dados. Tente novamente.',
  unavailable: 'Não foi possível começar agora. Tente novamente em alguns instantes.',
  collecting: (part: string) => `Reunindo: ${part}...`,
  inFlight: 'Seus dados já estão sendo reunidos. Aguarde terminar para pedir de novo.',
} as const;

/** How each service's part is named while it is gathered. */
export const PART_LABELS = {
  identity: 'sua conta',
  learner: 'perfil, progresso, erros, plano e dicionário',
  diagnostics: 'diagnósticos e pronúncia',
  content: 'apostilas',
  ai: 'conversas e sessões socráticas',
} as const;

/** 'Excluir minha conta', in Portuguese. */
export const ERASE_MESSAGES = {
  wrongEmail: 'Para confirmar a exclusão, digite exatamente o e-mail da sua conta.',
} as const;
