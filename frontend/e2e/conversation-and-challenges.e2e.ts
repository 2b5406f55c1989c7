import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { postAsThePage, statValue } from './support/as-the-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { notShown, shown, UI_TIMEOUT_MS, whatThePageShows } from './support/expect-ui.ts';
import { dashboardWelcome, newPerson, reloadUntil, signUpFromLanding, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

/** Spec part 1 §9: the translation tooltip stays 2 s. */
const TOOLTIP_MS = 2_000;
/** Practice time from a finished conversation reaches progress through the learner-activity worker. */
const WORKER_WITHIN_MS = 20_000;
/** Flow points: 5 per message the learner wrote; a medium challenge at 50% earns 25. */
const CONVERSATION_POINTS_PER_MESSAGE = 5;
const CASUAL_DEBATE_AT_HALF_POINTS = 25;

describe('conversation practice and the challenge zone', () => {
  test('a learner holds a short conversation, reads a translation, completes a challenge and sees the figures change', async () => {
    const page = ui.page;
    const person = newPerson('Rafael', 'Moreira');
    await signUpFromLanding(page, person);
    // Without a learning profile the app opens the diagnostic; the profile below stands in for onboarding.
    await shown(page.getByRole('heading', { name: 'Diagnóstico Inicial' }), 'the diagnostic for a learner without a profile');
    const profile = await postAsThePage(page, '/api/learning-profile', {
      englishLevel: 'intermediate',
      primaryGoal: 'travel',
      interests: ['Books'],
      availableTime: 15,
      learningStyle: 'auditory',
    });
    expect(profile.status, `the learning profile is saved (${profile.text})`).toBe(200);

    await page.goto('/');
    await shown(dashboardWelcome(page, person.firstName), 'the dashboard');
    const minutesBefore = Number(await statValue(page, 'Minutos de prática'));
    const pointsBefore = await topBar.flowPoints(page);

    // Conversation.
    await topBar.link(page, 'Conversation').click();
    await shown(page.getByRole('heading', { name: 'Conversation Practice' }), 'the conversation page');
    await expectAccessible(page, 'the conversation theme picker');
    const start = page.getByRole('button', { name: 'Iniciar Conversa' });
    await start.click();
    await shown(page.getByText('Selecione um Tema', { exact: true }), "the toast 'Selecione um Tema'");
    await shown(page.getByText('Escolha um tema para iniciar a conversa.', { exact: true }), 'the toast asking for a theme');
    await page.getByRole('radio', { name: 'Travel & Culture' }).check();
    await start.click();

    const log = page.getByRole('log', { name: 'Mensagens da conversa' });
    const tutorMessages = log.getByRole('listitem').filter({ hasText: 'Tutor:' });
    const learnerMessages = log.getByRole('listitem').filter({ hasText: 'Você:' });
    await shown(tutorMessages.first(), "the tutor's greeting");
    expect(await tutorMessages.first().textContent(), 'the tutor greets first, on the chosen theme').toMatch(/travel and culture/i);
    expect(await learnerMessages.count()).toBe(0);

    await tutorMessages.first().getByRole('button', { name: 'Hello', exact: true }).click();
    const tooltip = page.getByRole('tooltip');
    await shown(tooltip, 'the translation tooltip');
    const tooltipAt = Date.now();
    expect(await tooltip.textContent()).toBe('olá');
    await expectAccessible(page, "the tutor's greeting with a translation shown");
    await notShown(tooltip, 'the translation tooltip', TOOLTIP_MS + 5_000);
    const tooltipFor = Date.now() - tooltipAt;
    expect(tooltipFor, `the translation stays about ${TOOLTIP_MS} ms (it stayed ${tooltipFor} ms)`).toBeGreaterThanOrEqual(TOOLTIP_MS - 300);
    await ui.snap('conversation-greeting');

    const box = page.getByRole('textbox', { name: 'Sua mensagem' });
    await box.fill('   ');
    await box.press('Enter');
    await box.fill('');
    await box.pressSequentially('Hi');
    await box.press('Shift+Enter');
    await box.pressSequentially('there');
    expect(await box.inputValue(), 'Shift+Enter starts a new line').toBe('Hi\nthere');
    expect(await learnerMessages.count(), 'whitespace and Shift+Enter send nothing').toBe(0);

    const firstReply = await sendAndAwaitReply(page, 'I have 25 years. In the weekends I travel with my family.', 2);
    const correction = tutorMessages.nth(1).getByRole('complementary', { name: 'Correção' });
    await shown(correction.filter({ hasText: 'I am 25 years old' }), "the correction 'I am 25 years old'");
    await shown(correction.filter({ hasText: 'on the weekend' }), "the correction 'on the weekend'");
    await sendAndAwaitReply(page, 'I would like to visit New York because I love museums.', 3);
    expect(await learnerMessages.count()).toBe(2);
    console.log(`[e2e] the streaming tutor's first words showed ${firstReply.firstWordsMs} ms after sending, the whole reply after ${firstReply.replyMs} ms`);
    await expectAccessible(page, 'the conversation with corrections');
    await ui.snap('conversation-replies');

    await page.getByRole('button', { name: 'Nova Conversa' }).click();
    await shown(page.getByText('Escolha um tema', { exact: true }), 'the theme picker after Nova Conversa');
    expect(await page.getByRole('radio', { checked: true }).count(), 'no theme is chosen any more').toBe(0);

    // Challenges.
    await topBar.link(page, 'Challenges').click();
    await shown(page.getByRole('heading', { name: 'All Challenges' }), 'the challenge list');
    expect(await page.getByRole('region', { name: 'All Challenges' }).getByRole('listitem').count(), 'the four built-in challenges').toBe(4);
    await expectAccessible(page, 'the challenge list');
    await page.getByRole('button', { name: 'Start Challenge: Casual Debate' }).click();

    const timer = page.getByRole('timer', { name: 'Time left' });
    await shown(timer, 'the countdown');
    const firstReading = await timer.textContent();
    expect(firstReading, 'a 4-minute challenge counts down from 04:00').toMatch(/^0(4:00|3:5\d)$/);
    await page.waitForFunction((shownFirst) => document.querySelector('[role="timer"]')?.textContent !== shownFirst, firstReading, { timeout: 5_000 });

    const requirements = page.getByRole('checkbox');
    expect(await requirements.count()).toBe(4);
    await requirements.nth(0).check();
    await requirements.nth(2).check();
    await requirements.nth(3).check();
    await requirements.nth(3).uncheck();
    await shown(page.getByText('(2 of 4 covered)', { exact: true }), "'2 of 4 covered'");
    await expectAccessible(page, 'a running challenge');
    await page.getByRole('button', { name: 'Complete Challenge' }).click();
    await shown(page.getByText('Challenge Complete!', { exact: true }), "the toast 'Challenge Complete!'");
    await shown(page.getByText('Score: 50%. Not bad! Practice more to improve your confidence and coverage.', { exact: true }), 'the score and its feedback');
    await shown(page.getByRole('heading', { name: 'All Challenges' }), 'the list after completing');

    await page.getByRole('button', { name: 'Start Challenge: Casual Debate' }).click();
    await shown(page.getByText('(0 of 4 covered)', { exact: true }), 'the checklist cleared for the next run');
    await page.getByRole('button', { name: 'All challenges' }).click();
    await shown(page.getByRole('heading', { name: 'All Challenges' }), 'the list again');

    // The dashboard and the progress report show the practice.
    await topBar.link(page, 'Dashboard').click();
    const expectedPoints = pointsBefore + 2 * CONVERSATION_POINTS_PER_MESSAGE + CASUAL_DEBATE_AT_HALF_POINTS;
    const points = await reloadUntil(
      page,
      () => topBar.flowPoints(page),
      (value) => value === expectedPoints,
      WORKER_WITHIN_MS,
    );
    expect(points, 'flow points for two messages and a challenge at 50%').toBe(expectedPoints);
    const minutes = await expect
      .poll(async () => Number(await statValue(page, 'Minutos de prática')), {
        timeout: 10_000,
        message: 'at least a minute each for the conversation and the challenge',
      })
      .toBeGreaterThanOrEqual(minutesBefore + 2)
      .then(async () => Number(await statValue(page, 'Minutos de prática')));
    await expectAccessible(page, 'the dashboard after practice');
    await ui.snap('dashboard-after-practice');

    await topBar.link(page, 'Progress').click();
    await shown(page.getByText('Challenges Completed', { exact: true }), 'the progress totals');
    expect(await statValue(page, 'Challenges Completed')).toBe('1');
    expect(await statValue(page, 'Minutes Practiced')).toBe(String(minutes));
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await shown(recent.getByRole('listitem').filter({ hasText: 'Casual Debate' }), 'the challenge in recent activity');
    await shown(recent.getByRole('listitem').filter({ hasText: 'Travel & Culture' }), 'the conversation in recent activity');
    await expectAccessible(page, 'the progress report after practice');
  }, 180_000);
});

/**
 * Sends with Enter and waits for the tutor's answer: the box is locked and the
 * typing indicator shows meanwhile, and the reply can be watched being written
 * (the e2e model streams it) until the finished message takes its place.
 */
async function sendAndAwaitReply(page: Page, text: string, tutorMessagesAfter: number) {
  const box = page.getByRole('textbox', { name: 'Sua mensagem' });
  const tutorMessages = page.getByRole('log', { name: 'Mensagens da conversa' }).getByRole('listitem').filter({ hasText: 'Tutor:' });
  // The draft is hidden from screen readers (the log announces the finished reply), so no role finds it.
  const DRAFT = 'section[aria-labelledby="chat-title"] p[aria-hidden="true"]';
  const draft = page.locator(DRAFT);
  await box.fill(text);
  const sentAt = Date.now();
  await box.press('Enter');
  await shown(page.getByText('O tutor está digitando...', { exact: true }), 'the typing indicator');
  expect(await box.isDisabled(), 'the box is locked while the tutor replies').toBe(true);
  // Read in the same step as the wait: the finished message may replace the draft right after.
  const drafted = await page
    .waitForFunction((selector) => document.querySelector(selector)?.textContent || null, DRAFT, { timeout: UI_TIMEOUT_MS, polling: 'raf' })
    .then(async (handle) => (await handle.jsonValue()) ?? '')
    .catch(async () => {
      throw new Error(`expected to see the tutor's reply being written within ${UI_TIMEOUT_MS} ms; ${await whatThePageShows(page)}`);
    });
  const firstWordsMs = Date.now() - sentAt;
  await shown(tutorMessages.nth(tutorMessagesAfter - 1), `tutor message ${tutorMessagesAfter}`, UI_TIMEOUT_MS);
  const replyMs = Date.now() - sentAt;
  await notShown(draft, 'the draft, replaced by the finished reply');
  const finished =
    (await tutorMessages
      .nth(tutorMessagesAfter - 1)
      .locator('p')
      .first()
      .textContent()) ?? '';
  const reply = finished.replace(/^Tutor: /, '');
  expect(reply.startsWith(drafted), `the draft "${drafted}" was the beginning of the finished reply "${reply}"`).toBe(true);
  await notShown(page.getByText('O tutor está digitando...', { exact: true }), 'the typing indicator');
  expect(await box.isDisabled(), 'the box opens again after the reply').toBe(false);
  return { firstWordsMs, replyMs };
}
