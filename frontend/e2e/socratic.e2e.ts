import { describe, expect, test } from 'vitest';
import { SOCRATIC_QUESTIONS, withTopic, socraticTopic } from '@juba/contracts/socratic';
import { postAsThePage } from './support/as-the-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown } from './support/expect-ui.ts';
import { newPerson, reloadUntil, signUpFromLanding, topBar } from './support/flows.ts';
import './support/provided.ts';

const ui = useBrowserPage();

describe('Socratic dialogues', () => {
  test(
    'a learner picks a topic, answers a question, reads a word’s translation, starts a new topic and the conversation counts as practice',
    async () => {
      const page = ui.page;
      const person = newPerson('Lia', 'Prado');
      await signUpFromLanding(page, person);
      await shown(page.getByRole('heading', { name: 'Diagnóstico Inicial' }), 'the diagnostic for a learner without a profile');
      const profile = await postAsThePage(page, '/api/learning-profile', { englishLevel: 'advanced', primaryGoal: 'academic', interests: ['History'], availableTime: 15, learningStyle: 'visual' });
      expect(profile.status, `the learning profile is saved (${profile.text})`).toBe(200);

      await page.goto('/');
      const pointsBefore = await topBar.flowPoints(page);
      await page.goto('/socratic');
      await shown(page.getByRole('heading', { name: 'Diálogos Socráticos' }), 'the Socratic screen');
      await shown(page.getByRole('heading', { name: 'Como Funciona' }), "'Como Funciona'");
      await expectAccessible(page, 'the Socratic topics');

      await page.getByRole('button', { name: /^Viagens/ }).click();
      const log = page.getByRole('log', { name: 'Mensagens' });
      await shown(log.getByRole('listitem').filter({ hasText: "Let's talk about travel." }), 'the greeting');
      const box = page.getByRole('textbox', { name: 'Sua resposta' });
      await box.fill('I travel to learn how other people live.');
      await box.press('Enter');
      const questions = SOCRATIC_QUESTIONS.life.map((q) => withTopic(q, socraticTopic('viagens')));
      const answer = log.getByRole('listitem').nth(2);
      await shown(answer, "the partner's question");
      const text = ((await answer.textContent()) ?? '').replace('Parceiro socrático: ', '');
      expect(questions, 'one of the life family questions about travel').toContain(text);
      expect(await box.isDisabled()).toBe(false);

      await log.getByRole('button', { name: 'partner' }).first().click();
      await shown(page.getByText('parceiro', { exact: false }).first(), 'the translation of a clicked word');
      await expectAccessible(page, 'the Socratic chat with a translation');

      await page.getByRole('button', { name: 'Novo Tema' }).click();
      await shown(page.getByRole('heading', { name: 'Escolha um tema' }), 'the topics again');
      await page.goto('/');
      const points = await reloadUntil(page, () => topBar.flowPoints(page), (value) => value > pointsBefore, 10_000);
      expect(points, 'the conversation recorded as a minute of practice').toBe(pointsBefore + 5);
    },
    120_000,
  );
});
