import { describe, expect, test } from 'vitest';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown, UI_TIMEOUT_MS } from './support/expect-ui.ts';
import { newPerson, reloadUntil, signUpWithProfile } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

/** The tutor's corrections reach the error scheduler through the learner-activity worker. */
const WORKER_WITHIN_MS = 20_000;

describe('error scheduler', () => {
  test('a mistake made in a conversation is found in the urgent reviews, practised, and moves to the agenda', async () => {
    const page = ui.page;
    const person = newPerson('Bianca', 'Souza');
    await signUpWithProfile(page, person, {
      englishLevel: 'intermediate',
      primaryGoal: 'travel',
      interests: ['Books'],
      availableTime: 15,
      learningStyle: 'visual',
    });

    // The mistake, in a conversation with the tutor.
    await page.goto('/conversation');
    await page.getByRole('radio', { name: 'Travel & Culture' }).check();
    await page.getByRole('button', { name: 'Iniciar Conversa' }).click();
    const log = page.getByRole('log', { name: 'Mensagens da conversa' });
    await shown(log.getByRole('listitem').filter({ hasText: 'Tutor:' }).first(), "the tutor's greeting");
    const box = page.getByRole('textbox', { name: 'Sua mensagem' });
    await box.fill('Hello! I have 25 years and I love museums.');
    await box.press('Enter');
    await shown(log.getByRole('complementary', { name: 'Correção' }).filter({ hasText: 'I am 25 years old' }), "the tutor's correction");

    // Found in the scheduler's urgent reviews.
    await page.goto('/neuro-scheduler');
    await shown(page.getByRole('heading', { name: 'Neuro-Agendador Anti-Erro' }), 'the error scheduler');
    const urgent = page.getByRole('region', { name: 'Revisão Urgente' });
    const item = urgent.getByRole('article', { name: 'I have 25 years' });
    await reloadUntil(
      page,
      () => item.isVisible(),
      (visible) => visible,
      WORKER_WITHIN_MS,
    );
    await shown(item, 'the mistake among the urgent reviews');
    for (const text of ['Gramática', 'Amanhã', 'I am 25 years old', '1 ocorrência · Intervalo: 1 dia'])
      await shown(item.getByText(text, { exact: false }), `'${text}' on the urgent item`);
    await expectAccessible(page, 'the error scheduler with an urgent review');
    await ui.snap('neuro-scheduler-urgent');

    // Practised: the learner's own sentence with the right form blanked.
    await item.getByRole('button', { name: 'Praticar Agora' }).click();
    const panel = page.getByRole('region', { name: 'Praticando: I am 25 years old' });
    await shown(panel.getByText('Hello! I have 25 years and I love museums.', { exact: true }), 'the context example');
    await panel.getByRole('textbox', { name: /^Lacuna 1 de 2/ }).fill('am');
    await panel.getByRole('textbox', { name: /^Lacuna 2 de 2/ }).fill('old');
    await expectAccessible(page, 'the practice panel');
    await panel.getByRole('button', { name: 'Concluir Prática' }).click();
    await shown(page.getByText('Exercício Completo!', { exact: true }), "the toast 'Exercício Completo!'");
    await shown(page.getByText('Seu progresso foi registrado no sistema de repetição espaçada.', { exact: true }), 'the toast description');

    // Rescheduled by FSRS three days out: no longer urgent, now in the agenda, also after a reload.
    await page.reload();
    await shown(page.getByText('Nenhuma revisão urgente no momento!', { exact: true }), 'the empty urgent list', UI_TIMEOUT_MS);
    const agenda = page.getByRole('complementary', { name: 'Agenda de Revisões' }).getByRole('listitem').filter({ hasText: 'I am 25 years old' });
    await shown(agenda, 'the practised mistake in the agenda');
    expect(await agenda.textContent(), 'a later date, as day and month').toMatch(/\d{1,2} de [a-zç]+$/);
    await expectAccessible(page, 'the error scheduler after practice');
    await ui.snap('neuro-scheduler-agenda');
  }, 120_000);
});
