import { z } from 'zod';
import {
  PLAN_FOCUS_AREAS,
  PLAN_MODULE_IDS,
  type PlanDifficultyPreference,
  type PlanFocusArea,
  type PlanLearningPreference,
  type PlanLearningStyle,
} from '@juba/contracts/adaptive-plan';
import { ENGLISH_LEVELS, type EnglishLevel } from '@juba/contracts/english-level';
import type { ErrorType } from '@juba/contracts/jobs';
import type { AiProviderName } from '../provider-name.ts';
import type { GenerationProgress } from '../progress.ts';

/** A plan is pitched at the learner's level, as the learning profile stores it. */
export const PLAN_LEVELS = ENGLISH_LEVELS;
export type PlanLevel = EnglishLevel;

/** A mistake the learner made recently (tutor corrections, pronunciation), newest first. */
export interface RecentMistake {
  errorType: ErrorType;
  specificError: string;
  correctForm: string;
}

/** What the plan-generation job asks for: the plan, the level and the mistakes, and what this learner was already given. */
export interface PlanActivityRequest {
  plan: {
    learningStyle: PlanLearningStyle;
    /** Minutes per day: the activities together fit in it. */
    availableTime: number;
    learningPreference: PlanLearningPreference;
    difficultyPreference: PlanDifficultyPreference;
    focusAreas: readonly PlanFocusArea[];
    primaryGoal: string;
  };
  level: PlanLevel;
  recentMistakes: readonly RecentMistake[];
  /** Curated templates already served to this learner (the offline bank does not repeat them). */
  servedTemplateIds: readonly string[];
}

/** Spec part 2 §3 Generated activity (without its id, which the job gives it), with the module that runs it. */
export const generatedPlanActivitySchema = z.object({
  /** The curated template it came from; a model's activities get `gen-` ids. */
  templateId: z.string().min(1).max(100),
  focusArea: z.enum(PLAN_FOCUS_AREAS),
  title: z.string().trim().min(1).max(120),
  moduleType: z.enum(PLAN_MODULE_IDS),
  /** The route of the module, from PLAN_MODULES. */
  route: z.string().min(1).max(60),
  instruction: z.string().trim().min(1).max(800),
  adaptation: z.string().trim().min(1).max(400),
  visualCues: z.array(z.string().trim().min(1).max(200)).min(1).max(5),
  /** Minutes, within the plan's daily minutes. */
  estimatedTime: z.number().int().min(1).max(120),
});
export type GeneratedPlanActivity = z.infer<typeof generatedPlanActivitySchema>;

/** A generation holds this many activities at most; the screen shows the first. */
export const MAX_PLAN_ACTIVITIES = 3;

export const generatedPlanActivitiesSchema = z.array(generatedPlanActivitySchema).min(1).max(MAX_PLAN_ACTIVITIES);

/** Writes the adaptive plan's next activities (the plan-generation worker needs only this). */
export interface PlanActivityGenerator {
  readonly name: AiProviderName;
  generatePlanActivities(
    request: PlanActivityRequest,
    opts: { onProgress?: (p: GenerationProgress) => void | Promise<void>; signal?: AbortSignal },
  ): Promise<GeneratedPlanActivity[]>;
}
