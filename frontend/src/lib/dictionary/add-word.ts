import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { AddDictionaryWordDocument, type DictionaryWordFieldsFragment } from '../../generated/graphql.ts';
import { forgetRootField } from '../apollo/cache.ts';
import { forgetProgress } from '../learner/progress.ts';

/** Spec part 2 §5 and §8: what the learner is told when the word cannot be added. */
const WORD_REQUIRED = { title: 'Campo obrigatório', description: 'Digite a palavra em inglês.' };
const TRANSLATION_FAILED = { title: 'Erro na tradução', description: 'Não foi possível traduzir automaticamente. Adicione a tradução manualmente.' };
export const WORD_ADDED = { title: 'Palavra adicionada', description: 'Nova palavra adicionada ao seu dicionário!' };

export type AddWordResult =
  | { ok: true; word: DictionaryWordFieldsFragment }
  /** conflict: already in the dictionary; untranslatable: no translation found; refused: other bad input; failed: no answer. */
  | { ok: false; kind: 'conflict' | 'untranslatable' | 'refused' | 'failed'; title: string; description: string };

function refusal(error: unknown): Exclude<AddWordResult, { ok: true }> {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.['code'];
  if (first?.extensions?.['reason'] === 'TRANSLATION_NOT_FOUND') return { ok: false, kind: 'untranslatable', ...TRANSLATION_FAILED };
  if (code === 'CONFLICT') return { ok: false, kind: 'conflict', title: 'Palavra já adicionada', description: first!.message };
  if (code === 'BAD_USER_INPUT') return { ok: false, kind: 'refused', title: 'Palavra não adicionada', description: first!.message };
  return { ok: false, kind: 'failed', title: 'Erro ao adicionar', description: 'Não foi possível adicionar a palavra. Tente novamente em alguns instantes.' };
}

/**
 * Adds a word to the learner's dictionary (an empty translation is found by
 * the server), from the dictionary screen or wherever a translation is shown.
 * The list and the words-learned count are read again afterwards.
 */
export function useAddDictionaryWord() {
  const [mutate, { loading }] = useMutation(AddDictionaryWordDocument, {
    update: (cache) => {
      forgetRootField(cache, 'dictionary');
      forgetProgress(cache);
    },
  });
  const add = useCallback(
    async (word: string, translation: string): Promise<AddWordResult> => {
      if (!word.trim()) return { ok: false, kind: 'refused', ...WORD_REQUIRED };
      try {
        const { data } = await mutate({ variables: { input: { word, translation, category: 'conversation' } } });
        return data ? { ok: true, word: data.addDictionaryWord } : refusal(null);
      } catch (error) {
        return refusal(error);
      }
    },
    [mutate],
  );
  return { add, adding: loading };
}
