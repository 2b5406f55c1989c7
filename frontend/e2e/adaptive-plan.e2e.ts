import { describe, expect, test } from 'vitest';
import { getJsonAsThePage, postAsThePage, statValue } from './support/as-the-page.ts';
import { expectAccessible } from './support/accessibility.ts';
import { useBrowserPage } from './support/browser.ts';
import { shown, UI_TIMEOUT_MS } from './support/expect-ui.ts';
import { newPerson, signUpFromLanding } from './support/flows.ts';
import { prefillGoal, type CompletedDiagnostic } from '../src/features/adaptive-plan/plan-form.ts';
import './support/provided.ts';

const ui = useBrowserPage();

/** The e2e model takes 1.5 s per answer, and the job waits in the queue first. */
const GENERATION_WITHIN_MS = 30_000;

/** Strong phonetics (auditivo), weak grammar and cultural (their focus areas), intermediate (misto). */
const DIAGNOSTIC = {
  totalPoints: 120,
  answeredQuestions: 26,
  currentLevel: 'intermediate',
  masteryByModule: { phonetics: 80, grammar: 50, vocabulary: 65, cultural: 55, listening: 70, speaking: 70, assessment: 90, mastery: 70 },
};

describe('the AI adaptive plan', () => {
  test('a learner sees the form prefilled from the diagnostic, trips both checks, creates a plan, generates and completes an activity, and the daily session follows the plan', async () => {
    const page = ui.page;
    const person = newPerson('Helena', 'Prado');
    await signUpFromLanding(page, person);
    await shown(page.getByRole('heading', { name: 'Diagnóstico Inicial' }), 'the diagnostic for a learner without a profile');
    const completed = await postAsThePage(page, '/api/learning-path/complete-diagnostic', { ...DIAGNOSTIC, completedAt: new Date().toISOString() });
    expect(completed.status, `the placement diagnostic is saved (${completed.text})`).toBe(200);
    const profile = await postAsThePage(page, '/api/learning-profile', {
      englishLevel: 'intermediate',
      primaryGoal: 'business',
      interests: ['Startups'],
      availableTime: 15,
      learningStyle: 'auditory',
    });
    expect(profile.status, `the learning profile is saved (${profile.text})`).toBe(200);
    const status = await getJsonAsThePage<{ diagnostic: CompletedDiagnostic }>(page, '/api/learning-path/diagnostic-status');

    // No plan yet: the form, prefilled from the diagnostic (spec part 2 §5).
    await page.goto('/adaptive-plan');
    await shown(page.getByRole('heading', { name: 'Nenhum Plano IA Configurado' }), "'Nenhum Plano IA Configurado'");
    expect(await page.getByRole('radio', { name: /^Auditivo/ }).isChecked(), 'phonetics above 70: auditivo').toBe(true);
    expect(await page.getByRole('radio', { name: /^Misto/ }).isChecked(), 'intermediate: misto').toBe(true);
    expect(await page.getByRole('radio', { name: /^Manhã/ }).isChecked(), 'the default study hours').toBe(true);
    for (const [area, pressed] of [
      ['Gramática', 'true'],
      ['Cultura', 'true'],
      ['Pronúncia', 'false'],
      ['Vocabulário', 'false'],
    ] as const) {
      expect(
        await page.getByRole('button', { name: area, exact: true }).getAttribute('aria-pressed'),
        `${area} ${pressed === 'true' ? 'on' : 'off'} (below 60 or not)`,
      ).toBe(pressed);
    }
    const goal = page.getByRole('textbox', { name: 'Meta principal de aprendizagem' });
    expect(await goal.inputValue()).toBe(prefillGoal(status.diagnostic));
    expect(await goal.inputValue()).toContain('gramática');
    const slider = page.getByRole('slider', { name: /Tempo disponível por dia/ });
    expect(await slider.inputValue(), 'the slider starts at 30').toBe('30');
    await expectAccessible(page, 'the plan form');
    await ui.snap('adaptive-plan-form');

    // Both checks of §5, then the plan: business first, an hour a day.
    const create = page.getByRole('button', { name: 'Criar Plano IA Adaptativo' });
    await goal.fill('   ');
    await create.click();
    await shown(page.getByText('Meta obrigatória', { exact: true }), "the toast 'Meta obrigatória'");
    await shown(page.getByText('Por favor, defina sua meta de aprendizagem.', { exact: true }), 'its description');
    await goal.fill('Apresentar meus projetos para clientes americanos');
    await page.getByRole('button', { name: 'Gramática', exact: true }).click();
    await page.getByRole('button', { name: 'Cultura', exact: true }).click();
    await create.click();
    await shown(page.getByText('Área de foco obrigatória', { exact: true }), "the toast 'Área de foco obrigatória'");
    await shown(page.getByText('Selecione pelo menos uma área para focar.', { exact: true }), 'its description');
    await page.getByRole('button', { name: 'Inglês para Negócios', exact: true }).click();
    await page.getByRole('button', { name: 'Cultura', exact: true }).click();
    await slider.focus();
    for (let i = 0; i < 6; i++) await slider.press('ArrowRight');
    expect(await slider.inputValue(), 'six steps of 5 minutes').toBe('60');
    await create.click();
    await shown(page.getByText('Plano IA Adaptativo Criado!', { exact: true }), "the toast 'Plano IA Adaptativo Criado!'");
    const active = page.getByRole('region', { name: 'Seu Plano IA Ativo' });
    await shown(active, 'the active plan');
    for (const text of ['Auditivo', '60 minutos', 'Prático', 'Apresentar meus projetos para clientes americanos', 'Inglês para Negócios', 'Cultura']) {
      await shown(active.getByText(text, { exact: true }), `'${text}' on the active plan`);
    }
    expect(await statValue(page, 'Atividades completadas')).toBe('0');
    await expectAccessible(page, 'the active plan');

    // An activity, written through the plan-generation job while the screen follows it.
    await active.getByRole('button', { name: 'Gerar Atividade' }).click();
    await shown(page.getByRole('progressbar', { name: 'Progresso da geração da atividade' }), 'the generation progress');
    await shown(page.getByText('Atividade Adaptativa Gerada!', { exact: true }), "the toast 'Atividade Adaptativa Gerada!'", GENERATION_WITHIN_MS);
    const card = page.getByRole('region').filter({ has: page.getByText('Atividade Atual', { exact: false }) });
    await shown(card, 'the current activity');
    for (const button of ['Completar Atividade', 'Pular por Agora']) await shown(card.getByRole('button', { name: button }), `'${button}'`);
    expect(await card.getByRole('progressbar', { name: 'Progresso da atividade' }).getAttribute('aria-valuenow'), 'the activity bar at 0%').toBe('0');
    const focus = (await card.getByText('Atividade Atual', { exact: false }).textContent()) ?? '';
    expect(
      ['Inglês para Negócios', 'Cultura'].some((area) => focus.includes(area)),
      `the activity trains a focus area of the plan (${focus})`,
    ).toBe(true);
    await expectAccessible(page, 'the current activity');
    await ui.snap('adaptive-plan-activity');

    // Completed: 'Progresso de Hoje' 1/5, kept on the server for the São Paulo day.
    await card.getByRole('button', { name: 'Completar Atividade' }).click();
    await shown(page.getByText('Atividade Completada!', { exact: true }), "the toast 'Atividade Completada!'");
    const today = page.getByRole('region', { name: 'Progresso de Hoje' });
    await shown(today.getByText('1/5', { exact: true }), "'Progresso de Hoje' 1/5");
    await page.reload();
    await shown(
      page.getByRole('region', { name: 'Progresso de Hoje' }).getByText('1/5', { exact: true }),
      "'Progresso de Hoje' 1/5 after a reload",
      UI_TIMEOUT_MS,
    );
    expect(await statValue(page, 'Atividades completadas')).toBe('1');
    await expectAccessible(page, "the plan with today's progress");

    // The dashboard's daily session follows the plan: an hour, in the session's proportions.
    await page.goto('/');
    const session = page.getByRole('region', { name: 'Sessão Diária' });
    await shown(session.getByText('Quatro passos, 60 minutos no total.', { exact: true }), 'the daily session of 60 minutes');
    const minutes = await session.getByRole('listitem').evaluateAll((items) => items.map((item) => item.textContent?.match(/(\d+) min/)?.[1]));
    expect(minutes, "the four steps scaled to the plan's hour").toEqual(['13', '26', '8', '13']);
    const plan = await getJsonAsThePage<{ challengeActivity: { challengeId: string } }>(page, '/api/daily-plan');
    expect(['startup-pitch', 'job-interview', 'tech-presentation'], "a business challenge for a plan focused on 'negocios'").toContain(
      plan.challengeActivity.challengeId,
    );
    await expectAccessible(page, 'the dashboard following the plan');

    // The path starts at the first focus area: negocios leads to the challenges.
    await page.goto('/adaptive-plan');
    await page.getByRole('button', { name: 'Iniciar Trilha de Aprendizagem' }).click();
    await shown(page.getByText('Iniciando Trilha de Aprendizagem!', { exact: true }), "the toast 'Iniciando Trilha de Aprendizagem!'");
    await page.waitForURL((url) => url.pathname === '/challenges', { timeout: UI_TIMEOUT_MS });
  }, 240_000);
});
