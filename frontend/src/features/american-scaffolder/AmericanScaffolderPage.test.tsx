import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEECH_RATES } from '../../lib/speech.ts';
import { renderApp } from '../../test-support/render.tsx';
import { CULTURE_CONTENT } from './content.ts';
import { AmericanScaffolderPage } from './AmericanScaffolderPage.tsx';

const spoken: SpeechSynthesisUtterance[] = [];
const cancel = vi.fn();

beforeEach(() => {
  spoken.length = 0;
  cancel.mockClear();
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 1;
      constructor(readonly text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', { cancel, speak: (u: SpeechSynthesisUtterance) => spoken.push(u) });
});
afterEach(() => vi.unstubAllGlobals());

const diner = CULTURE_CONTENT.find((c) => c.id === 'westbound-diner')!;

describe('Scaffolder Dinâmico Americano', () => {
  it('lists the three scenes and opens one with its concepts, vocabulary and transcript, which it reads in en-US at 0.8', async () => {
    const user = userEvent.setup();
    renderApp(<AmericanScaffolderPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Scaffolder Dinâmico Americano' })).toBeVisible();
    const library = within(screen.getByRole('region', { name: 'Biblioteca' }));
    expect(library.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(CULTURE_CONTENT.map((c) => c.title));
    expect(library.getAllByText('Cena de sitcom')).toHaveLength(2);
    expect(library.getAllByText('Cena de filme')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `Estudar ${diner.title}` }));
    expect(screen.getByRole('heading', { level: 2, name: diner.title })).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Conceitos culturais' })).getAllByRole('listitem')).toHaveLength(diner.culturalConcepts.length);
    expect(within(screen.getByRole('region', { name: 'Vocabulário' })).getByText('refill')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Transcrição' })).getByText("Refills are free, sweetie. I'll keep them coming.")).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ouvir transcrição' }));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ lang: 'en-US', rate: SPEECH_RATES.scaffolder });
    expect(spoken[0]!.text).toMatch(/^Morning, boys\. Coffee\? Yes, please\./);
    expect(spoken[0]!.text).not.toContain('Waitress');

    cancel.mockClear();
    await user.click(screen.getByRole('button', { name: 'Voltar à biblioteca' }));
    expect(cancel).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 2, name: 'Biblioteca' })).toBeVisible();
  });

  it('shows the American context, the Brazilian comparison and the exercises in tabs; the toggle reveals and hides the answers', async () => {
    const user = userEvent.setup();
    renderApp(<AmericanScaffolderPage />);
    await user.click(screen.getByRole('button', { name: `Estudar ${diner.title}` }));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Contexto Americano', 'Comparação Brasil', 'Exercícios']);
    expect(screen.getByRole('tabpanel', { name: 'Contexto Americano' })).toHaveTextContent(diner.americanContext);
    await user.click(screen.getByRole('tab', { name: 'Comparação Brasil' }));
    expect(screen.getByRole('tabpanel', { name: 'Comparação Brasil' })).toHaveTextContent(diner.brazilianComparison);

    await user.click(screen.getByRole('tab', { name: 'Exercícios' }));
    const panel = within(screen.getByRole('tabpanel', { name: 'Exercícios' }));
    expect(panel.getAllByRole('group')).toHaveLength(diner.exercises.comprehension.length);
    expect(panel.queryByText('✓ Resposta correta')).toBeNull();
    expect(panel.queryByText(diner.exercises.cultural[0]!.explanation)).toBeNull();
    const first = within(panel.getByRole('group', { name: `1. ${diner.exercises.comprehension[0]!.question}` }));
    await user.click(first.getByRole('radio', { name: /It has no coffee/ }));
    expect(first.getByRole('radio', { name: /It has no coffee/ })).toBeChecked();

    await user.click(panel.getByRole('button', { name: 'Mostrar Respostas' }));
    const marked = panel.getAllByText('✓ Resposta correta').map((mark) => mark.closest('label')!.textContent);
    expect(marked).toHaveLength(diner.exercises.comprehension.length);
    diner.exercises.comprehension.forEach((q, i) => {
      expect(marked[i]).toContain(q.options[q.correctAnswer]);
    });
    expect(first.getByRole('radio', { name: /Breakfast is served all day.*Resposta correta/ })).toBeInTheDocument();
    expect(panel.getByText(diner.exercises.cultural[0]!.explanation)).toBeVisible();

    await user.click(panel.getByRole('button', { name: 'Ocultar Respostas' }));
    expect(panel.queryByText('✓ Resposta correta')).toBeNull();
  });
});
