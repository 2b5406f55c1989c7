export { OpenAiProvider, createOpenAiProvider, OPENAI_DEFAULT_BASE_URL, type OpenAiProviderOptions } from './openai-provider.ts';
