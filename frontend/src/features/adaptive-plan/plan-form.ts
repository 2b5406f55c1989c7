import { PLAN_TIME, type PlanFocusArea } from '@juba/contracts/adaptive-plan';
import type { AdaptivePlanInput, PlanDifficultyPreference, PlanLearningStyle } from '../../generated/graphql.ts';

/** Spec part 2 §5: the form's defaults (no goal and no focus area yet). */
export const DEFAULT_PLAN_FORM: AdaptivePlanInput = {
  learningStyle: 'visual',
  availableTime: PLAN_TIME.default,
  studyHours: 'manha',
  primaryGoal: '',
  learningPreference: 'pratico',
  difficultyPreference: 'gradual',
  focusAreas: [],
  motivationStyle: 'progresso',
};

/** Spec part 2 §9: above this a module is a strength, below WEAK a focus area. */
export const STRONG_MASTERY = 70;
export const WEAK_MASTERY = 60;

/** What the form reads of a completed placement diagnostic (diagnosticStatus). */
export interface CompletedDiagnostic {
  /** The GraphQL JSON scalar: module name to 0..100. */
  masteryByModule: unknown;
  currentLevel: string;
  weaknessAreas: readonly string[];
}

const mastery = (diagnostic: CompletedDiagnostic, module: string) => {
  const byModule = diagnostic.masteryByModule;
  const value =
    typeof byModule === 'object' && byModule !== null && Object.hasOwn(byModule, module) ? (byModule as Record<string, unknown>)[module] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** Spec part 2 §5: auditivo above 70 in phonetics, else leitura above 70 in vocabulary, else cinestesico above 70 in cultural, else visual. */
export function prefillLearningStyle(diagnostic: CompletedDiagnostic): PlanLearningStyle {
  if (mastery(diagnostic, 'phonetics') > STRONG_MASTERY) return 'auditivo';
  if (mastery(diagnostic, 'vocabulary') > STRONG_MASTERY) return 'leitura';
  if (mastery(diagnostic, 'cultural') > STRONG_MASTERY) return 'cinestesico';
  return 'visual';
}

const WEAK_AREA_FOR_MODULE: [module: string, area: PlanFocusArea][] = [
  ['phonetics', 'pronuncia'],
  ['grammar', 'gramatica'],
  ['vocabulary', 'vocabulario'],
  ['cultural', 'cultura'],
];

/** Spec part 2 §5: pronuncia, gramatica, vocabulario, cultura for phonetics, grammar, vocabulary, cultural below 60. */
export const prefillFocusAreas = (diagnostic: CompletedDiagnostic): PlanFocusArea[] =>
  WEAK_AREA_FOR_MODULE.filter(([module]) => mastery(diagnostic, module) < WEAK_MASTERY).map(([, area]) => area);

/** Spec part 2 §5: desafio for advanced or expert, misto for intermediate, otherwise gradual. */
export function prefillDifficulty(level: string): PlanDifficultyPreference {
  if (level === 'advanced' || level === 'expert') return 'desafio';
  return level === 'intermediate' ? 'misto' : 'gradual';
}

const GOAL_FOR_LEVEL: Record<string, string> = {
  beginner: 'Construir uma base sólida no inglês americano',
  intermediate: 'Ganhar fluência e confiança no inglês americano',
  advanced: 'Refinar meu inglês americano até soar natural',
  expert: 'Manter e polir meu inglês americano de nível avançado',
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The weaknesses the goal names, in this order, from the diagnostic's area labels that mention them. */
const GOAL_WEAKNESSES: [mention: string, words: string][] = [
  ['fonetica', 'pronúncia'],
  ['gramatica', 'gramática'],
  ['cultural', 'cultura americana'],
];

const joinPt = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`);

/** Spec part 2 §5: a goal sentence from the level and the weakness areas that mention fonética, gramática or cultural (Juba's wording). */
export function prefillGoal(diagnostic: CompletedDiagnostic): string {
  const labels = diagnostic.weaknessAreas.map(normalise);
  const weak = GOAL_WEAKNESSES.filter(([mention]) => labels.some((label) => label.includes(mention))).map(([, words]) => words);
  const base = GOAL_FOR_LEVEL[diagnostic.currentLevel] ?? GOAL_FOR_LEVEL.beginner!;
  return weak.length ? `${base}, melhorando ${joinPt(weak)}.` : `${base}.`;
}

/** The form as a completed diagnostic fills it in; everything else keeps the defaults. */
export function prefillPlanForm(diagnostic: CompletedDiagnostic): AdaptivePlanInput {
  return {
    ...DEFAULT_PLAN_FORM,
    learningStyle: prefillLearningStyle(diagnostic),
    focusAreas: prefillFocusAreas(diagnostic),
    difficultyPreference: prefillDifficulty(diagnostic.currentLevel),
    primaryGoal: prefillGoal(diagnostic),
  };
}
