/**
 * Spec part 2 §3 Adaptive plan and §5 plan creation: one list of each choice
 * for the /adaptive-plan form, the learner service's validation and the
 * activity generator.
 */
export const PLAN_LEARNING_STYLES = ['visual', 'auditivo', 'cinestesico', 'leitura'] as const;
export type PlanLearningStyle = (typeof PLAN_LEARNING_STYLES)[number];

export const PLAN_STUDY_HOURS = ['manha', 'tarde', 'noite', 'madrugada'] as const;
export type PlanStudyHours = (typeof PLAN_STUDY_HOURS)[number];

export const PLAN_LEARNING_PREFERENCES = ['rapido', 'detalhado', 'pratico', 'teorico'] as const;
export type PlanLearningPreference = (typeof PLAN_LEARNING_PREFERENCES)[number];

export const PLAN_DIFFICULTY_PREFERENCES = ['gradual', 'misto', 'desafio'] as const;
export type PlanDifficultyPreference = (typeof PLAN_DIFFICULTY_PREFERENCES)[number];

/** The spec names only the default, progresso; the other three are Juba's. */
export const PLAN_MOTIVATION_STYLES = ['progresso', 'conquistas', 'desafios', 'social'] as const;
export type PlanMotivationStyle = (typeof PLAN_MOTIVATION_STYLES)[number];

/**
 * The form's eight focus areas plus 'cultura', which the spec's prefill rules
 * add for a weak cultural mastery although the form's list lacks it: Juba
 * offers it as a ninth area.
 */
export const PLAN_FOCUS_AREAS = ['conversacao', 'gramatica', 'vocabulario', 'pronuncia', 'escuta', 'leitura', 'escrita', 'negocios', 'cultura'] as const;
export type PlanFocusArea = (typeof PLAN_FOCUS_AREAS)[number];

export const PLAN_FOCUS_AREA_LABELS: Record<PlanFocusArea, string> = {
  conversacao: 'Conversação',
  gramatica: 'Gramática',
  vocabulario: 'Vocabulário',
  pronuncia: 'Pronúncia',
  escuta: 'Compreensão Auditiva',
  leitura: 'Leitura',
  escrita: 'Escrita',
  negocios: 'Inglês para Negócios',
  cultura: 'Cultura',
};

/** Spec part 2 §5 and §9: the time slider. */
export const PLAN_TIME = { min: 5, max: 120, step: 5, default: 30 } as const;

/** Spec part 2 §9: 'Progresso de Hoje' counts towards this many activities. */
export const PLAN_DAILY_TARGET = 5;

/** Flow points a completed plan activity earns per minute of its estimated time. */
export const PLAN_FLOW_POINTS_PER_MINUTE = 5;

/** A goal is one sentence or two, not an essay. */
export const PLAN_GOAL_MAX_LENGTH = 300;

/**
 * Spec part 2 §7, after 'Iniciar Trilha de Aprendizagem': the first focus
 * area chooses the route; anything else (cultura included, which the spec's
 * list does not name) goes to /conversation.
 */
const FOCUS_AREA_ROUTES: Partial<Record<string, string>> = {
  conversacao: '/conversation',
  gramatica: '/socratic',
  vocabulario: '/dictionary',
  pronuncia: '/phonetics',
  escuta: '/conversation',
  leitura: '/material-didatico',
  escrita: '/socratic',
  negocios: '/challenges',
};

export const DEFAULT_PLAN_ROUTE = '/conversation';

export function learningPathRoute(focusAreas: readonly string[]): string {
  const first = focusAreas[0];
  return (first !== undefined && Object.hasOwn(FOCUS_AREA_ROUTES, first) ? FOCUS_AREA_ROUTES[first] : undefined) ?? DEFAULT_PLAN_ROUTE;
}

/** The modules a generated activity may send the learner to, with their routes (spec part 2 §1 route table, part 1 §2). */
export const PLAN_MODULES = {
  conversation: { route: '/conversation', label: 'Conversação com o tutor' },
  challenges: { route: '/challenges', label: 'Desafio' },
  phonetics: { route: '/phonetics', label: 'Fonética Avançada' },
  'accent-lab': { route: '/accent-lab', label: 'Laboratório de Fonética' },
  dictionary: { route: '/dictionary', label: 'Dicionário Pessoal' },
  socratic: { route: '/socratic', label: 'Diálogos Socráticos' },
  'lyric-translate': { route: '/lyric-translate', label: 'Warm-up com música' },
  cooldown: { route: '/cooldown', label: 'Cool-down' },
  'cultural-bridge': { route: '/cultural-bridge', label: 'Ponte Cultural-Linguística' },
  'american-scaffolder': { route: '/american-scaffolder', label: 'Scaffolder Dinâmico Americano' },
  'material-didatico': { route: '/material-didatico', label: 'Material Didático' },
} as const;
export type PlanModule = keyof typeof PLAN_MODULES;
export const PLAN_MODULE_IDS = Object.keys(PLAN_MODULES) as [PlanModule, ...PlanModule[]];
