import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { LINGUISTIC_QUESTIONS } from '@juba/contracts/linguistic-diagnostic';
import { getJsonAsThePage } from './support/as-the-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { newPerson, signUpWithProfile } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

const optionName = (question: (typeof LINGUISTIC_QUESTIONS)[number], index: number) => `${String.fromCharCode(65 + index)}) ${question.options[index]}`;

/** Clicks the option's label, as a learner does (the radio itself is visually hidden behind it). */
async function choose(page: Page, question: (typeof LINGUISTIC_QUESTIONS)[number], index: number) {
  const radio = page.getByRole('radio', { name: optionName(question, index), exact: true });
  await page.locator('label').filter({ has: radio }).click();
  expect(await radio.isChecked(), `option ${index} of "${question.id}" chosen`).toBe(true);
}

describe('linguistic diagnostic', () => {
  test('a learner takes the six questions, misses the /θ/ one, finishes, and the weakness reaches the learning profile and the brain widget', async () => {
    const page = ui.page;
    const person = newPerson('Renata', 'Moraes');
    await signUpWithProfile(page, person, {
      englishLevel: 'intermediate',
      primaryGoal: 'business',
      interests: ['Books'],
      availableTime: 15,
      learningStyle: 'auditory',
    });

    await page.goto('/');
    const brain = page.getByRole('region', { name: 'Diagnóstico Inicial' });
    await shown(brain.getByText('Perfil inicial: faça o diagnóstico para personalizá-lo.', { exact: true }), 'the brain widget before any diagnostic');
    await brain.getByRole('link', { name: 'Diagnóstico Linguístico' }).click();

    const progress = page.getByRole('progressbar', { name: 'Progresso do diagnóstico linguístico' });
    const next = page.getByRole('button', { name: /^(Ver Explicação|Próxima|Finalizar)$/ });
    await shown(page.getByRole('heading', { level: 1, name: 'Diagnóstico Linguístico' }), 'the linguistic diagnostic');
    await shown(page.getByText('1 de 6', { exact: true }), 'the first step');
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    expect(await next.textContent()).toBe('Ver Explicação');
    expect(await next.isDisabled(), 'Ver Explicação waits for an option').toBe(true);
    await shown(page.getByRole('button', { name: 'Ouvir a palavra three' }), 'the listen button of the phonetic question');
    await expectAccessible(page, 'a linguistic diagnostic question');

    const [first, ...rest] = LINGUISTIC_QUESTIONS;
    const wrong = first!.correctAnswer === 0 ? 1 : 0;
    await choose(page, first!, wrong);
    await next.click();
    await shown(page.getByRole('status').filter({ hasText: 'Incorreto' }), 'the wrong answer marked');
    await shown(page.getByText(`Resposta correta: ${optionName(first!, first!.correctAnswer)}`, { exact: true }), 'the right option');
    await shown(page.getByText(first!.explanation, { exact: true }), 'the explanation');
    expect(await progress.getAttribute('aria-valuenow'), 'half a step once the explanation shows').toBe('8');
    expect(await next.textContent()).toBe('Próxima');
    await expectAccessible(page, 'a linguistic diagnostic explanation');
    await ui.snap('linguistic-diagnostic-explanation');
    await next.click();

    for (const [i, question] of rest.entries()) {
      await shown(page.getByText(`${i + 2} de 6`, { exact: true }), `step ${i + 2}`);
      await choose(page, question, question.correctAnswer);
      await next.click();
      await shown(page.getByRole('status').filter({ hasText: 'Correto!' }), `question ${i + 2} right`);
      expect(await next.textContent()).toBe(i === rest.length - 1 ? 'Finalizar' : 'Próxima');
      await next.click();
    }

    await shown(page.getByRole('heading', { name: 'Diagnóstico Linguístico Completo!' }), 'the completion screen');
    await shown(page.getByText('Diagnóstico Completo!', { exact: true }), 'the success toast');
    await shown(page.getByText('Seus resultados foram salvos e seu plano personalizado está sendo criado.', { exact: true }), "the toast's description");
    await expectAccessible(page, 'the linguistic diagnostic completion screen');
    await ui.snap('linguistic-diagnostic-complete');

    await page.getByRole('button', { name: 'Continuar para o Dashboard' }).click();
    await shown(brain.getByText('Perfil calculado a partir do seu diagnóstico.', { exact: true }), 'the brain widget personalised by the result');

    // The learner service merges the areas when it handles the reported activity, a moment later.
    const areas = () => getJsonAsThePage<{ weaknessAreas: string[]; strengthAreas: string[] }>(page, '/api/learning-profile');
    await expect.poll(async () => (await areas()).weaknessAreas, { timeout: 15_000, message: 'the weakness in the learning profile' }).toEqual(['fonética']);
    expect((await areas()).strengthAreas).toEqual(['gramática', 'falsos cognatos']);
  }, 120_000);
});
