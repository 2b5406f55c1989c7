import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { LEARNING_PATH_QUESTIONS, QUESTION_COUNT } from '@juba/diagnostics/learning-path/questions';
import { graphqlAsThePage, postAsThePage, statValue } from './support/as-the-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { notShown, shown, UI_TIMEOUT_MS } from './support/expect-ui.ts';
import { dashboardWelcome, newPerson, reloadUntil, signUpFromLanding, topBar } from './support/flows.ts';
import './support/provided.ts';

type LearningPathQuestion = (typeof LEARNING_PATH_QUESTIONS)[number];

const ui = useBrowserPage();

/** Spec part 2 §9: a wrong first try clears the choice after 2 s. */
const RETRY_RESET_MS = 2000;
/** The learner-activity worker turns the saved attempt into flow points in the background. */
const WORKER_WITHIN_MS = 20_000;

type Way = 'right' | 'wrong-then-right' | 'wrong-twice';

describe('the learner journey', () => {
  test('a new learner takes the diagnostic twice, onboards, sees matching figures and cannot take a third attempt', async () => {
    const page = ui.page;
    const person = newPerson('Caio', 'Nascimento');
    const timings: string[] = [];
    const started = Date.now();
    const lap = (what: string) => timings.push(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // 1. A brand-new account has no learning profile: / sends it to the diagnostic.
    await signUpFromLanding(page, person);
    await page
      .waitForURL((url) => url.pathname === '/learning-path', { timeout: UI_TIMEOUT_MS })
      .catch(() => {
        throw new Error(`a learner without a profile should be sent to /learning-path; the browser is at ${page.url()}`);
      });
    await shown(page.getByRole('heading', { name: 'Diagnóstico Inicial' }), "the diagnostic's header");
    await expectAccessible(page, 'the diagnostic');
    lap('signed up and at /learning-path');

    // 2. First attempt: one right, one right on the second try, one wrong twice, the rest right.
    const ways: Way[] = ['right', 'wrong-then-right', 'wrong-twice'];
    const first = await takeDiagnostic(page, (n) => ways[n - 1] ?? 'right');
    expect(first.seen, 'every question of the bank was offered').toBe(QUESTION_COUNT);
    await shown(page.getByRole('heading', { name: 'Tentativa 1 de 2 concluída' }), "the completion screen 'Tentativa 1 de 2 concluída'");
    await shown(page.getByText('Você tem mais 1 tentativa disponível.', { exact: true }), "'Você tem mais 1 tentativa disponível.'");
    expect(await statValue(page, 'Pontos totais'), 'the completion screen totals the points earned').toBe(String(first.points));
    expect(await statValue(page, 'Questões')).toBe(String(QUESTION_COUNT));
    await expectAccessible(page, "the diagnostic's completion screen");
    await ui.snap('journey-attempt-1-complete');
    lap(`first attempt done (${first.points} points)`);

    // 3. The profile made from the diagnostic opens the dashboard, which offers the onboarding.
    await page.getByRole('button', { name: 'Voltar ao Dashboard' }).click();
    await shown(dashboardWelcome(page, person.firstName), 'the dashboard welcome');
    expect(new URL(page.url()).pathname).toBe('/');
    await expectAccessible(page, 'the dashboard offering the onboarding');
    await page.getByRole('link', { name: 'Personalizar meu perfil' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding', { timeout: UI_TIMEOUT_MS });
    await completeOnboarding(page);
    await shown(page.getByText('Profile Created!', { exact: true }), "the toast 'Profile Created!'");
    await page.waitForURL((url) => url.pathname === '/', { timeout: UI_TIMEOUT_MS });
    await shown(dashboardWelcome(page, person.firstName), 'the dashboard after onboarding');
    expect(await page.getByRole('link', { name: 'Personalizar meu perfil' }).count(), 'onboarding is no longer pending').toBe(0);
    lap('onboarded');

    // 4. The top bar's flow points catch up with the diagnostic once the worker has run.
    const flowPoints = await reloadUntil(
      page,
      () => topBar.flowPoints(page),
      (points) => points === first.points,
      WORKER_WITHIN_MS,
    );
    expect(flowPoints, `the top bar shows the diagnostic's ${first.points} points within ${WORKER_WITHIN_MS / 1000} s`).toBe(first.points);
    lap('flow points shown in the top bar');

    const plan = await graphqlAsThePage<DailyPlanAnswer>(page, DAILY_PLAN_QUERY);
    const session = page.getByRole('region', { name: 'Sessão Diária' });
    const expected = [
      { title: '1. Warm-up', detail: `"${plan.dailyPlan.warmupActivity.content.song}" - ${plan.dailyPlan.warmupActivity.content.artist}` },
      { title: '2. Conversação', detail: plan.dailyPlan.coreActivity.topic },
      { title: '3. Desafio', detail: plan.dailyPlan.challengeActivity.scenario },
      { title: '4. Cool-down', detail: plan.dailyPlan.cooldownActivity.content.focus },
    ];
    for (const step of expected) {
      expect(step.detail.trim(), `today's plan gives the ${step.title} step a text`).not.toBe('');
      const card = session.getByRole('listitem').filter({ hasText: step.title });
      await shown(card.getByText(step.detail, { exact: true }), `the ${step.title} card showing today's plan "${step.detail}"`);
    }
    for (const fallback of SESSION_DEFAULTS)
      expect(await session.getByText(fallback, { exact: true }).count(), `the default "${fallback}" is not shown`).toBe(0);
    await expectAccessible(page, "the dashboard with today's plan");
    await ui.snap('journey-dashboard');

    await topBar.link(page, 'Progress').click();
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    const diagnosticRow = recent.getByRole('listitem').filter({ hasText: 'Diagnóstico inicial (tentativa 1 de 2)' });
    await shown(diagnosticRow, "the first attempt in the progress page's recent activity");
    expect(await diagnosticRow.textContent()).toContain('Diagnostic ·');
    expect(await diagnosticRow.textContent()).toContain(`+${first.points} FP`);
    const flowTotal = page.locator('dt:text-is("Flow Points") + dd');
    expect((await flowTotal.textContent())?.trim()).toBe(String(first.points));
    await expectAccessible(page, 'the progress report');
    await ui.snap('journey-progress');
    lap('progress page checked');

    // 5. The second attempt is the last one; the page and the server refuse a third.
    await page.goto('/learning-path');
    await shown(page.getByRole('heading', { name: 'Diagnóstico Inicial' }), 'the diagnostic for the second attempt');
    const second = await takeDiagnostic(page, () => 'right');
    await shown(page.getByRole('heading', { name: 'Tentativa 2 de 2 concluída' }), "the completion screen 'Tentativa 2 de 2 concluída'");
    await shown(page.getByText('Esta foi sua tentativa final.', { exact: true }), "'Esta foi sua tentativa final.'");
    expect(await statValue(page, 'Pontos totais')).toBe(String(second.points));
    lap(`second attempt done (${second.points} points)`);

    await page.goto('/learning-path');
    await shown(page.getByRole('heading', { name: 'Limite de Tentativas Atingido' }), "the blocked screen 'Limite de Tentativas Atingido'");
    await shown(page.getByRole('alert').filter({ hasText: 'Limite Atingido' }), "the toast 'Limite Atingido'");
    expect(await page.getByRole('button', { name: 'Confirmar Resposta' }).count(), 'no question is offered').toBe(0);
    await expectAccessible(page, 'the diagnostic once both attempts are used');
    await ui.snap('journey-blocked');

    const third = await postAsThePage(page, '/api/learning-path/complete-diagnostic', {
      totalPoints: 10,
      answeredQuestions: 1,
      currentLevel: 'beginner',
      masteryByModule: { phonetics: 0, grammar: 0, vocabulary: 0, cultural: 0, listening: 0, speaking: 0, assessment: 100, mastery: 20 },
      completedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(third.status, `a third attempt is refused by the server (answer: ${third.text})`).toBe(409);
    expect(third.text).toContain('Limite de 2 tentativas atingido.');
    lap('third attempt refused');
    console.log(`[e2e] learner journey timings: ${timings.join('; ')}`);
  }, 240_000);
});

const BY_TEXT = new Map(LEARNING_PATH_QUESTIONS.map((q) => [q.question, q]));

/**
 * Answers every question the page offers, the n-th one (1-based) the way
 * `wayFor(n)` says, and leaves each feedback with Continuar. Returns the points
 * a correct answer earned, as the completion screen should total them.
 */
async function takeDiagnostic(page: Page, wayFor: (n: number) => Way) {
  let points = 0;
  let seen = 0;
  const done = page.getByRole('heading', { name: /^Tentativa \d de 2 concluída$/ });
  for (let n = 1; ; n++) {
    const counter = page.getByText(`Questão ${n} de ${QUESTION_COUNT}`, { exact: true });
    await shown(counter.or(done), `question ${n} or the completion screen`);
    if (await done.isVisible()) break;
    seen++;
    const question = await currentQuestion(page);
    if (n === 1) await expectAccessible(page, 'a diagnostic question');
    const way = wayFor(n);
    const wrong = (question.correctAnswer + 1) % question.options.length;

    if (way === 'right') {
      await confirm(page, question.correctAnswer);
    } else {
      await confirm(page, wrong);
      await expectRetry(page, question);
      if (way === 'wrong-then-right') await confirm(page, question.correctAnswer);
      else await confirm(page, wrong);
    }
    const feedback = page.getByRole('status').filter({ hasText: 'Resposta correta:' });
    await shown(feedback, `the feedback on question ${n}`);
    const feedbackText = (await feedback.textContent()) ?? '';
    expect(feedbackText, 'the feedback names the correct answer').toContain(question.options[question.correctAnswer]);
    if (n === 1) await expectAccessible(page, 'the feedback on a diagnostic answer');
    if (way === 'wrong-twice') {
      expect(feedbackText).toMatch(/^Incorreto/);
      await shown(page.getByRole('alert').filter({ hasText: 'Próxima questão' }), "the toast 'Próxima questão'");
    } else {
      expect(feedbackText).toMatch(new RegExp(`^Correto! \\+${question.points} pontos`));
      await shown(page.getByRole('status').filter({ hasText: `+${question.points} pontos!` }), "the toast 'Perfeito!'");
      points += question.points;
    }
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  return { points, seen };
}

async function currentQuestion(page: Page): Promise<LearningPathQuestion> {
  const text = ((await page.locator('fieldset legend').first().textContent()) ?? '').trim();
  const question = BY_TEXT.get(text);
  if (!question) throw new Error(`the page asks a question that is not in the bank: "${text}"`);
  return question;
}

async function confirm(page: Page, option: number) {
  await page.locator('fieldset label').nth(option).click();
  await page.getByRole('button', { name: 'Confirmar Resposta' }).click();
}

/** A wrong first try: 'Tentativa 1/2', the choice kept for 2 s, then cleared for the second try. */
async function expectRetry(page: Page, question: LearningPathQuestion) {
  const wrongAt = Date.now();
  await shown(page.getByRole('alert').filter({ hasText: 'Tentativa 1/2' }), "the toast 'Tentativa 1/2'");
  const notice = page.getByText('Resposta incorreta. Você tem mais uma tentativa.', { exact: true });
  await shown(notice, 'the retry notice');
  expect(await page.locator('fieldset input[type="radio"]:checked').count(), 'the wrong choice stays shown meanwhile').toBe(1);
  expect(await page.locator('fieldset input[type="radio"]').first().isDisabled(), 'the options are locked meanwhile').toBe(true);
  await notShown(notice, 'the retry notice', RETRY_RESET_MS + 5_000);
  const resetAfter = Date.now() - wrongAt;
  expect(resetAfter, `the choice is cleared after ${RETRY_RESET_MS} ms (took ${resetAfter} ms)`).toBeGreaterThanOrEqual(RETRY_RESET_MS - 150);
  expect(await page.locator('fieldset input[type="radio"]:checked').count(), `the choice on "${question.id}" is cleared`).toBe(0);
  expect(await page.getByRole('button', { name: 'Confirmar Resposta' }).isDisabled(), 'nothing to confirm until a new choice').toBe(true);
}

/** Onboarding (spec part 1 §2): the level comes from the diagnostic; the other four steps are chosen here. */
async function completeOnboarding(page: Page) {
  const form = page.locator('form');
  const next = form.getByRole('button', { name: 'Continue' });
  await shown(form.getByRole('heading', { name: 'English Level' }), "onboarding step 'English Level'");
  await expectAccessible(page, 'the onboarding');
  expect(await form.locator('input[type="radio"]:checked').count(), 'the level found by the diagnostic is already chosen').toBe(1);
  await next.click();

  await shown(form.getByRole('heading', { name: 'Goals' }), "onboarding step 'Goals'");
  expect(await next.isDisabled(), 'Continue waits for a goal').toBe(true);
  await form.getByRole('radio', { name: /^Business Communication/ }).check();
  await next.click();

  await shown(form.getByRole('heading', { name: 'Interests' }), "onboarding step 'Interests'");
  await form.getByRole('button', { name: 'AI & Technology', exact: true }).click();
  await form.getByRole('button', { name: 'Startups', exact: true }).click();
  await shown(form.getByText('2 selected', { exact: true }), "'2 selected'");
  await next.click();

  await shown(form.getByRole('heading', { name: 'Schedule' }), "onboarding step 'Schedule'");
  await form.getByRole('radio', { name: '30 minutes', exact: true }).check();
  await next.click();

  await shown(form.getByRole('heading', { name: 'Learning Style' }), "onboarding step 'Learning Style'");
  await shown(page.getByText('5 of 5', { exact: true }), "'5 of 5'");
  await form.getByRole('radio', { name: /^Visual/ }).check();
  await expectAccessible(page, "the onboarding's last step");
  await form.getByRole('button', { name: 'Complete Setup' }).click();
}

const SESSION_DEFAULTS = [
  'Uma música americana para aquecer a voz',
  'Conversa livre sobre o seu dia',
  'Um desafio rápido do mundo real',
  'Revisão do que você praticou hoje',
];

const DAILY_PLAN_QUERY =
  'query E2eDailyPlan { dailyPlan { warmupActivity { content { song artist } } coreActivity { topic } challengeActivity { scenario } cooldownActivity { content { focus } } } }';

interface DailyPlanAnswer {
  dailyPlan: {
    warmupActivity: { content: { song: string; artist: string } };
    coreActivity: { topic: string };
    challengeActivity: { scenario: string };
    cooldownActivity: { content: { focus: string } };
  };
}
