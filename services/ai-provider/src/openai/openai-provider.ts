import { randomUUID } from 'node:crypto';
import OpenAI, { APIError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { HandoutLevel } from '@juba/contracts/jobs';
import { moduleToTrain, normaliseBrainRequest, personalizedHint, questionType } from '../brain/areas.ts';
import type { AiConfig } from '../config.ts';
import { AiInvalidOutputError, AiUnavailableError } from '../errors.ts';
import { assertHandoutLevel, progressReporter, throwIfAborted } from '../progress.ts';
import { TUTOR_DEADLINE_MS, lastLearnerText, type ReplyToLearnerOptions, type TutorReply, type TutorReplyRequest } from '../conversation/tutor.ts';
import { GENERATED_QUESTION_ID_PREFIX, brainQuestionSchema, type BrainQuestion, type BrainQuestionRequest } from '../brain/question.ts';
import { materialSchema, type Material } from '../handouts/material.ts';
import type { AiProvider } from '../provider.ts';
import { DICTIONARY_ENTRY_MAX_TOKENS, dictionaryEntryMessages, dictionaryEntrySchema, type DictionaryEntrySuggestion } from '../dictionary/prompt.ts';
import { fromPlanReply, planMessages, planReplySchema } from '../adaptive-plan/prompt.ts';
import type { GeneratedPlanActivity, PlanActivityRequest } from '../adaptive-plan/types.ts';
import { brainMessages, brainReplySchema } from '../brain/prompt.ts';
import { startDeadline, type DeadlineTimes } from './deadline.ts';
import { parseJsonReply, type ParsedJson } from './parse.ts';
import { replyDrafts } from './partial-reply.ts';
import { handoutMessages } from '../handouts/prompt.ts';
import { retryMessages } from './retry.ts';
import { SOCRATIC_MAX_REPLY_LENGTH, SOCRATIC_MAX_TOKENS, socraticMessages, socraticReplySchema, type SocraticReplyRequest } from '../socratic/prompt.ts';
import { TUTOR_MAX_REPLY_LENGTH, TUTOR_MAX_TOKENS, groundedCorrections, tutorMessages, tutorReplySchema } from '../conversation/prompt.ts';
import { messageOf } from '@juba/platform/errors';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
// Local OpenAI-compatible servers (Ollama, llama.cpp, vLLM) accept any key, but the SDK refuses to start without one.
const KEYLESS_SERVER_API_KEY = 'no-key-configured';

type GenerateHandoutOptions = Parameters<AiProvider['generateHandout']>[1];
type GenerateBrainQuestionOptions = Parameters<AiProvider['generateBrainQuestion']>[1];
type GeneratePlanActivitiesOptions = Parameters<AiProvider['generatePlanActivities']>[1];

export interface OpenAiProviderOptions {
  /** Picks the module among the learner's weak ones; seed it in tests. */
  random?: () => number;
}

interface JsonRequest<T> {
  messages: ChatCompletionMessageParam[];
  /** Names the object in error texts and in the retry request, e.g. "handout". */
  subject: string;
  parse: (content: string | null, finishReason: string | null) => ParsedJson<T>;
  signal: AbortSignal;
  onRetry?: () => Promise<void>;
  /** Below the configured cap for short replies. */
  maxTokens?: number;
  /** Streams each answer: called as each answer starts, for a listener of its content as it grows. */
  watchAnswer?: () => ContentListener;
}

type ContentListener = (contentSoFar: string) => void;

/** One turn of a chat partner: a JSON object whose "reply" the learner may watch being written. */
interface ChatTurn<T extends { reply: string }> {
  messages: ChatCompletionMessageParam[];
  subject: string;
  schema: z.ZodType<T>;
  maxTokens: number;
  /** Where the drafts of "reply" stop, as the stored reply does. */
  maxReplyLength: number;
}

interface Deadline {
  signal: AbortSignal;
  /** The model wrote something: it may take longer, within the deadline's cap. */
  postpone: () => void;
}

interface Completion {
  content: string | null;
  finishReason: string | null;
}

/** Asks an OpenAI-compatible chat model for JSON and only returns it once it validates. */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  private readonly client: OpenAI;
  private readonly baseURL: string;
  /** Where the model runs, for error texts. */
  private readonly serverLabel: string;
  private readonly random: () => number;

  constructor(
    readonly config: AiConfig,
    options: OpenAiProviderOptions = {},
  ) {
    this.baseURL = config.baseURL ?? OPENAI_DEFAULT_BASE_URL;
    this.serverLabel = `at ${this.baseURL} (model ${config.model})`;
    this.random = options.random ?? Math.random;
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
    return this.withDeadline(opts.signal, async ({ signal }) => {
      await report(10, 'Consultando o tutor de IA...');
      const material = await this.askForJson({
        messages: handoutMessages(level),
        subject: 'handout',
        parse: (content, finishReason) => parseJsonReply(materialSchema, 'handout', content, finishReason),
        signal,
        onRetry: () => report(50, 'Ajustando o formato do material...'),
      });
      await report(90, 'Revisando o material...');
      await report(100, 'Material pronto!');
      return material;
    });
  }

  /** Always writes a fresh question, so it never answers null: a model does not run out of questions. */
  async generateBrainQuestion(request: BrainQuestionRequest, opts: GenerateBrainQuestionOptions = {}): Promise<BrainQuestion> {
    throwIfAborted(opts.signal);
    const normalised = normaliseBrainRequest(request);
    const module = moduleToTrain(normalised, this.random);
    const reply = await this.withDeadline(opts.signal, ({ signal }) =>
      this.askForJson({
        messages: brainMessages(module, normalised),
        subject: 'question',
        parse: (content, finishReason) => parseJsonReply(brainReplySchema, 'question', content, finishReason),
        signal,
      }),
    );
    return brainQuestionSchema.parse({
      id: `${GENERATED_QUESTION_ID_PREFIX}${randomUUID()}`,
      type: questionType(module, normalised),
      module,
      // The model was asked for exactly this difficulty; its own opinion of it is not part of the reply.
      difficulty: normalised.difficulty,
      content: reply.content,
      options: reply.options,
      correctAnswer: reply.correctAnswer,
      explanation: reply.explanation,
      personalizedHint: personalizedHint(module, [], reply.hint, normalised),
    });
  }

  /** Like a handout: validated JSON, one retry, and a typed failure (the job retries, then fails the row) rather than a silent fallback. */
  async generatePlanActivities(request: PlanActivityRequest, opts: GeneratePlanActivitiesOptions = {}): Promise<GeneratedPlanActivity[]> {
    throwIfAborted(opts.signal);
    const report = progressReporter(opts.onProgress);
    const schema = planReplySchema(request);
    return this.withDeadline(opts.signal, async ({ signal }) => {
      await report(10, 'Consultando o tutor de IA...');
      const reply = await this.askForJson({
        messages: planMessages(request),
        subject: 'activity list',
        parse: (content, finishReason) => parseJsonReply(schema, 'activity list', content, finishReason),
        signal,
        onRetry: () => report(50, 'Ajustando o formato da atividade...'),
      });
      await report(100, 'Atividade pronta!');
      return fromPlanReply(reply);
    });
  }

  /** The tutor's next turn (see chatTurn). */
  async replyToLearner(request: TutorReplyRequest, opts: ReplyToLearnerOptions = {}): Promise<TutorReply> {
    const reply = await this.chatTurn(
      {
        messages: tutorMessages(request),
        subject: 'tutor reply',
        schema: tutorReplySchema,
        maxTokens: TUTOR_MAX_TOKENS,
        maxReplyLength: TUTOR_MAX_REPLY_LENGTH,
      },
      opts,
    );
    return { text: reply.reply, corrections: groundedCorrections(reply, lastLearnerText(request)), translations: reply.glossary };
  }

  /** The Socratic partner's next question (see chatTurn), with at most one correction. */
  async replyAsSocraticPartner(request: SocraticReplyRequest, opts: ReplyToLearnerOptions = {}): Promise<TutorReply> {
    const reply = await this.chatTurn(
      {
        messages: socraticMessages(request),
        subject: 'Socratic question',
        schema: socraticReplySchema,
        maxTokens: SOCRATIC_MAX_TOKENS,
        maxReplyLength: SOCRATIC_MAX_REPLY_LENGTH,
      },
      opts,
    );
    return { text: reply.reply, corrections: groundedCorrections(reply, lastLearnerText(request)), translations: reply.glossary };
  }

  /**
   * A chat partner's next turn, within the tutor deadline (or the configured
   * timeout when shorter), retry included. With `onDraft` the model streams
   * and its "reply" is passed on as it is written; what is returned is still
   * only the validated whole. A learner who watches the model write can wait
   * longer: it must start writing within the tutor deadline and never pause
   * for longer, and only the configured timeout bounds the whole.
   */
  private async chatTurn<T extends { reply: string }>(turn: ChatTurn<T>, opts: ReplyToLearnerOptions): Promise<T> {
    throwIfAborted(opts.signal);
    const { onDraft } = opts;
    const times = onDraft ? { ms: TUTOR_DEADLINE_MS, capMs: this.config.timeoutMs } : { ms: Math.min(TUTOR_DEADLINE_MS, this.config.timeoutMs) };
    return this.withDeadline(
      opts.signal,
      ({ signal, postpone }) =>
        this.askForJson({
          messages: turn.messages,
          subject: turn.subject,
          parse: (content, finishReason) => parseJsonReply(turn.schema, turn.subject, content, finishReason),
          signal,
          maxTokens: Math.min(this.config.maxTokens, turn.maxTokens),
          watchAnswer: onDraft && (() => draftsGivingTime(onDraft, turn.maxReplyLength, postpone)),
        }),
      times,
    );
  }

  /** A dictionary word's translation and example (dictionary/suggest.ts), within the tutor's deadline: the learner waits for it. */
  async suggestDictionaryEntry(word: string, opts: { signal?: AbortSignal } = {}): Promise<DictionaryEntrySuggestion> {
    throwIfAborted(opts.signal);
    return this.withDeadline(
      opts.signal,
      ({ signal }) =>
        this.askForJson({
          messages: dictionaryEntryMessages(word),
          subject: 'dictionary entry',
          parse: (content, finishReason) => parseJsonReply(dictionaryEntrySchema, 'dictionary entry', content, finishReason),
          signal,
          maxTokens: Math.min(this.config.maxTokens, DICTIONARY_ENTRY_MAX_TOKENS),
        }),
      { ms: Math.min(TUTOR_DEADLINE_MS, this.config.timeoutMs) },
    );
  }

  /** One time budget for the whole call, retry included; SDK failures come out as typed AiProviderErrors. */
  private async withDeadline<T>(
    callerSignal: AbortSignal | undefined,
    run: (deadline: Deadline) => Promise<T>,
    times: DeadlineTimes = { ms: this.config.timeoutMs },
  ): Promise<T> {
    const deadline = startDeadline(times, callerSignal, this.serverLabel);
    try {
      return await run(deadline);
    } catch (error) {
      throw deadline.explain(error);
    } finally {
      deadline.clear();
    }
  }

  /** Asks once; if the reply does not validate, shows the model its problems and asks one more time. */
  private async askForJson<T>(req: JsonRequest<T>): Promise<T> {
    const first = await this.complete(req.messages, req);
    let parsed = req.parse(first.content, first.finishReason);
    if (!parsed.ok) {
      await req.onRetry?.();
      const second = await this.complete([...req.messages, ...retryMessages(req.subject, first.content, parsed.problems)], req);
      parsed = req.parse(second.content, second.finishReason);
      if (!parsed.ok) {
        throw new AiInvalidOutputError(
          `The AI model "${this.config.model}" returned an invalid ${req.subject} twice: ${parsed.problems.join('; ')}`,
          parsed.problems,
        );
      }
    }
    return parsed.value;
  }

  private complete(messages: ChatCompletionMessageParam[], req: Pick<JsonRequest<unknown>, 'signal' | 'maxTokens' | 'watchAnswer'>): Promise<Completion> {
    const body = {
      model: this.config.model,
      temperature: this.config.temperature,
      // max_tokens rather than max_completion_tokens: every OpenAI-compatible server understands it.
      max_tokens: req.maxTokens ?? this.config.maxTokens,
      response_format: { type: 'json_object' as const },
      messages,
    };
    return req.watchAnswer ? this.completeStreaming(body, req.signal, req.watchAnswer()) : this.completeAtOnce(body, req.signal);
  }

  private async completeAtOnce(body: ChatCompletionCreateParamsNonStreaming, signal: AbortSignal): Promise<Completion> {
    const completion = await this.client.chat.completions.create(body, { signal });
    const choice = completion.choices?.[0];
    return { content: choice?.message?.content ?? null, finishReason: choice?.finish_reason ?? null };
  }

  // No stream_options: some compatible servers refuse the request when it is there.
  private async completeStreaming(body: ChatCompletionCreateParamsNonStreaming, signal: AbortSignal, onContent: ContentListener): Promise<Completion> {
    const stream = await this.client.chat.completions.create({ ...body, stream: true }, { signal });
    let content = '';
    let finishReason: string | null = null;
    try {
      for await (const chunk of stream) {
        const choice = chunk.choices?.[0];
        finishReason = choice?.finish_reason ?? finishReason;
        const delta = choice?.delta?.content;
        if (!delta) continue;
        content += delta;
        onContent(content);
      }
    } catch (error) {
      if (error instanceof APIError || signal.aborted) throw error;
      // A connection that breaks mid-stream comes out of the SDK as fetch's own TypeError.
      throw new AiUnavailableError(`The AI server ${this.serverLabel} broke off its streamed reply: ${messageOf(error)}`, null, { cause: error });
    }
    // The SDK ends an aborted stream quietly, as if the model had finished: the deadline must still end the call.
    signal.throwIfAborted();
    return { content, finishReason };
  }
}

/** Drafts of one streamed answer; each piece the model writes gives it more time. */
function draftsGivingTime(onDraft: (textSoFar: string) => void, maxReplyLength: number, postpone: () => void): ContentListener {
  const draft = replyDrafts(onDraft, maxReplyLength);
  return (contentSoFar) => {
    postpone();
    draft(contentSoFar);
  };
}

export function createOpenAiProvider(config: AiConfig, options: OpenAiProviderOptions = {}) {
  return new OpenAiProvider(config, options);
}
