import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render.tsx';
import { CulturalBridgePage } from './CulturalBridgePage.tsx';
import { CULTURAL_EXPRESSIONS } from './expressions.ts';

const cards = () => screen.queryAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('Ponte Cultural-Linguística', () => {
  it('shows every expression under Todas, and the chips filter by category as toggle buttons', async () => {
    renderApp(<CulturalBridgePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ponte Cultural-Linguística' })).toBeVisible();
    expect(cards()).toHaveLength(CULTURAL_EXPRESSIONS.length);
    const chips = within(screen.getByRole('group', { name: 'Categorias' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Todas', 'Cumprimentos', 'Expressões idiomáticas', 'Gramática', 'Negócios', 'Social']);
    expect(screen.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Negócios' }));
    expect(screen.getByRole('button', { name: 'Negócios' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(CULTURAL_EXPRESSIONS.filter((e) => e.category === 'business').map((e) => e.englishExpression));
    expect(screen.getByRole('status')).toHaveTextContent(`${titles().length} expressões`);
  });

  it('searches English and Portuguese ignoring case and accents, within the chosen category', async () => {
    const user = userEvent.setup();
    renderApp(<CulturalBridgePage />);
    const search = screen.getByRole('searchbox', { name: 'Buscar expressão' });

    await user.type(search, 'COM LICENCA');
    expect(titles()).toEqual(['Excuse me.']);
    await user.clear(search);
    await user.type(search, 'whats up');
    expect(titles()).toEqual(["What's up?"]);
    await user.clear(search);
    await user.type(search, 'reunião');
    expect(titles()).toEqual(["Let's set up a meeting."]);

    await user.click(screen.getByRole('button', { name: 'Cumprimentos' }));
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('Nenhuma expressão encontrada')).toBeVisible();
  });

  it('opens each card on Tradução; the tabs show the culture, examples and mistakes, also from the keyboard', async () => {
    const user = userEvent.setup();
    renderApp(<CulturalBridgePage />);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar expressão' }), 'quanto tempo');
    const card = within(screen.getByRole('article', { name: 'Long time no see!' }));
    expect(card.getAllByRole('listitem').map((b) => b.textContent)).toEqual(['Cumprimentos', 'Casual', 'Intermediário']);
    expect(card.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tradução', 'Cultural', 'Exemplos', 'Erros']);
    expect(card.getByRole('tab', { name: 'Tradução' })).toHaveAttribute('aria-selected', 'true');
    expect(card.getByRole('tabpanel')).toHaveTextContent('Longo tempo não ver!');
    expect(card.getByRole('tabpanel')).toHaveTextContent('Quanto tempo!');

    await user.click(card.getByRole('tab', { name: 'Cultural' }));
    expect(card.getByRole('tabpanel', { name: 'Cultural' })).toHaveTextContent('How have you been?');
    await user.keyboard('{ArrowRight}');
    expect(card.getByRole('tab', { name: 'Exemplos' })).toHaveFocus();
    expect(card.getByRole('tabpanel', { name: 'Exemplos' })).toHaveTextContent('Carla! Quanto tempo! Como você tem passado?');
    await user.keyboard('{End}');
    expect(card.getByRole('tabpanel', { name: 'Erros' })).toHaveTextContent('How much time!');
  });
});
