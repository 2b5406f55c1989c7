import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { HandoutLevel } from '@juba/shared/jobs';
import type { AiConfig } from '../config.ts';
import { AiInvalidOutputError } from '../errors.ts';
import { assertHandoutLevel, progressReporter, throwIfAborted } from '../progress.ts';
import type { AiProvider, Material } from '../types.ts';
import { startDeadline } from './deadline.ts';
import { parseMaterialReply } from './parse.ts';
import { handoutMessages, retryMessages } from './prompt.ts';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
// Local OpenAI-compatible servers (Ollama, llama.cpp, vLLM) accept any key, but the SDK refuses to start without one.
const KEYLESS_SERVER_API_KEY = 'no-key-configured';

type GenerateHandoutOptions = Parameters<AiProvider['generateHandout']>[1];

/** Asks an OpenAI-compatible chat model for a handout in JSON mode and only returns it once it validates. */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;
  private readonly baseURL: string;

  constructor(readonly config: AiConfig) {
    this.baseURL = config.baseURL ?? OPENAI_DEFAULT_BASE_URL;
    this.client = new OpenAI({
      apiKey: config.apiKey ?? KEYLESS_SERVER_API_KEY,
      baseURL: this.baseURL,
      timeout: config.timeoutMs,
      // The job queue already retries failed jobs with backoff; retrying here too would multiply the wait.
      maxRetries: 0,
    });
  }

  async generateHandout(level: HandoutLevel, opts: GenerateHandoutOptions = {}): Promise<Material> {
    assertHandoutLevel(level);
    throwIfAborted(opts.signal);
    const report = progressReporter(opts.onProgress);
    const deadline = startDeadline(this.config.timeoutMs, opts.signal, `at ${this.baseURL} (model ${this.config.model})`);
    try {
      await report(10, 'Consultando o tutor de IA...');
      const messages = handoutMessages(level);
      const first = await this.complete(messages, deadline.signal);
      let parsed = parseMaterialReply(first.content, first.finishReason);
      if (!parsed.ok) {
        await report(50, 'Ajustando o formato do material...');
        const second = await this.complete([...messages, ...retryMessages(first.content, parsed.problems)], deadline.signal);
        parsed = parseMaterialReply(second.content, second.finishReason);
        if (!parsed.ok) {
          throw new AiInvalidOutputError(
            `The AI model "${this.config.model}" returned an invalid handout twice: ${parsed.problems.join('; ')}`,
            parsed.problems,
          );
        }
      }
      await report(90, 'Revisando o material...');
      await report(100, 'Material pronto!');
      return parsed.material;
    } catch (error) {
      throw deadline.explain(error);
    } finally {
      deadline.clear();
    }
  }

  private async complete(messages: ChatCompletionMessageParam[], signal: AbortSignal) {
    const completion = await this.client.chat.completions.create(
      {
        model: this.config.model,
        temperature: this.config.temperature,
        // max_tokens rather than max_completion_tokens: every OpenAI-compatible server understands it.
        max_tokens: this.config.maxTokens,
        response_format: { type: 'json_object' },
        messages,
      },
      { signal },
    );
    const choice = completion.choices?.[0];
    return { content: choice?.message?.content ?? null, finishReason: choice?.finish_reason ?? null };
  }
}

export function createOpenAiProvider(config: AiConfig) {
  return new OpenAiProvider(config);
}
