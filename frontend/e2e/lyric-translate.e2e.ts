import { describe, expect, test } from 'vitest';
import { lyricSongTitled } from '@juba/contracts/lyric-translate';
import { PRACTICE_FLOW_POINTS_PER_MINUTE } from '@juba/contracts/practice';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { newPerson, reloadUntil, signUpWithProfile, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

/** A 40 s run counts one minute (@juba/contracts/practice). */
const ONE_MINUTE_POINTS = PRACTICE_FLOW_POINTS_PER_MINUTE;

describe('warm-up', () => {
  test("a learner opens today's song from the dashboard, practises a line, runs through the ten lines and the practice counts", async () => {
    const page = ui.page;
    const person = newPerson('Caio', 'Mendes');
    await signUpWithProfile(page, person, {
      englishLevel: 'intermediate',
      primaryGoal: 'social',
      interests: ['History'],
      availableTime: 15,
      learningStyle: 'auditory',
    });

    // The run's 1 s clock is the page's: fast-forwarded rather than waited for.
    await page.clock.install();
    await page.goto('/');
    const card = page.getByRole('link', { name: /Warm-up/ });
    await shown(card, "the dashboard's warm-up card");
    const pointsBefore = await topBar.flowPoints(page);
    const cardText = (await card.textContent()) ?? '';
    const title = /"([^"]+)"/.exec(cardText)?.[1] ?? '';
    const song = lyricSongTitled(title);
    expect(song, `the dashboard names a song the warm-up has ("${cardText}")`).toMatchObject({ level: 'intermediate' });

    await card.click();
    await shown(page.getByText('Música do dia', { exact: true }), "today's song on the start screen");
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe(song!.title);
    await expectAccessible(page, 'the warm-up start screen');

    await page.getByRole('button', { name: 'Começar Warm-up' }).click();
    await shown(page.getByRole('heading', { name: 'Linha 1/10' }), 'the first line');
    await shown(page.getByText(song!.lines[0]!.portuguese, { exact: true }).first(), 'its translation');
    await page.getByRole('button', { name: 'Marcar como Praticado' }).click();
    await shown(page.getByText('Linha Praticada!', { exact: true }), 'the practised-line toast');
    await expectAccessible(page, 'a warm-up line');

    await page.clock.runFor(4_000);
    await shown(page.getByRole('heading', { name: 'Linha 2/10' }), 'the second line after 4 s');
    await page.clock.runFor(36_000);
    await shown(page.getByText('Warm-up Completo!', { exact: true }), 'the completion toast');
    await shown(page.getByText('Você praticou 1 de 10 linhas em 0:40.', { exact: true }).first(), 'the summary');
    await expectAccessible(page, 'the finished warm-up');

    await page.getByRole('button', { name: 'Voltar' }).click();
    const points = await reloadUntil(
      page,
      () => topBar.flowPoints(page),
      (value) => value === pointsBefore + ONE_MINUTE_POINTS,
      10_000,
    );
    expect(points, 'a minute of practice in flow points').toBe(pointsBefore + ONE_MINUTE_POINTS);
  }, 120_000);
});
