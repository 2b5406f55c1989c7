import type { DailyPlanQuery } from '../../generated/graphql.ts';

export interface LinkCardData {
  to: string;
  title: string;
  description: string;
}

/** Spec part 1 §2 Phase 3: the five scientific modules. */
export const SCIENTIFIC_MODULES: readonly LinkCardData[] = [
  { to: '/linguistic-diagnostic', title: 'Mapeador Cognitivo-Linguístico', description: 'Descubra como o português influencia o seu inglês.' },
  { to: '/accent-lab', title: 'Laboratório de Fonética', description: 'Treine os sons que não existem em português.' },
  { to: '/american-scaffolder', title: 'Scaffold Dinâmico Americano', description: 'Aprenda com cenas de séries e filmes americanos.' },
  { to: '/neuro-scheduler', title: 'Neuro-Agendador Anti-Erro', description: 'Revise seus erros recorrentes no momento certo.' },
  { to: '/cultural-bridge', title: 'Ponte Cultural-Linguística', description: 'Expressões e costumes explicados para brasileiros.' },
];

/** Spec part 1 §2 Phase 5: the complementary tools. */
export const COMPLEMENTARY_TOOLS: readonly LinkCardData[] = [
  { to: '/dictionary', title: 'Dicionário Pessoal', description: 'Suas palavras, com tradução, pronúncia e exemplos.' },
  { to: '/socratic', title: 'Diálogos Socráticos', description: 'Converse sobre temas que você ama e reflita em inglês.' },
  { to: '/phonetics', title: 'Fonética Avançada', description: 'Grave sua voz e receba uma análise da pronúncia.' },
  { to: '/material-didatico', title: 'Material Didático', description: 'Apostilas em slides geradas por IA para o seu nível.' },
];

export type DailyPlan = DailyPlanQuery['dailyPlan'];

export interface SessionStep {
  to: string;
  title: string;
  minutes: number;
  label: string;
  /** What today's plan says, or a default when it says nothing. */
  detail: string;
}

/**
 * Spec part 1 §9: warm-up, conversation, challenge and cool-down, 5 + 10 + 3 + 5
 * minutes, unless today's plan says otherwise (an adaptive plan scales them to its daily minutes).
 */
export const SESSION_MINUTES = { warmup: 5, conversation: 10, challenge: 3, cooldown: 5 } as const;

export const sessionTotalMinutes = (steps: readonly SessionStep[]) => steps.reduce((sum, step) => sum + step.minutes, 0);

export const SESSION_DEFAULTS = {
  song: 'Uma música americana para aquecer a voz',
  topic: 'Conversa livre sobre o seu dia',
  scenario: 'Um desafio rápido do mundo real',
  focus: 'Revisão do que você praticou hoje',
} as const;

const given = (text: string | undefined): string | null => (text?.trim() ? text.trim() : null);

/** Spec part 1 §2 Phase 4: the four steps of today's session, each with its default text. */
export function sessionSteps(plan: DailyPlan | undefined): SessionStep[] {
  const song = given(plan?.warmupActivity.content.song);
  const artist = given(plan?.warmupActivity.content.artist);
  return [
    {
      to: '/lyric-translate',
      title: 'Warm-up',
      minutes: plan?.warmupActivity.minutes ?? SESSION_MINUTES.warmup,
      label: 'Música',
      detail: song ? (artist ? `"${song}" - ${artist}` : `"${song}"`) : SESSION_DEFAULTS.song,
    },
    {
      to: '/conversation',
      title: 'Conversação',
      minutes: plan?.coreActivity.minutes ?? SESSION_MINUTES.conversation,
      label: 'Tema',
      detail: given(plan?.coreActivity.topic) ?? SESSION_DEFAULTS.topic,
    },
    {
      to: '/challenges',
      title: 'Desafio',
      minutes: plan?.challengeActivity.minutes ?? SESSION_MINUTES.challenge,
      label: 'Cenário',
      detail: given(plan?.challengeActivity.scenario) ?? SESSION_DEFAULTS.scenario,
    },
    {
      to: '/cooldown',
      title: 'Cool-down',
      minutes: plan?.cooldownActivity.minutes ?? SESSION_MINUTES.cooldown,
      label: 'Foco',
      detail: given(plan?.cooldownActivity.content.focus) ?? SESSION_DEFAULTS.focus,
    },
  ];
}
