import { PLAN_FOCUS_AREAS, type PlanFocusArea } from '@juba/contracts/adaptive-plan';
import type { ConversationTheme } from '@juba/contracts/conversation';
import type { ChallengeId } from '../challenges/catalogue.ts';
import type { FocusArea } from './bank.ts';

/**
 * How the learner's adaptive plan steers the daily session (spec part 2
 * §2.12, part 1 §2 Phase 4): its focus areas choose the conversation theme,
 * the challenge and the cool-down focus; its daily minutes the length of the steps.
 */
export interface AdaptivePlanInputs {
  focusAreas: readonly string[];
  /** Minutes per day, 5..120. */
  availableTime: number;
}

/** Themes whose prompts train a focus area; areas not named here leave the theme to the goal and interests. */
const THEMES_FOR_PLAN_FOCUS: Partial<Record<PlanFocusArea, ConversationTheme[]>> = {
  negocios: ['business', 'technology'],
  cultura: ['travel', 'food', 'movies'],
  escuta: ['movies', 'sports'],
  leitura: ['movies'],
};

const CHALLENGES_FOR_PLAN_FOCUS: Partial<Record<PlanFocusArea, ChallengeId[]>> = {
  negocios: ['startup-pitch', 'job-interview', 'tech-presentation'],
  conversacao: ['casual-debate', 'job-interview'],
  escrita: ['tech-presentation'],
};

const COOLDOWN_AREA_FOR_PLAN_FOCUS: Record<PlanFocusArea, FocusArea> = {
  conversacao: 'speaking',
  gramatica: 'grammar',
  vocabulario: 'vocabulary',
  pronuncia: 'pronunciation',
  escuta: 'listening',
  leitura: 'vocabulary',
  escrita: 'grammar',
  negocios: 'speaking',
  cultura: 'culture',
};

const known = (areas: readonly string[]) => areas.filter((a): a is PlanFocusArea => (PLAN_FOCUS_AREAS as readonly string[]).includes(a));

export const planThemes = (plan: AdaptivePlanInputs | null | undefined) =>
  new Set(known(plan?.focusAreas ?? []).flatMap((a) => THEMES_FOR_PLAN_FOCUS[a] ?? []));
export const planChallenges = (plan: AdaptivePlanInputs | null | undefined) =>
  new Set(known(plan?.focusAreas ?? []).flatMap((a) => CHALLENGES_FOR_PLAN_FOCUS[a] ?? []));
export const planCooldownAreas = (plan: AdaptivePlanInputs | null | undefined) => [
  ...new Set(known(plan?.focusAreas ?? []).map((a) => COOLDOWN_AREA_FOR_PLAN_FOCUS[a])),
];

/**
 * The session's steps scaled to `total` minutes in their usual proportions
 * (largest remainders first), each at least a minute, adding up to `total` exactly.
 */
export function scaleMinutes<K extends string>(base: Record<K, number>, total: number): Record<K, number> {
  const keys = Object.keys(base) as K[];
  const sum = keys.reduce((s, k) => s + base[k], 0);
  const exact = keys.map((k) => ({ k, exact: (base[k] * total) / sum }));
  const scaled = Object.fromEntries(exact.map(({ k, exact: e }) => [k, Math.max(1, Math.floor(e))])) as Record<K, number>;
  let left = total - keys.reduce((s, k) => s + scaled[k], 0);
  for (const { k } of [...exact].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
    if (left <= 0) break;
    scaled[k]++;
    left--;
  }
  return scaled;
}
