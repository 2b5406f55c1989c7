import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { renderApp } from '../../test-support/render.tsx';
import { ScriptedLink } from '../../test-support/scripted-link.ts';
import { diagnostic, diagnosticStatus } from '../../test-support/learner-fixtures.ts';
import { AdaptivePlanPage } from './AdaptivePlanPage.tsx';

const PLAN = {
  __typename: 'AdaptivePlan',
  id: 'plan-1',
  learningStyle: 'auditivo',
  availableTime: 45,
  studyHours: 'noite',
  primaryGoal: 'Falar com clientes americanos',
  learningPreference: 'pratico',
  difficultyPreference: 'misto',
  focusAreas: ['negocios', 'cultura'],
  motivationStyle: 'progresso',
  completedCount: 2,
};

const ACTIVITY = {
  __typename: 'PlanActivity',
  id: 'act-1',
  generationId: 'gen-1',
  focusArea: 'negocios',
  title: 'Pitch de três minutos',
  moduleType: 'challenges',
  route: '/challenges',
  instruction: 'Faça o desafio do pitch de startup.',
  adaptation: 'Para quem aprende ouvindo: diga cada frase em voz alta duas vezes.',
  visualCues: ['Quatro blocos com tempo', 'Repita em voz alta o que destacou'],
  estimatedTime: 5,
};

const today = (completed: number) => ({ __typename: 'PlanProgressToday', date: '2026-07-14', completed, target: 5 });

function gateway(state: { plan: typeof PLAN | null; current?: typeof ACTIVITY | null; completed?: number; status?: ReturnType<typeof diagnosticStatus> }) {
  return new ScriptedLink()
    .on('AdaptivePlan', () => ({
      data: { adaptivePlan: state.plan, currentPlanActivity: state.current ?? null, planProgressToday: today(state.completed ?? 0) },
    }))
    .on('DiagnosticStatus', () => ({ data: { diagnosticStatus: state.status ?? diagnosticStatus() } }))
    .on('CreateAdaptivePlan', ({ input }) => {
      state.plan = { ...PLAN, ...(input as object), completedCount: 0 };
      return { data: { createAdaptivePlan: state.plan } };
    })
    .on('GeneratePlanActivities', () => ({
      data: { generatePlanActivities: { __typename: 'PlanGeneration', id: 'gen-1', status: 'PENDING', progress: 0, message: 'Na fila' } },
    }))
    .on('PlanGeneration', () => ({
      data: {
        planGeneration: {
          __typename: 'PlanGeneration',
          id: 'gen-1',
          status: 'COMPLETED',
          progress: 100,
          message: 'Atividade pronta!',
          error: null,
          activities: [ACTIVITY],
        },
      },
    }))
    .on('CompletePlanActivity', () => {
      state.current = null;
      state.completed = (state.completed ?? 0) + 1;
      return { data: { completePlanActivity: today(state.completed) } };
    })
    .on('SkipPlanActivity', () => {
      state.current = null;
      return { data: { skipPlanActivity: true } };
    });
}

const open = (link: ScriptedLink) =>
  renderApp(
    <Routes>
      <Route path="/adaptive-plan" element={<AdaptivePlanPage />} />
      <Route path="/challenges" element={<h1>Desafios</h1>} />
    </Routes>,
    { link, path: '/adaptive-plan' },
  );

describe('the adaptive plan page', () => {
  it('without a plan shows the form with the spec defaults and refuses a missing goal, then a missing focus area', async () => {
    const link = gateway({ plan: null });
    open(link);
    expect(await screen.findByRole('heading', { name: 'Nenhum Plano IA Configurado' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Visual/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Manhã/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Prático/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Gradual/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Progresso/ })).toBeChecked();
    const slider = screen.getByRole('slider', { name: /Tempo disponível por dia/ });
    expect(slider).toHaveAttribute('min', '5');
    expect(slider).toHaveAttribute('max', '120');
    expect(slider).toHaveAttribute('step', '5');
    expect(slider).toHaveValue('30');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Criar Plano IA Adaptativo' }));
    expect(await screen.findByText('Meta obrigatória')).toBeVisible();
    expect(screen.getByText('Por favor, defina sua meta de aprendizagem.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Meta principal de aprendizagem' }), 'Viajar pelos Estados Unidos');
    await user.click(screen.getByRole('button', { name: 'Criar Plano IA Adaptativo' }));
    expect(await screen.findByText('Área de foco obrigatória')).toBeVisible();
    expect(screen.getByText('Selecione pelo menos uma área para focar.')).toBeVisible();
    expect(link.callsOf('CreateAdaptivePlan')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cultura' }));
    await user.click(screen.getByRole('button', { name: 'Criar Plano IA Adaptativo' }));
    expect(await screen.findByText('Plano IA Adaptativo Criado!')).toBeVisible();
    expect(link.callsOf('CreateAdaptivePlan')[0]!.variables.input).toEqual({
      learningStyle: 'visual',
      availableTime: 30,
      studyHours: 'manha',
      primaryGoal: 'Viajar pelos Estados Unidos',
      learningPreference: 'pratico',
      difficultyPreference: 'gradual',
      focusAreas: ['cultura'],
      motivationStyle: 'progresso',
    });
    expect(await screen.findByRole('button', { name: 'Reconfigurar' })).toBeVisible();
  });

  it('prefills the form from a completed diagnostic', async () => {
    const status = diagnosticStatus({ hasCompleted: true, attemptCount: 1, diagnostic: diagnostic({ weaknessAreas: ['cultural'] }) });
    open(gateway({ plan: null, status }));
    expect(await screen.findByRole('radio', { name: /Auditivo/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Misto/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cultura' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pronúncia' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('textbox', { name: 'Meta principal de aprendizagem' })).toHaveValue(
      'Ganhar fluência e confiança no inglês americano, melhorando cultura americana.',
    );
  });

  it('shows the active plan, reconfigures or cancels, and starts the path at the first focus area', async () => {
    open(gateway({ plan: PLAN }));
    const user = userEvent.setup();
    const active = await screen.findByRole('region', { name: 'Seu Plano IA Ativo' });
    for (const text of ['Auditivo', '45 minutos', 'Prático', '2', 'Falar com clientes americanos', 'Inglês para Negócios', 'Cultura'])
      expect(within(active).getByText(text)).toBeVisible();
    for (const title of ['Como Funciona', 'Adaptação Real', 'IA Personalizada']) expect(screen.getByRole('heading', { name: title })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Progresso de Hoje' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Reconfigurar' }));
    expect(screen.getByRole('radio', { name: /Noite/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancelar e Manter Plano Atual' }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Trilha de Aprendizagem' }));
    expect(await screen.findByRole('heading', { name: 'Desafios' })).toBeVisible();
    expect(screen.getByText('Iniciando Trilha de Aprendizagem!')).toBeVisible();
  });

  it('generates an activity following the job, then completes it into Progresso de Hoje', async () => {
    const state = { plan: PLAN, current: null as typeof ACTIVITY | null, completed: 0 };
    const link = gateway(state);
    open(link);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gerar Atividade' }));
    await vi.waitFor(() => expect(link.isSubscribed('PlanGenerationUpdates')).toBe(true));
    act(() =>
      link.push('PlanGenerationUpdates', {
        data: { jobUpdates: { __typename: 'JobUpdate', jobId: 'gen-1', status: 'RUNNING', progress: 40, message: 'Escolhendo atividades' } },
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Progresso da geração da atividade' })).toHaveAttribute('aria-valuenow', '40');
    state.current = ACTIVITY;
    act(() =>
      link.push('PlanGenerationUpdates', {
        data: { jobUpdates: { __typename: 'JobUpdate', jobId: 'gen-1', status: 'COMPLETED', progress: 100, message: null } },
      }),
    );
    expect(await screen.findByText('Atividade Adaptativa Gerada!')).toBeVisible();
    const card = await screen.findByRole('region', { name: ACTIVITY.title });
    for (const text of [ACTIVITY.instruction, ACTIVITY.adaptation, ...ACTIVITY.visualCues]) expect(within(card).getByText(text)).toBeVisible();
    expect(within(card).getByRole('progressbar', { name: 'Progresso da atividade' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(card).getByRole('link', { name: 'Desafio' })).toHaveAttribute('href', '/challenges');

    await user.click(within(card).getByRole('button', { name: 'Completar Atividade' }));
    expect(await screen.findByText('Atividade Completada!')).toBeVisible();
    const todayCard = await screen.findByRole('region', { name: 'Progresso de Hoje' });
    expect(within(todayCard).getByText('1/5')).toBeVisible();
    expect(screen.queryByRole('region', { name: ACTIVITY.title })).toBeNull();
  });

  it('tells the learner when the generation fails', async () => {
    const link = gateway({ plan: PLAN }).on('GeneratePlanActivities', () => ({ errors: [{ message: 'boom' }] }));
    open(link);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Gerar Atividade' }));
    expect(await screen.findByText('Erro ao gerar atividade')).toBeVisible();
    expect(screen.getByText('Tente novamente em alguns instantes.')).toBeVisible();
  });
});
