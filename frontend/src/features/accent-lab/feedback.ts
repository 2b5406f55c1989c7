/** Spec part 2 §9: the lab's score when the answer has none. */
export const LAB_ACCURACY_FALLBACK = 75;

/** Spec part 2 §2.7: the result's fixed feedback bullets. */
export const LAB_FEEDBACK = [
  'Compare sua gravação com o exemplo usando Reproduzir e o botão de ouvir.',
  'Confira a posição da língua, dos lábios e dos dentes descrita acima.',
  'Grave outra vez com Nova Tentativa: a repetição cria memória muscular.',
] as const;
