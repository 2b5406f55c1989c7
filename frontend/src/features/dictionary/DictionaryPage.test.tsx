import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DictionaryWordFieldsFragment } from '../../generated/graphql.ts';
import { renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { notification } from '../../test-support/toast.ts';
import { DictionaryPage } from './DictionaryPage.tsx';

const word = (overrides: Partial<DictionaryWordFieldsFragment>) => ({
  __typename: 'DictionaryWord' as const,
  id: 'w-house',
  word: 'house',
  translation: 'casa, habitação, vivenda',
  category: 'conversation',
  difficulty: 'easy',
  isFavorite: false,
  timesViewed: 0,
  pronunciation: 'ˈhaʊs',
  example: 'He has a house on Cape Cod.',
  createdAt: '2026-07-14T13:00:00.000Z',
  ...overrides,
});

/** A gateway holding the learner's words, adding and deleting as the learner service does. */
function gateway(initial: ReturnType<typeof word>[] = []) {
  const words = [...initial];
  const link = new ScriptedLink()
    .on('Dictionary', () => ({ data: { dictionary: [...words] } }))
    .on('AddDictionaryWord', (variables) => {
      const input = variables['input'] as { word: string; translation: string };
      if (input.word === 'look forward to' && !input.translation) {
        return {
          errors: [
            {
              message: 'Não foi possível traduzir automaticamente. Adicione a tradução manualmente.',
              extensions: { code: 'BAD_USER_INPUT', reason: 'TRANSLATION_NOT_FOUND' },
            },
          ],
        };
      }
      if (words.some((w) => w.word.toLowerCase() === input.word.trim().toLowerCase())) {
        return { errors: [{ message: `“${input.word.trim()}” já está no seu dicionário.`, extensions: { code: 'CONFLICT' } }] };
      }
      const added = word({
        id: `w-${input.word}`,
        word: input.word.trim(),
        translation: input.translation || 'água; irrigar, molhar',
        pronunciation: 'ˈwɔtɚ',
        example: 'Fish live in water.',
      });
      words.unshift(added);
      return { data: { addDictionaryWord: added } };
    })
    .on('SetDictionaryWordFavorite', ({ id, isFavorite }) => ({ data: { setDictionaryWordFavorite: { __typename: 'DictionaryWord', id, isFavorite } } }))
    .on('ViewDictionaryWord', ({ id }) => {
      const w = words.find((x) => x.id === id)!;
      w.timesViewed += 1;
      return { data: { viewDictionaryWord: { __typename: 'DictionaryWord', id, timesViewed: w.timesViewed } } };
    })
    .on('DeleteDictionaryWord', ({ id }) => {
      words.splice(
        words.findIndex((x) => x.id === id),
        1,
      );
      return { data: { deleteDictionaryWord: id } };
    });
  return link;
}

const cards = () => screen.queryAllByRole('article');
const stat = (name: string) => screen.getByText(name).nextElementSibling?.textContent;

describe('Dicionário Pessoal', () => {
  it('shows the empty dictionary, then adds a word without translation with what the server found', async () => {
    const user = userEvent.setup();
    const link = gateway();
    renderApp(<DictionaryPage />, { link });
    expect(await screen.findByText('Seu dicionário está vazio. Adicione a primeira palavra acima!')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(notification()).toHaveTextContent('Campo obrigatório');
    expect(notification()).toHaveTextContent('Digite a palavra em inglês.');
    expect(link.callsOf('AddDictionaryWord')).toHaveLength(0);

    await user.type(screen.getByLabelText('Palavra em inglês'), 'water');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(link.callsOf('AddDictionaryWord')[0]!.variables).toEqual({ input: { word: 'water', translation: '', category: 'conversation' } });
    expect(notification()).toHaveTextContent('Palavra adicionada');
    expect(notification()).toHaveTextContent('Nova palavra adicionada ao seu dicionário!');
    const card = cards()[0]!;
    expect(within(card).getByRole('heading', { name: 'water' })).toBeVisible();
    expect(card).toHaveTextContent('água; irrigar, molhar');
    expect(card).toHaveTextContent('/ˈwɔtɚ/');
    expect(card).toHaveTextContent('“Fish live in water.”');
    expect(card).toHaveTextContent('Dificuldade: fácil');
    expect(screen.getByLabelText('Palavra em inglês')).toHaveValue('');
  });

  it('says when no translation was found, and when the word is already there, adding nothing', async () => {
    const user = userEvent.setup();
    renderApp(<DictionaryPage />, { link: gateway([word({})]) });
    await screen.findByRole('heading', { name: 'house' });

    await user.type(screen.getByLabelText('Palavra em inglês'), 'look forward to');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(notification()).toHaveTextContent('Erro na tradução'));
    expect(notification()).toHaveTextContent('Não foi possível traduzir automaticamente. Adicione a tradução manualmente.');
    expect(screen.getByLabelText('Palavra em inglês')).toHaveValue('look forward to');

    await user.clear(screen.getByLabelText('Palavra em inglês'));
    await user.type(screen.getByLabelText('Palavra em inglês'), ' HOUSE');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(notification()).toHaveTextContent('“HOUSE” já está no seu dicionário.'));
    expect(cards()).toHaveLength(1);
  });

  it('counts the stats, filters by search, category and favourites, views, favourites and deletes', async () => {
    const user = userEvent.setup();
    const link = gateway([word({ timesViewed: 2 }), word({ id: 'w-along', word: 'get along', translation: 'entender-se', isFavorite: true, timesViewed: 1 })]);
    renderApp(<DictionaryPage />, { link });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect([stat('Total Words'), stat('Favorites'), stat('Total Views'), stat('Categories')]).toEqual(['2', '1', '3', '1']);
    expect(
      within(screen.getByLabelText('Categoria'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['all', 'conversation']);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar palavras' }), 'ENTENDER');
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['get along']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar palavras' }));
    await user.click(screen.getByRole('button', { name: /Só favoritas/ }));
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['get along']);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar palavras' }), 'house');
    expect(screen.getByText('Nenhuma palavra encontrada com esses filtros.')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar palavras' }));
    await user.click(screen.getByRole('button', { name: /Só favoritas/ }));

    await user.click(screen.getByRole('button', { name: 'Ver “house”' }));
    await waitFor(() => expect(cards()[0]).toHaveTextContent('3 visualizações'));
    await user.click(screen.getByRole('button', { name: 'Favorita: “house”' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorita: “house”' })).toHaveAttribute('aria-pressed', 'true'));
    expect(link.callsOf('SetDictionaryWordFavorite')[0]!.variables).toEqual({ id: 'w-house', isFavorite: true });

    await user.click(screen.getByRole('button', { name: 'Excluir “house”' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(notification()).toHaveTextContent('Palavra removida');
    expect(notification()).toHaveTextContent('Palavra removida do dicionário.');
  });
});
