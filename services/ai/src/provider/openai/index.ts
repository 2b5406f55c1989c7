export { OpenAiProvider, createOpenAiProvider, OPENAI_DEFAULT_BASE_URL } from './openai-provider.ts';
export { handoutSystemPrompt } from './prompt.ts';
