import { createHash } from 'node:crypto';
import { CONVERSATION_THEME_LABELS } from '@juba/contracts/conversation';
import type { DailyPlan, EnglishLevel, PrimaryGoal } from '../generated/graphql.ts';
import { isEnglishLevel, isInterest, isPrimaryGoal, type Interest } from '../onboarding/learning-profile-options.ts';
import type { LearnerDay } from '../time/learner-day.ts';
import {
  CHALLENGE_IDS,
  CHALLENGES_FOR_GOAL,
  CHALLENGE_DIFFICULTY,
  CHALLENGE_SCENARIOS,
  DIFFICULTIES_FOR_LEVEL,
  type ChallengeId,
} from '../challenges/catalogue.ts';
import {
  CONVERSATION_PROMPTS,
  COOLDOWN_FOCUSES,
  DEFAULT_LEVEL,
  FOCUS_AREAS,
  FOCUS_AREA_PATTERNS,
  THEMES_FOR_GOAL,
  THEMES_FOR_INTEREST,
  WARMUP_SONGS,
  type FocusArea,
} from './bank.ts';
import { planChallenges, planCooldownAreas, planThemes, scaleMinutes, type AdaptivePlanInputs } from './plan-focus.ts';

/** Spec part 1 §9: 5 + 10 + 3 + 5 = 23 minutes. */
export const DAILY_MINUTES = { warmup: 5, core: 10, challenge: 3, cooldown: 5 } as const;

/** What the plan is chosen from; any part may be missing (no profile, no diagnostic yet). */
export interface PlanInputs {
  englishLevel?: string | null;
  primaryGoal?: string | null;
  interests?: readonly string[];
  weaknessAreas?: readonly string[];
  /** The learner's adaptive plan: its focus areas and daily minutes lead where it has something to say. */
  adaptivePlan?: AdaptivePlanInputs | null;
}

/**
 * One pick per step, seeded by learner, day and step: the same learner sees
 * the same plan all day (and on every device), the next day brings a new draw,
 * and two learners with the same profile do not all get the same song.
 */
function seededPick<T>(seed: string, step: string, options: readonly T[]): T {
  if (options.length === 0) throw new Error(`daily plan: no ${step} option to choose from`);
  const digest = createHash('sha256').update(`${seed}|${step}`).digest();
  return options[digest.readUInt32BE(0) % options.length]!;
}

/** Keeps the options with the best score; ties all stay in the draw. */
function best<T>(options: readonly T[], score: (option: T) => number): T[] {
  const scored = options.map((option) => ({ option, score: score(option) }));
  const top = Math.max(...scored.map((s) => s.score));
  return scored.filter((s) => s.score === top).map((s) => s.option);
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The focus areas a diagnostic's weakness labels name, in the order given. */
export function focusAreasOf(weaknessAreas: readonly string[]): FocusArea[] {
  const named = weaknessAreas.flatMap((label) => FOCUS_AREAS.filter((area) => FOCUS_AREA_PATTERNS[area].test(normalise(label))));
  return [...new Set(named)];
}

/** What the draws read from the inputs, with the defaults for what is missing. */
function learnerChoices(inputs: PlanInputs | null) {
  const level: EnglishLevel = inputs?.englishLevel && isEnglishLevel(inputs.englishLevel) ? inputs.englishLevel : DEFAULT_LEVEL;
  const goal: PrimaryGoal | null = inputs?.primaryGoal && isPrimaryGoal(inputs.primaryGoal) ? inputs.primaryGoal : null;
  const interests = (inputs?.interests ?? []).filter(isInterest);
  const speaksTo = (tags: readonly Interest[] | undefined) => (tags ?? []).some((t) => interests.includes(t));
  return { level, goal, interests, speaksTo };
}

export function chooseDailyPlan(userId: string, date: LearnerDay, inputs: PlanInputs | null): DailyPlan {
  const { level, goal, interests, speaksTo } = learnerChoices(inputs);
  const seed = `${userId}|${date}`;

  const goalThemes = goal ? THEMES_FOR_GOAL[goal] : [];
  const interestThemes = new Set(interests.flatMap((i) => THEMES_FOR_INTEREST[i]));
  const focusThemes = planThemes(inputs?.adaptivePlan);
  const prompt = seededPick(
    seed,
    'core',
    best(
      CONVERSATION_PROMPTS.filter((p) => p.levels.includes(level)),
      (p) =>
        (focusThemes.has(p.theme) ? 8 : 0) + (goalThemes.includes(p.theme) ? 2 : 0) + (interestThemes.has(p.theme) ? 1 : 0) + (speaksTo(p.interests) ? 2 : 0),
    ),
  );

  const goalChallenges = goal ? CHALLENGES_FOR_GOAL[goal] : [];
  const focusChallenges = planChallenges(inputs?.adaptivePlan);
  const scenario = seededPick(
    seed,
    'challenge',
    best(
      CHALLENGE_SCENARIOS.filter((s) => s.levels.includes(level)),
      (s) =>
        (focusChallenges.has(s.challengeId) ? 8 : 0) +
        (goalChallenges.includes(s.challengeId) ? 4 : 0) +
        (DIFFICULTIES_FOR_LEVEL[level].includes(CHALLENGE_DIFFICULTY[s.challengeId]) ? 2 : 0) +
        (speaksTo(s.interests) ? 1 : 0),
    ),
  );

  // The plan's own areas first: the learner chose them; the diagnostic's weaknesses otherwise.
  const planAreas = planCooldownAreas(inputs?.adaptivePlan);
  const weakAreas = planAreas.length ? planAreas : focusAreasOf(inputs?.weaknessAreas ?? []);
  const levelFocuses = COOLDOWN_FOCUSES.filter((f) => f.levels.includes(level));
  const weakFocuses = levelFocuses.filter((f) => weakAreas.includes(f.area));
  const focus = seededPick(seed, 'cooldown', weakFocuses.length ? weakFocuses : levelFocuses);

  const minutes = inputs?.adaptivePlan ? scaleMinutes(DAILY_MINUTES, inputs.adaptivePlan.availableTime) : DAILY_MINUTES;
  return {
    date,
    warmupActivity: { minutes: minutes.warmup, content: { ...seededPick(seed, 'warmup', WARMUP_SONGS[level]) } },
    coreActivity: { minutes: minutes.core, topic: `${CONVERSATION_THEME_LABELS[prompt.theme]}: ${prompt.prompt}` },
    challengeActivity: { minutes: minutes.challenge, scenario: scenario.scenario, challengeId: scenario.challengeId },
    cooldownActivity: { minutes: minutes.cooldown, content: { focus: focus.focus } },
  };
}

/**
 * The scenario each built-in challenge is offered with today: today's plan
 * pick for the plan's challenge, and for the others a draw made the same way
 * (the learner's level, scenarios about their interests first, stable all day).
 */
export function chooseChallengeScenarios(userId: string, date: LearnerDay, inputs: PlanInputs | null): Record<ChallengeId, string> {
  const planned = chooseDailyPlan(userId, date, inputs).challengeActivity;
  const { level, speaksTo } = learnerChoices(inputs);
  const scenarioFor = (id: ChallengeId) =>
    id === planned.challengeId
      ? planned.scenario
      : seededPick(
          `${userId}|${date}`,
          `challenge:${id}`,
          best(
            CHALLENGE_SCENARIOS.filter((s) => s.challengeId === id && s.levels.includes(level)),
            (s) => (speaksTo(s.interests) ? 1 : 0),
          ),
        ).scenario;
  return Object.fromEntries(CHALLENGE_IDS.map((id) => [id, scenarioFor(id)])) as Record<ChallengeId, string>;
}
