/** Who answers: a configured OpenAI-compatible model, or Juba's curated offline content. */
export const AI_PROVIDER_NAMES = ['openai', 'offline'] as const;
export type AiProviderName = (typeof AI_PROVIDER_NAMES)[number];
