import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { diagnostic, diagnosticStatus, learnerGateway, learningProfile } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';
import { FOUR_QUESTIONS, question } from '../../test-support/diagnostic-questions.ts';
import { notification } from '../../test-support/toast.ts';
import { NEXT_QUESTION_DELAY_MS, RETRY_RESET_MS } from './diagnostic-run.ts';

type Status = ReturnType<typeof diagnosticStatus>;

function completed(attemptCount: number, message = 'Diagnóstico salvo com sucesso.') {
  return () => ({
    data: { completeDiagnostic: { __typename: 'CompleteDiagnosticResult', attemptCount, isBlocked: attemptCount >= 2, message, diagnostic: diagnostic() } },
  });
}

function gateway(options: { status?: Status; questions?: unknown[]; profile?: ReturnType<typeof learningProfile> | null } = {}) {
  return learnerGateway({ status: options.status, profile: options.profile })
    .on('LearningPathQuestions', () => ({ data: { learningPathQuestions: options.questions ?? FOUR_QUESTIONS } }))
    .on('CompleteDiagnostic', completed(1))
    .on('EnsureLearningProfile', (variables) => ({
      data: { ensureLearningProfile: learningProfile({ englishLevel: variables['englishLevel'], onboardingCompleted: false }) },
    }));
}

async function open(link = gateway()) {
  renderApp(<AppRoutes />, { path: '/learning-path', link });
  await screen.findByText(/Questão 1 de|Limite de Tentativas Atingido|Não foi possível carregar/);
  return link;
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const confirmButton = () => button('Confirmar Resposta');
const points = () => screen.getByText(/^\d+ pontos$/).textContent;

/** Chooses the option with this text (A), B)… are added) and confirms. */
function answer(optionName: string) {
  fireEvent.click(radio(optionName));
  fireEvent.click(confirmButton());
}

/** q1 right (10), q2 right (5), q3 wrong twice, q4 right (15): 30 points. */
function answerAllFour() {
  answer('B) She has a car.');
  fireEvent.click(button('Continuar'));
  answer('B) Three');
  fireEvent.click(button('Continuar'));
  answer('A) am');
  act(() => vi.advanceTimersByTime(RETRY_RESET_MS));
  answer('B) was');
  fireEvent.click(button('Continuar'));
  answer('B) Conseguir algo difícil');
  fireEvent.click(button('Continuar'));
}

describe('learning path diagnostic', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the header, the four mastery tiles and lettered options; Confirmar Resposta waits for a choice', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Diagnóstico Inicial' })).toBeVisible();
    expect(points()).toBe('0 pontos');
    expect(screen.getByRole('progressbar', { name: 'Progresso do diagnóstico' }).getAttribute('aria-valuenow')).toBe('0');
    const tiles = within(screen.getByRole('list', { name: 'Domínio por módulo' })).getAllByRole('listitem');
    expect(tiles.map((t) => t.textContent)).toEqual(['Fonética0%', 'Gramática0%', 'Vocabulário0%', 'Cultural0%']);
    expect(screen.getByRole('group', { name: 'Which sentence is correct?' })).toBeVisible();
    expect(screen.getAllByRole('radio')).toEqual([radio('A) She have a car.'), radio('B) She has a car.'), radio('C) She haves a car.')]);
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(radio('C) She haves a car.'));
    expect(confirmButton().disabled).toBe(false);
  });

  it('a right answer adds the points with Perfeito!, explains, and moves on after 2.5 s', async () => {
    vi.useFakeTimers();
    await open();
    answer('B) She has a car.');
    expect(notification().getAttribute('role')).toBe('status');
    expect(notification().textContent).toContain('Perfeito!');
    expect(notification().textContent).toContain('+10 pontos!');
    expect(screen.getByText('Correto! +10 pontos')).toBeVisible();
    expect(screen.getByText('Resposta correta: B) She has a car.')).toBeVisible();
    expect(screen.getByText('Synapse Explica:')).toBeVisible();
    expect(screen.getByText('Com he/she/it, o verbo have vira has.')).toBeVisible();
    expect(points()).toBe('10 pontos');
    expect(screen.getByText('Questão 1 de 4')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progresso do diagnóstico' }).getAttribute('aria-valuenow')).toBe('25');

    act(() => vi.advanceTimersByTime(NEXT_QUESTION_DELAY_MS - 1));
    expect(screen.getByText('Questão 1 de 4')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Questão 2 de 4')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Which word has the "th" of "think"?' })).toBeVisible();

    answer('B) Three');
    expect(screen.getByRole('progressbar', { name: 'Domínio em Fonética' }).getAttribute('aria-valuenow')).toBe('100');
    expect(points()).toBe('15 pontos');
  });

  it('Continuar moves on at once', async () => {
    await open();
    answer('B) She has a car.');
    fireEvent.click(button('Continuar'));
    expect(screen.getByText('Questão 2 de 4')).toBeVisible();
  });

  it('a wrong first try says Tente novamente (1/2), clears the choice after 2 s, and a right second try still scores', async () => {
    vi.useFakeTimers();
    await open();
    answer('A) She have a car.');
    const alert = notification();
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Tente novamente');
    expect(alert.textContent).toContain('Tentativa 1/2');
    expect(radio('A) She have a car.').checked).toBe(true);
    expect(radio('B) She has a car.').matches(':disabled')).toBe(true);
    expect(confirmButton().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(RETRY_RESET_MS - 1));
    expect(radio('A) She have a car.').checked).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(radio('A) She have a car.').checked).toBe(false);
    expect(radio('B) She has a car.').matches(':disabled')).toBe(false);
    expect(confirmButton().disabled).toBe(true);

    answer('B) She has a car.');
    expect(notification().textContent).toContain('Perfeito!');
    expect(points()).toBe('10 pontos');
  });

  it('a wrong second try ends the question without points: Próxima questão, the right answer and the explanation', async () => {
    vi.useFakeTimers();
    await open();
    answer('A) She have a car.');
    act(() => vi.advanceTimersByTime(RETRY_RESET_MS));
    answer('C) She haves a car.');
    const alert = notification();
    expect(alert.textContent).toContain('Próxima questão');
    expect(alert.textContent).toContain('Máximo 2 tentativas por questão');
    expect(screen.getByText('Incorreto')).toBeVisible();
    expect(screen.getByText('Resposta correta: B) She has a car.')).toBeVisible();
    expect(screen.getByText('Synapse Explica:')).toBeVisible();
    expect(points()).toBe('0 pontos');
    act(() => vi.advanceTimersByTime(NEXT_QUESTION_DELAY_MS));
    expect(screen.getByText('Questão 2 de 4')).toBeVisible();
  });

  it('offers a question only once its prerequisites are answered', async () => {
    await open();
    const order: string[] = [];
    for (let i = 0; i < FOUR_QUESTIONS.length; i++) {
      const text = screen.getByRole('group').querySelector('legend')!.textContent!;
      order.push(text);
      const shown = FOUR_QUESTIONS.find((q) => q.question === text)!;
      fireEvent.click(screen.getAllByRole('radio')[shown.correctAnswer]!);
      fireEvent.click(confirmButton());
      fireEvent.click(button('Continuar'));
    }
    // q4 is listed second but needs q2 and q3.
    expect(order).toEqual([
      'Which sentence is correct?',
      'Which word has the "th" of "think"?',
      'Choose: "I ___ here since 2020."',
      'What does "to pull off" mean?',
    ]);
  });

  it('at the end posts the result, creates the profile at that level and shows attempt 1 of 2', async () => {
    vi.useFakeTimers();
    const link = await open();
    answerAllFour();
    expect(await screen.findByRole('heading', { name: 'Tentativa 1 de 2 concluída' })).toBeVisible();

    const [post] = link.callsOf('CompleteDiagnostic');
    const input = post!.variables['input'] as Record<string, unknown>;
    expect(input).toMatchObject({
      totalPoints: 30,
      answeredQuestions: 4,
      currentLevel: 'beginner',
      masteryByModule: { phonetics: 100, grammar: 0, vocabulary: 100, cultural: 0, listening: 100, speaking: 50, assessment: 100, mastery: 75 },
    });
    expect(new Date(input['completedAt'] as string).toISOString()).toBe(input['completedAt']);

    await vi.waitFor(() => expect(link.callsOf('EnsureLearningProfile')).toHaveLength(1));
    expect(link.callsOf('EnsureLearningProfile')[0]!.variables).toEqual({ englishLevel: 'beginner' });
    const done = notification();
    expect(done.textContent).toContain('Diagnóstico Completo!');
    expect(done.textContent).toContain('Diagnóstico salvo com sucesso. Nível: Iniciante.');
    expect(screen.getByText('Você tem mais 1 tentativa disponível.')).toBeVisible();
    expect(statValue('Nível')).toBe('Iniciante');
    expect(statValue('Pontos totais')).toBe('30');
    expect(statValue('Questões')).toBe('4');

    fireEvent.click(button('Voltar ao Dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /Olá, Ana!/ })).toBeVisible();
  });

  it('the second attempt is the final one, and its result does not announce the limit', async () => {
    vi.useFakeTimers();
    const link = gateway({ status: diagnosticStatus({ attemptCount: 1, hasCompleted: true, diagnostic: diagnostic() }) }).on(
      'CompleteDiagnostic',
      completed(2),
    );
    await open(link);
    answerAllFour();
    expect(await screen.findByRole('heading', { name: 'Tentativa 2 de 2 concluída' })).toBeVisible();
    expect(screen.getByText('Esta foi sua tentativa final.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByText('Limite Atingido')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Limite de Tentativas Atingido' })).toBeNull();
  });

  it('an expert result creates an advanced profile', async () => {
    const questions = [
      question('e1', { difficulty: 'expert', points: 100, options: ['x', 'y'], correctAnswer: 0 }),
      question('a1', { difficulty: 'advanced', points: 50, options: ['x', 'y'], correctAnswer: 0 }),
      question('a2', { difficulty: 'advanced', points: 50, options: ['x', 'y'], correctAnswer: 0 }),
    ];
    const link = await open(gateway({ questions }));
    for (let i = 0; i < 3; i++) {
      answer('A) x');
      fireEvent.click(button('Continuar'));
    }
    expect(await screen.findByRole('heading', { name: 'Tentativa 1 de 2 concluída' })).toBeVisible();
    expect((link.callsOf('CompleteDiagnostic')[0]!.variables['input'] as { currentLevel: string }).currentLevel).toBe('expert');
    await vi.waitFor(() => expect(link.callsOf('EnsureLearningProfile')[0]?.variables).toEqual({ englishLevel: 'advanced' }));
    expect(statValue('Nível')).toBe('Especialista');
  });

  it('blocked on arrival (both attempts used): Limite Atingido with 2/2 and the blocked screen', async () => {
    const link = await open(gateway({ status: diagnosticStatus({ isBlocked: true, attemptCount: 2, hasCompleted: true, diagnostic: diagnostic() }) }));
    const alert = notification();
    expect(alert.textContent).toContain('Limite Atingido');
    expect(alert.textContent).toContain('2/2 tentativas usadas');
    expect(screen.getByRole('heading', { name: 'Limite de Tentativas Atingido' })).toBeVisible();
    expect(screen.getByText(/Você já completou o diagnóstico 2 vezes/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirmar Resposta' })).toBeNull();
    expect(link.callsOf('EnsureLearningProfile')).toHaveLength(0);
    fireEvent.click(button('Voltar ao Dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /Olá, Ana!/ })).toBeVisible();
  });

  it('two attempts block even when the status does not say blocked', async () => {
    await open(gateway({ status: diagnosticStatus({ isBlocked: false, attemptCount: 2, hasCompleted: true }) }));
    expect(screen.getByRole('heading', { name: 'Limite de Tentativas Atingido' })).toBeVisible();
  });

  it('a refused post (CONFLICT) shows Bloqueado with the server message and the blocked screen', async () => {
    vi.useFakeTimers();
    const link = gateway().on('CompleteDiagnostic', () => ({
      data: null,
      errors: [{ message: 'Limite de 2 tentativas atingido.', extensions: { code: 'CONFLICT' } }],
    }));
    await open(link);
    answerAllFour();
    expect(await screen.findByRole('heading', { name: 'Limite de Tentativas Atingido' })).toBeVisible();
    const alert = notification();
    expect(alert.textContent).toContain('Bloqueado');
    expect(alert.textContent).toContain('Limite de 2 tentativas atingido.');
    expect(link.callsOf('EnsureLearningProfile')).toHaveLength(0);
  });

  it('a post that never arrives is logged and the completion screen still shows', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const link = gateway({ status: diagnosticStatus({ attemptCount: 1, hasCompleted: true, diagnostic: diagnostic() }) }).on(
      'CompleteDiagnostic',
      () => new TypeError('Failed to fetch'),
    );
    await open(link);
    answerAllFour();
    expect(await screen.findByRole('heading', { name: 'Tentativa 2 de 2 concluída' })).toBeVisible();
    expect(screen.getByText('Esta foi sua tentativa final.')).toBeVisible();
    expect(error).toHaveBeenCalled();
    expect(screen.queryByText('Bloqueado')).toBeNull();
  });

  it('a status that cannot be read counts as a first attempt', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const link = gateway()
      .on('DiagnosticStatus', () => new Error('diagnostics service down'))
      .on('CompleteDiagnostic', () => new TypeError('Failed to fetch'));
    await open(link);
    expect(warn).toHaveBeenCalled();
    expect(screen.getByText('Questão 1 de 4')).toBeVisible();
    answerAllFour();
    expect(await screen.findByRole('heading', { name: 'Tentativa 1 de 2 concluída' })).toBeVisible();
    expect(screen.getByText('Você tem mais 1 tentativa disponível.')).toBeVisible();
  });

  it('journey rule: a completed diagnostic without a profile creates the profile from the stored level', async () => {
    const status = diagnosticStatus({ isBlocked: true, attemptCount: 2, hasCompleted: true, diagnostic: diagnostic({ currentLevel: 'intermediate' }) });
    const link = await open(gateway({ status, profile: null }));
    await vi.waitFor(() => expect(link.callsOf('EnsureLearningProfile')).toHaveLength(1));
    expect(link.callsOf('EnsureLearningProfile')[0]!.variables).toEqual({ englishLevel: 'intermediate' });
    fireEvent.click(button('Voltar ao Dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /Olá, Ana!/ })).toBeVisible();
  });

  it('journey rule: a learner with a profile keeps it', async () => {
    const status = diagnosticStatus({ attemptCount: 1, hasCompleted: true, diagnostic: diagnostic() });
    const link = await open(gateway({ status }));
    await act(async () => {});
    expect(link.callsOf('EnsureLearningProfile')).toHaveLength(0);
  });

  it('Home goes to the dashboard', async () => {
    await open();
    fireEvent.click(button('Home'));
    expect(await screen.findByRole('heading', { level: 1, name: /Olá, Ana!/ })).toBeVisible();
  });

  it('questions that cannot be loaded can be asked for again', async () => {
    let fail = true;
    const link = gateway().on('LearningPathQuestions', () =>
      fail ? new Error('diagnostics service down') : { data: { learningPathQuestions: FOUR_QUESTIONS } },
    );
    await open(link);
    expect(screen.getByText('Não foi possível carregar as questões do diagnóstico.')).toBeVisible();
    fail = false;
    fireEvent.click(button('Tentar novamente'));
    expect(await screen.findByText('Questão 1 de 4')).toBeVisible();
  });
});

function statValue(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}
