import { isOpenAiConfigured, type AiConfig } from '../config.ts';
import { OpenAiProvider } from '../openai/openai-provider.ts';
import type { DictionaryEntrySuggestion } from './prompt.ts';

/**
 * A configured model's translation and example for a dictionary word; null
 * when no model is configured (the offline provider has nothing to add to the
 * offline dictionaries the caller already read). Model failures are thrown as
 * AiProviderErrors, for the caller to decide.
 */
export async function suggestDictionaryEntry(config: AiConfig, word: string, opts: { signal?: AbortSignal } = {}): Promise<DictionaryEntrySuggestion | null> {
  if (!isOpenAiConfigured(config)) return null;
  return new OpenAiProvider(config).suggestDictionaryEntry(word, opts);
}
