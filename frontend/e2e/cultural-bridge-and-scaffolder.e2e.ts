import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { newPerson, signUpWithProfile } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

describe('the cultural bridge and the American scaffolder', () => {
  test('a learner searches and filters expressions, reads their tabs, then studies a scene and reveals the answers', async () => {
    const page = ui.page;
    await signUpWithProfile(page, newPerson('Caio', 'Almeida'), {
      englishLevel: 'intermediate',
      primaryGoal: 'social',
      interests: ['Books'],
      availableTime: 15,
      learningStyle: 'visual',
    });

    // Cultural bridge, from the dashboard's scientific modules.
    await page.goto('/');
    await page.getByRole('link', { name: /Ponte Cultural-Linguística/ }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Ponte Cultural-Linguística' }), 'the cultural bridge');
    const cards = page.getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(30);
    await expectAccessible(page, 'the cultural bridge');

    await page.getByRole('searchbox', { name: 'Buscar expressão' }).fill('COM LICENCA');
    await shown(page.getByRole('article', { name: 'Excuse me.' }), 'the expression found through its Portuguese, without accents');
    expect(await cards.count()).toBe(1);
    await page.getByRole('button', { name: 'Negócios' }).click();
    await shown(page.getByText('Nenhuma expressão encontrada', { exact: true }), 'the empty state');
    await page.getByRole('searchbox', { name: 'Buscar expressão' }).fill('');
    expect(await page.getByRole('button', { name: 'Negócios' }).getAttribute('aria-pressed')).toBe('true');
    const business = page.getByRole('article', { name: "I'll get back to you." });
    await shown(business, 'a business expression');
    await business.getByRole('tab', { name: 'Tradução' }).focus();
    await page.keyboard.press('End');
    await shown(business.getByRole('tabpanel', { name: 'Erros' }).getByText(/give you a return/), 'the mistakes tab, reached from the keyboard');
    await business.getByRole('tab', { name: 'Cultural' }).click();
    await shown(business.getByRole('tabpanel', { name: 'Cultural' }), 'the cultural tab');
    await expectAccessible(page, 'the cultural bridge filtered, with tabs open');
    await ui.snap('cultural-bridge');

    // American scaffolder.
    await page.goto('/american-scaffolder');
    await shown(page.getByRole('heading', { level: 1, name: 'Scaffolder Dinâmico Americano' }), 'the scaffolder library');
    expect(await page.getByRole('region', { name: 'Biblioteca' }).getByRole('listitem').count()).toBe(3);
    await expectAccessible(page, 'the scaffolder library');
    await page.getByRole('button', { name: 'Estudar Westbound: The Diner Scene' }).click();
    await shown(page.getByRole('heading', { level: 2, name: 'Westbound: The Diner Scene' }), 'the scene');
    await shown(page.getByRole('button', { name: 'Ouvir transcrição' }), 'the play button');
    await shown(page.getByRole('tabpanel', { name: 'Contexto Americano' }), 'the American context');
    await page.getByRole('tab', { name: 'Comparação Brasil' }).click();
    await shown(page.getByRole('tabpanel', { name: 'Comparação Brasil' }).getByText(/10% de serviço/), 'the Brazilian comparison');
    await page.getByRole('tab', { name: 'Exercícios' }).click();
    const exercises = page.getByRole('tabpanel', { name: 'Exercícios' });
    await exercises.getByRole('button', { name: 'Mostrar Respostas' }).click();
    const marks = exercises.getByText('✓ Resposta correta');
    await shown(marks, 'the correct options marked');
    expect(await marks.count()).toBe(4);
    await shown(exercises.getByText(/salário-base pode ser bem baixo/), 'the explanation of a reflection prompt');
    await expectAccessible(page, 'the scaffolder exercises with answers shown');
    await ui.snap('scaffolder-answers');
    await exercises.getByRole('button', { name: 'Ocultar Respostas' }).click();
    expect(await marks.count()).toBe(0);
  }, 120_000);
});
