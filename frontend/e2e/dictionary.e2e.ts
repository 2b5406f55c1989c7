import { describe, expect, test } from 'vitest';
import { statValue } from './support/as-the-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { notShown, shown } from './support/expect-ui.ts';
import { dashboardWelcome, newPerson, reloadUntil, signUpWithProfile, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

describe('personal dictionary', () => {
  test('a learner adds a word without translation and sees it translated with pronunciation and example, favourites, views, filters and deletes, and adds a word from the conversation', async () => {
    const page = ui.page;
    const person = newPerson('Rafael', 'Moura');
    await signUpWithProfile(page, person, {
      englishLevel: 'intermediate',
      primaryGoal: 'travel',
      interests: ['Books'],
      availableTime: 15,
      learningStyle: 'visual',
    });

    await page.goto('/');
    await shown(dashboardWelcome(page, person.firstName), 'the dashboard');
    expect(await statValue(page, 'Palavras aprendidas')).toBe('0');
    await page.goto('/dictionary');
    await shown(page.getByRole('heading', { name: 'Dicionário Pessoal' }), 'the dictionary');
    await shown(page.getByText('Seu dicionário está vazio. Adicione a primeira palavra acima!'), 'the empty dictionary');
    await expectAccessible(page, 'the empty dictionary');

    const wordField = page.getByLabel('Palavra em inglês');
    const translationField = page.getByLabel('Tradução (opcional)');
    const addButton = page.getByRole('button', { name: 'Adicionar', exact: true });
    await addButton.click();
    await shown(page.getByText('Campo obrigatório', { exact: true }), "the toast 'Campo obrigatório'");

    await wordField.fill('water');
    await addButton.click();
    const cards = page.getByRole('article');
    const water = cards.filter({ has: page.getByRole('heading', { name: 'water' }) });
    await shown(water, 'the new word');
    await shown(page.getByText('Nova palavra adicionada ao seu dicionário!', { exact: true }), "the toast 'Palavra adicionada'");
    const card = (await water.textContent()) ?? '';
    expect(card, 'translated from the dictionary').toContain('água; irrigar, molhar');
    expect(card, 'American IPA between slashes').toContain('/ˈwɔtɚ/');
    expect(card, 'an example that uses the word').toMatch(/“[^”]*\bwater/i);
    expect(card).toContain('Dificuldade: fácil');
    expect(card).toContain('conversation');

    await wordField.fill('look forward to');
    await addButton.click();
    await shown(page.getByText('Erro na tradução', { exact: true }), "the toast 'Erro na tradução'");
    await shown(page.getByText('Não foi possível traduzir automaticamente. Adicione a tradução manualmente.', { exact: true }), 'what to do');
    await translationField.fill('aguardar ansiosamente');
    await addButton.click();
    await shown(cards.filter({ has: page.getByRole('heading', { name: 'look forward to' }) }), 'the phrase with its own translation');

    await wordField.fill('  WATER ');
    await addButton.click();
    await shown(page.getByText('“WATER” já está no seu dicionário.', { exact: true }), 'the conflict message');
    expect(await cards.count(), 'the same word is not added twice').toBe(2);
    await expectAccessible(page, 'the dictionary with two words');

    await page.getByRole('button', { name: 'Favorita: “water”' }).click();
    await shown(page.locator('button[aria-pressed="true"]', { hasText: 'Favorita' }), 'water as a favourite');
    await page.getByRole('button', { name: 'Ver “water”' }).click();
    await shown(water.getByText('1 visualização', { exact: true }), 'the view counted');
    expect([
      await statValue(page, 'Total Words'),
      await statValue(page, 'Favorites'),
      await statValue(page, 'Total Views'),
      await statValue(page, 'Categories'),
    ]).toEqual(['2', '1', '1', '1']);

    await page.getByRole('button', { name: /Só favoritas/ }).click();
    await notShown(cards.filter({ has: page.getByRole('heading', { name: 'look forward to' }) }), 'the phrase, not a favourite');
    expect(await cards.count()).toBe(1);
    await page.getByRole('button', { name: /Só favoritas/ }).click();
    await page.getByRole('searchbox', { name: 'Buscar palavras' }).fill('ansiosamente');
    await shown(cards.filter({ has: page.getByRole('heading', { name: 'look forward to' }) }), 'the phrase found by its translation');
    expect(await cards.count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Buscar palavras' }).fill('zzz');
    await shown(page.getByText('Nenhuma palavra encontrada com esses filtros.'), 'the empty filter');
    await expectAccessible(page, 'the dictionary with a filter that matches nothing');
    await page.getByRole('searchbox', { name: 'Buscar palavras' }).fill('');
    await page.getByLabel('Categoria').selectOption('conversation');
    expect(await cards.count()).toBe(2);

    await page.getByRole('button', { name: 'Excluir “look forward to”' }).click();
    await shown(page.getByText('Palavra removida do dicionário.', { exact: true }), "the toast 'Palavra removida'");
    await notShown(cards.filter({ has: page.getByRole('heading', { name: 'look forward to' }) }), 'the deleted phrase');
    await ui.snap('dictionary');

    // From the conversation's click-to-translate.
    await topBar.link(page, 'Conversation').click();
    await shown(page.getByRole('heading', { name: 'Conversation Practice' }), 'the conversation page');
    await page.getByRole('radio', { name: 'Travel & Culture' }).check();
    await page.getByRole('button', { name: 'Iniciar Conversa' }).click();
    const greeting = page.getByRole('log', { name: 'Mensagens da conversa' }).getByRole('listitem').filter({ hasText: 'Tutor:' }).first();
    await shown(greeting, "the tutor's greeting");
    await greeting.getByRole('button', { name: 'Hello', exact: true }).click();
    const add = page.getByRole('button', { name: /^Adicionar ao dicionário\W+hello/ });
    await add.hover();
    await add.click();
    await shown(page.getByRole('button', { name: /^No dicionário\W+hello/ }), 'the word marked as added');
    await expectAccessible(page, 'the conversation with a translation and its add button');

    await page.goto('/');
    const words = await reloadUntil(
      page,
      () => statValue(page, 'Palavras aprendidas'),
      (value) => value === '2',
      10_000,
    );
    expect(words, "'Palavras aprendidas' counts the dictionary").toBe('2');
    await topBar.link(page, 'Progress').click();
    await expect.poll(async () => statValue(page, 'Words Learned'), { timeout: 10_000, message: "'Words Learned' on the progress report" }).toBe('2');
  }, 180_000);
});
