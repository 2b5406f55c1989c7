import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { notShown, shown, UI_TIMEOUT_MS, whatThePageShows } from './support/expect-ui.ts';
import { newPerson, reloadUntil, signUpWithProfile, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

/** The partner's correction reaches the error scheduler through the learner-activity worker. */
const WORKER_WITHIN_MS = 20_000;
/** The e2e stack has a model (global-setup.ts): its Socratic partner quotes the answer's last words back in its question. */
const ANSWER = 'I have 25 years and I travel to learn how other people live.';
const QUESTION = 'Why does "how other people live" matter so much to you?';

describe('Socratic dialogues', () => {
  test('a learner picks a topic, watches the model’s question on their answer being written, gets a correction that reaches the error scheduler, reads a word’s translation, and the conversation counts as practice', async () => {
    const page = ui.page;
    const person = newPerson('Lia', 'Prado');
    await signUpWithProfile(page, person, {
      englishLevel: 'advanced',
      primaryGoal: 'academic',
      interests: ['History'],
      availableTime: 15,
      learningStyle: 'visual',
    });

    await page.goto('/');
    const pointsBefore = await topBar.flowPoints(page);
    await page.goto('/socratic');
    await shown(page.getByRole('heading', { name: 'Diálogos Socráticos' }), 'the Socratic screen');
    await shown(page.getByRole('heading', { name: 'Como Funciona' }), "'Como Funciona'");
    await expectAccessible(page, 'the Socratic topics');

    await page.getByRole('button', { name: /^Viagens/ }).click();
    const log = page.getByRole('log', { name: 'Mensagens' });
    await shown(log.getByRole('listitem').filter({ hasText: "Let's talk about travel." }), 'the greeting');
    const box = page.getByRole('textbox', { name: 'Sua resposta' });
    await box.fill(ANSWER);
    await box.press('Enter');
    await shown(page.getByText('Digitando...', { exact: true }), 'the typing indicator');
    expect(await box.isDisabled(), 'the box is locked while the partner writes').toBe(true);
    // The draft is hidden from screen readers (the log announces the finished question); read it in the step that waits for it.
    const DRAFT = 'section[aria-labelledby="socratic-chat-title"] p[aria-hidden="true"]';
    const drafted = await page
      .waitForFunction((selector) => document.querySelector(selector)?.textContent || null, DRAFT, { timeout: UI_TIMEOUT_MS, polling: 'raf' })
      .then(async (handle) => (await handle.jsonValue()) ?? '')
      .catch(async () => {
        throw new Error(`expected to see the partner's question being written within ${UI_TIMEOUT_MS} ms; ${await whatThePageShows(page)}`);
      });
    expect(QUESTION.startsWith(drafted), `the draft "${drafted}" is the beginning of the question`).toBe(true);

    const question = log.getByRole('listitem').nth(2);
    await shown(question.filter({ hasText: QUESTION }), "the partner's question on the learner's own words");
    await notShown(page.locator(DRAFT), 'the draft, replaced by the finished question');
    const correction = question.getByRole('complementary', { name: 'Correção' });
    await shown(correction.filter({ hasText: 'I am 25 years old' }), 'the one correction of the answer');
    expect(await box.isDisabled(), 'the box opens again after the question').toBe(false);

    await log.getByRole('button', { name: 'matter' }).click();
    await shown(page.getByRole('status').filter({ hasText: 'matter: importar' }), 'the translation of a clicked word');
    await expectAccessible(page, 'the Socratic chat with a correction and a translation');
    await ui.snap('socratic-model-question');

    await page.getByRole('button', { name: 'Novo Tema' }).click();
    await shown(page.getByRole('heading', { name: 'Escolha um tema' }), 'the topics again');
    await page.goto('/');
    const points = await reloadUntil(
      page,
      () => topBar.flowPoints(page),
      (value) => value > pointsBefore,
      10_000,
    );
    expect(points, 'the conversation recorded as a minute of practice').toBe(pointsBefore + 5);

    // The correction is one of the learner's mistakes to review.
    await page.goto('/neuro-scheduler');
    await shown(page.getByRole('heading', { name: 'Neuro-Agendador Anti-Erro' }), 'the error scheduler');
    const item = page.getByRole('region', { name: 'Revisão Urgente' }).getByRole('article', { name: 'I have 25 years' });
    await reloadUntil(
      page,
      () => item.isVisible(),
      (visible) => visible,
      WORKER_WITHIN_MS,
    );
    await shown(item.getByText('I am 25 years old', { exact: false }), 'the Socratic correction among the urgent reviews');
    await expectAccessible(page, 'the error scheduler with the Socratic correction');
  }, 120_000);
});
