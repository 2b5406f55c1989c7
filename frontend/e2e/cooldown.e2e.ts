import { describe, expect, test } from 'vitest';
import { cooldownSetForFocus } from '@juba/contracts/cooldown';
import { PRACTICE_FLOW_POINTS_PER_MINUTE } from '@juba/contracts/practice';
import { statValue } from './support/as-the-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { dashboardWelcome, newPerson, reloadUntil, signUpWithProfile, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

/** A quick run counts one minute (@juba/contracts/practice). */
const ONE_MINUTE_POINTS = PRACTICE_FLOW_POINTS_PER_MINUTE;

describe('cool-down', () => {
  test("a learner fills in today's sentences, misses one, finishes, and the practice shows on the dashboard and the progress report", async () => {
    const page = ui.page;
    const person = newPerson('Joana', 'Ribeiro');
    await signUpWithProfile(page, person, {
      englishLevel: 'beginner',
      primaryGoal: 'travel',
      interests: ['Books'],
      availableTime: 15,
      learningStyle: 'visual',
    });

    await page.goto('/');
    await shown(dashboardWelcome(page, person.firstName), 'the dashboard');
    const card = page.getByRole('link', { name: /Cool-down/ });
    await shown(card, "the dashboard's cool-down card");
    const minutesBefore = Number(await statValue(page, 'Minutos de prática'));
    const pointsBefore = await topBar.flowPoints(page);
    const cardText = (await card.textContent()) ?? '';
    const focus = cardText.slice(cardText.indexOf('Foco') + 'Foco'.length).trim();
    const set = cooldownSetForFocus(focus);
    expect(set, `the dashboard names a focus the cool-down has ("${cardText}")`).toBeDefined();

    await card.click();
    await shown(page.getByText('Tema do dia', { exact: true }), "today's focus on the start screen");
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(set!.focus);
    await expectAccessible(page, 'the cool-down start screen');
    await page.getByRole('button', { name: 'Começar Cool-down' }).click();

    const field = page.getByRole('textbox', { name: 'Sua resposta' });
    const check = page.getByRole('button', { name: 'Check Answer' });
    await shown(page.getByRole('heading', { name: 'Frase 1/8' }), 'the first sentence');
    expect(await check.isDisabled(), 'Check Answer waits for an answer').toBe(true);
    await field.fill('definitely not it');
    await check.click();
    await shown(page.getByText('Não está correto. Use a dica para ajudar!', { exact: true }), 'the wrong-answer toast');
    await shown(page.getByRole('heading', { name: 'Frase 1/8' }), 'the same sentence after a wrong answer');
    await expectAccessible(page, 'a cool-down sentence after a wrong answer');

    for (const [index, sentence] of set!.sentences.entries()) {
      await shown(page.getByRole('heading', { name: `Frase ${index + 1}/8` }), `sentence ${index + 1}`);
      await field.fill(` ${sentence.answer.toUpperCase()} `);
      await field.press('Enter');
    }
    await shown(page.getByRole('heading', { name: 'Cool-down Completo!' }), 'the completion screen');
    expect(await statValue(page, 'Frases completadas')).toBe('8');
    await shown(page.getByText('(depois de 1 erro)', { exact: true }), 'the review noting the missed sentence');
    await expectAccessible(page, 'the cool-down completion screen');
    await ui.snap('cooldown-complete');

    await page.getByRole('button', { name: 'Voltar ao Dashboard' }).click();
    const points = await reloadUntil(
      page,
      () => topBar.flowPoints(page),
      (value) => value === pointsBefore + ONE_MINUTE_POINTS,
      10_000,
    );
    expect(points, 'a minute of practice in flow points').toBe(pointsBefore + ONE_MINUTE_POINTS);
    await expect
      .poll(async () => Number(await statValue(page, 'Minutos de prática')), { timeout: 10_000, message: 'the minute on the dashboard' })
      .toBe(minutesBefore + 1);

    await topBar.link(page, 'Progress').click();
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await shown(recent.getByRole('listitem').filter({ hasText: 'Cool-down' }), 'the cool-down in recent activity');
  }, 120_000);
});
