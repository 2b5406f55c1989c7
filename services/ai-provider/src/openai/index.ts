export { OpenAiProvider, createOpenAiProvider, OPENAI_DEFAULT_BASE_URL, type OpenAiProviderOptions } from './openai-provider.ts';
export { handoutSystemPrompt } from './prompt.ts';
export { ADAPTIVE_SYSTEM_PROMPT } from './adaptive-prompt.ts';
export { TUTOR_MAX_TOKENS, TUTOR_MAX_TRANSLATIONS, tutorSystemPrompt } from './tutor-prompt.ts';
