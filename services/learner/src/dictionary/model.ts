import { suggestDictionaryEntry, type AiConfig } from '@juba/ai-provider';
import type { ModelSuggestion } from './enrichment/enrich.ts';

/**
 * The configured model as a source of translations and examples. A model that
 * fails or is too slow only means nothing more is found: the word is then
 * refused with 'Erro na tradução' (or added without an example), so the
 * failure is logged, not passed on.
 */
export const modelSuggestion =
  (currentConfig: () => AiConfig | Promise<AiConfig>): ModelSuggestion =>
  async (word) => {
    try {
      return await suggestDictionaryEntry(await currentConfig(), word);
    } catch (error) {
      console.warn(`The AI model could not suggest a dictionary entry for "${word}":`, error);
      return null;
    }
  };
