import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiAbortedError, AiInvalidOutputError, AiTimeoutError, AiUnavailableError } from '../errors.ts';
import type { GenerationProgress } from '../progress.ts';
import type { Material } from '../handouts/material.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import { chatCompletion, hang, httpError, startChatServer, testServerConfig as configFor } from './testing-server.ts';

const handout: Material = {
  title: 'Nível Intermediário — O -ed do passado',
  description: 'Pronúncia do -ed com exemplos do inglês americano.',
  slides: [
    { title: 'Introdução', content: 'Nesta apostila:\n• O -ed do passado', exercise: null },
    { title: 'Os três sons do -ed', content: '/t/ worked\n/d/ played\n/ɪd/ wanted' },
    {
      title: 'Exercício',
      content: 'Leia em voz alta:\nworked • needed',
      exercise: { question: 'Qual tem sílaba extra?', options: ['worked', 'needed'], explanation: 'Resposta correta: needed\nTermina em som de D.' },
    },
  ],
};

let server: Awaited<ReturnType<typeof startChatServer>> | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

describe('OpenAI-compatible provider', () => {
  it('asks the configured model for a JSON handout and returns the validated material', async () => {
    server = await startChatServer([chatCompletion(JSON.stringify(handout))]);
    const updates: GenerationProgress[] = [];
    const provider = createOpenAiProvider(configFor(server.baseURL));

    const material = await provider.generateHandout('intermediario', { onProgress: (p) => void updates.push(p) });

    expect(provider.name).toBe('openai');
    expect(material).toEqual(handout);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body).toMatchObject({ model: 'juba-test-model', temperature: 0.3, max_tokens: 1500, response_format: { type: 'json_object' } });
    const [system, user] = request!.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('Brazilian Portuguese speakers');
    expect(system.content).toContain('Nível Intermediário');
    expect(system.content).toContain('JSON');
    expect(user).toMatchObject({ role: 'user' });
    expect(updates).toEqual([
      { progress: 10, message: 'Consultando o tutor de IA...' },
      { progress: 90, message: 'Revisando o material...' },
      { progress: 100, message: 'Material pronto!' },
    ]);
  });

  it('accepts a handout wrapped in a Markdown code fence', async () => {
    server = await startChatServer([chatCompletion(`\`\`\`json\n${JSON.stringify(handout)}\n\`\`\``)]);
    expect(await createOpenAiProvider(configFor(server.baseURL)).generateHandout('basico', {})).toEqual(handout);
  });

  it('retries once with the problem explained when the first reply is not JSON', async () => {
    server = await startChatServer([chatCompletion('Claro! Aqui está a sua apostila: ...'), chatCompletion(JSON.stringify(handout))]);
    const updates: number[] = [];

    const material = await createOpenAiProvider(configFor(server.baseURL)).generateHandout('basico', { onProgress: (p) => void updates.push(p.progress) });

    expect(material).toEqual(handout);
    expect(server.requests).toHaveLength(2);
    const retry = server.requests[1]!.body.messages;
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: 'Claro! Aqui está a sua apostila: ...' });
    expect(retry.at(-1).role).toBe('user');
    expect(retry.at(-1).content).toContain('not valid JSON');
    expect(updates).toEqual([10, 50, 90, 100]);
  });

  it('gives up after the retry with a clear, typed error', async () => {
    server = await startChatServer([chatCompletion('not json'), chatCompletion('{"title": "Sem slides"}')]);

    const run = createOpenAiProvider(configFor(server.baseURL)).generateHandout('avancado', {});

    await expect(run).rejects.toBeInstanceOf(AiInvalidOutputError);
    await expect(run).rejects.toMatchObject({ code: 'INVALID_OUTPUT', retryable: true });
    await expect(run).rejects.toThrow(/The AI model "juba-test-model" returned an invalid handout twice: .*description.*slides/);
    expect(server.requests).toHaveLength(2);
  });

  it('rejects JSON that does not match the handout contract', async () => {
    const tooFewOptions = { ...handout, slides: handout.slides.map((s) => (s.exercise ? { ...s, exercise: { ...s.exercise, options: ['só uma'] } } : s)) };
    server = await startChatServer([chatCompletion(JSON.stringify(tooFewOptions)), chatCompletion(JSON.stringify(tooFewOptions))]);

    const error = await createOpenAiProvider(configFor(server.baseURL))
      .generateHandout('basico', {})
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AiInvalidOutputError);
    expect((error as AiInvalidOutputError).problems.join(' ')).toContain('slides.2.exercise.options');
  });

  it('says so when the reply was cut off by max_tokens', async () => {
    const truncated = JSON.stringify(handout).slice(0, 80);
    server = await startChatServer([chatCompletion(truncated, 'length'), chatCompletion(truncated, 'length')]);
    await expect(createOpenAiProvider(configFor(server.baseURL)).generateHandout('basico', {})).rejects.toThrow(/cut off by the max_tokens limit/);
  });

  it('times out when the server is slower than the configured timeout', async () => {
    server = await startChatServer([hang]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const arrived = server.nextRequest();

    const run = createOpenAiProvider(configFor(server.baseURL, { timeoutMs: 5_000 })).generateHandout('basico', {});
    const outcome = run.catch((e: unknown) => e);
    await arrived;
    await vi.advanceTimersByTimeAsync(5_000);

    const error = await outcome;
    expect(error).toBeInstanceOf(AiTimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', timeoutMs: 5_000, message: 'The AI server did not answer within 5000 ms.' });
  });

  it('stops when the caller aborts', async () => {
    server = await startChatServer([hang]);
    const controller = new AbortController();
    const arrived = server.nextRequest();

    const run = createOpenAiProvider(configFor(server.baseURL)).generateHandout('basico', { signal: controller.signal });
    const outcome = run.catch((e: unknown) => e);
    await arrived;
    controller.abort();

    expect(await outcome).toBeInstanceOf(AiAbortedError);
    await expect(createOpenAiProvider(configFor(server.baseURL)).generateHandout('basico', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      code: 'ABORTED',
    });
  });

  it('reports a refused request with its status, and whether retrying can help', async () => {
    server = await startChatServer([httpError(401, 'Incorrect API key provided'), httpError(503, 'Model is loading')]);
    const provider = createOpenAiProvider(configFor(server.baseURL));

    const unauthorized = await provider.generateHandout('basico', {}).catch((e: unknown) => e);
    expect(unauthorized).toBeInstanceOf(AiUnavailableError);
    expect(unauthorized).toMatchObject({ code: 'UNAVAILABLE', status: 401, retryable: false });
    expect((unauthorized as Error).message).toContain('HTTP 401');
    expect((unauthorized as Error).message).toContain('juba-test-model');

    const overloaded = await provider.generateHandout('basico', {}).catch((e: unknown) => e);
    expect(overloaded).toMatchObject({ code: 'UNAVAILABLE', status: 503, retryable: true });
    expect(server.requests).toHaveLength(2);
  });

  it('reports an unreachable server as unavailable', async () => {
    server = await startChatServer([]);
    const deadURL = server.baseURL;
    await server.close();
    server = undefined;

    const error = await createOpenAiProvider(configFor(deadURL))
      .generateHandout('basico', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', status: null, retryable: true });
    expect((error as Error).message).toContain(`Could not reach the AI server at ${deadURL}`);
  });

  it('works with a keyless local server', async () => {
    server = await startChatServer([chatCompletion(JSON.stringify(handout))]);
    const material = await createOpenAiProvider(configFor(server.baseURL, { apiKey: null })).generateHandout('basico', {});
    expect(material).toEqual(handout);
  });
});
