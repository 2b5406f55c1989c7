/** Every learner-facing line of the phonetic-analysis pipeline, in Portuguese. */
export const PHONETIC_MESSAGES = {
  queued: 'Na fila para analisar a pronúncia...',
  started: 'Analisando pronúncia...',
  retrying: 'Houve um problema. Tentando novamente...',
  released: 'Aguardando para continuar a análise...',
  completed: 'Análise concluída!',
  /** Spec part 2 §8: 'Erro na Análise'. */
  failed: 'Não foi possível analisar sua pronúncia. Tente novamente.',
  unavailable: 'Não foi possível iniciar a análise agora. Tente novamente em alguns instantes.',
  timeout: 'A análise de pronúncia demorou demais. Tente novamente em alguns instantes.',
  emptyText: 'Digite o texto que você vai ler em voz alta.',
  noWords: 'O texto não tem palavras para ler. Escreva em inglês, com letras ou números, o que você vai ler em voz alta.',
  textTooLong: (max: number) => `O texto pode ter no máximo ${max} caracteres. Grave um trecho menor.`,
  tooManyWords: (max: number) => `O texto pode ter no máximo ${max} palavras (números contam como lidos por extenso). Grave um trecho menor.`,
  controlCharacters: 'O texto contém caracteres de controle. Use apenas letras, números e pontuação.',
  tooManyActive: (max: number) => `Você já tem ${max} análises de pronúncia em andamento. Aguarde uma delas terminar para enviar outra.`,
  activityTitle: (text: string) => `Análise de pronúncia: ${text}`,
} as const;
