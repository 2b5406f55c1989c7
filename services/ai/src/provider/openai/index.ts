export { OpenAiProvider, createOpenAiProvider, OPENAI_DEFAULT_BASE_URL, type OpenAiProviderOptions } from './openai-provider.ts';
export { handoutSystemPrompt } from './prompt.ts';
export { ADAPTIVE_SYSTEM_PROMPT } from './adaptive-prompt.ts';
