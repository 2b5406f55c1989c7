import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../AppRoutes.tsx';
import { dailyPlan, diagnostic, diagnosticStatus, learnerGateway, learningProfile, progress } from '../../test-support/learner-fixtures.ts';
import { renderApp } from '../../test-support/render.tsx';
import { FOUR_QUESTIONS } from '../../test-support/diagnostic-questions.ts';
import { SESSION_DEFAULTS } from './phases.ts';

const hrefOf = (name: string | RegExp, container: HTMLElement = document.body) => within(container).getByRole('link', { name }).getAttribute('href');
const phase = (title: string) => screen.getByRole('region', { name: title });

async function openDashboard(link = learnerGateway()) {
  renderApp(<AppRoutes />, { path: '/', link });
  await screen.findByRole('heading', { level: 1, name: /Olá, Ana!/ });
  return link;
}

describe('dashboard', () => {
  it('welcomes the learner in Portuguese with ways to start a conversation and to create an AI plan, next to the lion', async () => {
    await openDashboard();
    expect(hrefOf('Iniciar Conversa')).toBe('/conversation');
    expect(hrefOf('Criar Plano de Estudos IA')).toBe('/adaptive-plan');
    expect(screen.getByRole('figure', { name: 'Juba, o leão' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Personalizar meu perfil' })).toBeNull();
  });

  it('reads each piece of progress once, though the top bar and the metrics ask for different fields', async () => {
    const link = await openDashboard();
    await within(phase('Progresso e Métricas')).findByText('245');
    await screen.findByText('1320');
    expect(link.callsOf('TopBarProgress')).toHaveLength(1);
    expect(link.callsOf('DashboardProgress')).toHaveLength(1);
  });

  it('offers the onboarding while the profile holds only the diagnostic level', async () => {
    await openDashboard(learnerGateway({ profile: learningProfile({ onboardingCompleted: false, primaryGoal: null, learningStyle: null }) }));
    expect(hrefOf('Personalizar meu perfil')).toBe('/onboarding');
  });

  it('sends a learner without a learning profile to /learning-path', async () => {
    const link = learnerGateway({ profile: null }).on('LearningPathQuestions', () => ({ data: { learningPathQuestions: FOUR_QUESTIONS } }));
    renderApp(<AppRoutes />, { path: '/', link });
    expect(await screen.findByText('Questão 1 de 4')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Olá, Ana!/ })).toBeNull();
  });

  it('still shows the dashboard when the profile cannot be read', async () => {
    await openDashboard(learnerGateway().on('LearningProfile', () => new Error('learner service down')));
    expect(phase('Diagnóstico Inicial')).toBeVisible();
  });

  it('phase 1: the brain widget with links to the linguistic diagnostic and the learning path', async () => {
    await openDashboard();
    const brain = phase('Diagnóstico Inicial');
    expect(within(brain).getByRole('button', { name: 'Gerar Atividade Adaptativa' })).toBeVisible();
    expect(hrefOf('Diagnóstico Linguístico', brain)).toBe('/linguistic-diagnostic');
    expect(hrefOf('Trilha de Aprendizagem', brain)).toBe('/learning-path');
  });

  it('phase 1: without a diagnostic the brain uses the starting profile', async () => {
    await openDashboard();
    const brain = phase('Diagnóstico Inicial');
    expect(within(brain).getByText('Perfil inicial: faça o diagnóstico para personalizá-lo.')).toBeVisible();
    expect(statValue(brain, 'Nível cognitivo')).toBe('25');
    expect(statValue(brain, 'Motivação')).toBe('75');
  });

  it("phase 1: with a diagnostic the brain's profile comes from it", async () => {
    const status = diagnosticStatus({ attemptCount: 1, hasCompleted: true, diagnostic: diagnostic() });
    // overall mastery 75% of 400 points: 300 points, 4 questions, intermediate
    const link = await openDashboard(learnerGateway({ status, questionPoints: [100, 100, 100, 100] }));
    const brain = phase('Diagnóstico Inicial');
    await within(brain).findByText('Perfil calculado a partir do seu diagnóstico.');
    expect(statValue(brain, 'Nível cognitivo')).toBe('30');
    // mean mastery (80+60+90+40+80+70+100+75)/8 = 74.375, + 20
    expect(statValue(brain, 'Velocidade de aprendizado')).toBe('94');
    expect(statValue(brain, 'Motivação')).toBe('60');
    expect(statValue(brain, 'Conexões neurais')).toBe('6');
    // 80, 90, 80, 70, 100, 75 are at 70 or more: 30 + 90, capped
    expect(statValue(brain, 'Força sináptica')).toBe('100');
    expect(link.callsOf('BrainQuestionPoints')).toHaveLength(1);
  });

  it('phase 1: a Linguistic Diagnostic alone personalises the profile too', async () => {
    const linguistic = {
      __typename: 'LinguisticDiagnostic',
      id: 'ld-1',
      completedAt: '2026-03-20T15:00:00.000Z',
      testResults: { __typename: 'LinguisticDiagnosticResults', phonetic: 50, grammatical: 100, falseFriends: 100, overall: 83 },
      interferencePatterns: ['Som /θ/ (th) trocado por /t/ ou /f/: "three" soa como "tree" ou "free"'],
      strengthAreas: ['gramática', 'falsos cognatos'],
      weaknessAreas: ['fonética'],
      recommendedFocus: 'pronuncia',
    };
    await openDashboard(learnerGateway().on('LatestLinguisticDiagnostic', () => ({ data: { linguisticDiagnostic: linguistic } })));
    await within(phase('Diagnóstico Inicial')).findByText('Perfil calculado a partir do seu diagnóstico.');
  });

  it('phase 2 leads to the adaptive plan', async () => {
    await openDashboard();
    expect(hrefOf('Ver Plano IA Adaptativo', phase('Plano de Estudos com IA'))).toBe('/adaptive-plan');
  });

  it('phase 3: the five scientific modules', async () => {
    await openDashboard();
    const links = within(phase('Módulos Científicos'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/linguistic-diagnostic', '/accent-lab', '/american-scaffolder', '/neuro-scheduler', '/cultural-bridge']);
  });

  it("phase 4: four steps of 5, 10, 3 and 5 minutes (23 in all) with today's song, topic, scenario and focus", async () => {
    await openDashboard();
    const session = phase('Sessão Diária');
    expect(within(session).getByText('Quatro passos, 23 minutos no total.')).toBeVisible();
    const steps = within(session).getAllByRole('link');
    expect(steps.map((s) => s.getAttribute('href'))).toEqual(['/lyric-translate', '/conversation', '/challenges', '/cooldown']);
    expect(steps.map((s) => within(s).getByText(/min$/).textContent)).toEqual(['5 min', '10 min', '3 min', '5 min']);
    expect(steps[0]!.textContent).toContain('"Count on Me" - Bruno Mars');
    expect(steps[1]!.textContent).toContain('Planning a weekend trip');
    expect(steps[2]!.textContent).toContain('Pitch your startup to an investor');
    expect(steps[3]!.textContent).toContain('Phrasal verbs with "get"');
  });

  it('phase 4: default texts when the plan has no value', async () => {
    await openDashboard(learnerGateway({ plan: dailyPlan({ song: '', artist: '', topic: ' ', scenario: '', focus: '' }) }));
    const steps = within(phase('Sessão Diária')).getAllByRole('link');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining(SESSION_DEFAULTS.song),
      expect.stringContaining(SESSION_DEFAULTS.topic),
      expect.stringContaining(SESSION_DEFAULTS.scenario),
      expect.stringContaining(SESSION_DEFAULTS.focus),
    ]);
  });

  it('phase 4: default texts when the plan cannot be read', async () => {
    await openDashboard(learnerGateway().on('DailyPlan', () => new Error('learner service down')));
    const session = phase('Sessão Diária');
    await within(session).findByText(SESSION_DEFAULTS.topic);
    expect(within(session).getByText(SESSION_DEFAULTS.song)).toBeVisible();
  });

  it('phase 5: the complementary tools', async () => {
    await openDashboard();
    const links = within(phase('Ferramentas Complementares'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/dictionary', '/socratic', '/phonetics', '/material-didatico']);
  });

  it('phase 6: practice minutes, words learned, pronunciation as a rounded percent, and the full report', async () => {
    await openDashboard();
    const metrics = phase('Progresso e Métricas');
    await within(metrics).findByText('245');
    expect(statValue(metrics, 'Minutos de prática')).toBe('245');
    expect(statValue(metrics, 'Palavras aprendidas')).toBe('87');
    expect(statValue(metrics, 'Precisão de pronúncia')).toBe('73%');
    expect(hrefOf('Ver relatório completo', metrics)).toBe('/progress');
  });

  it('phase 6: no zeros when the figures cannot be read: it says so, and the full report stays linked', async () => {
    await openDashboard(learnerGateway().on('DashboardProgress', () => new Error('learner service down')));
    const metrics = phase('Progresso e Métricas');
    expect(await within(metrics).findByRole('alert')).toHaveTextContent('Não foi possível carregar suas métricas. Recarregue a página.');
    expect(within(metrics).queryByText('Palavras aprendidas')).toBeNull();
    expect(hrefOf('Ver relatório completo', metrics)).toBe('/progress');
  });

  it('phase 6: pronunciation shows 0% before any measure', async () => {
    await openDashboard(learnerGateway({ progress: progress({ pronunciationLevel: null }) }));
    const metrics = phase('Progresso e Métricas');
    await within(metrics).findByText('245');
    expect(statValue(metrics, 'Precisão de pronúncia')).toBe('0%');
  });
});

/** The value shown under a label in a <dl>. */
function statValue(container: HTMLElement, label: string): string | null {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}
