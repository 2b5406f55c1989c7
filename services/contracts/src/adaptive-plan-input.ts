/**
 * Spec part 2 §5 plan creation: the plan form's body and its rules, with
 * Portuguese messages, for the /adaptive-plan form, the REST facade and the
 * learner service. Kept apart from the choices so that only the screen that
 * checks a plan downloads zod, and written with zod/mini, a quarter of
 * zod's size in the browser.
 */
import * as z from 'zod/mini';
import {
  PLAN_DIFFICULTY_PREFERENCES,
  PLAN_FOCUS_AREAS,
  PLAN_GOAL_MAX_LENGTH,
  PLAN_LEARNING_PREFERENCES,
  PLAN_LEARNING_STYLES,
  PLAN_MOTIVATION_STYLES,
  PLAN_STUDY_HOURS,
  PLAN_TIME,
  type PlanFocusArea,
} from './adaptive-plan.ts';
import { strictObjectMessages } from './strict-object-messages.ts';

export const PLAN_INPUT_MESSAGES = {
  goalRequired: 'Por favor, defina sua meta de aprendizagem.',
  goalTooLong: (length: number) => `A meta pode ter no máximo ${PLAN_GOAL_MAX_LENGTH} caracteres (tem ${length}).`,
  focusRequired: 'Selecione pelo menos uma área para focar.',
  unknownFocus: `Área de foco desconhecida. Use: ${PLAN_FOCUS_AREAS.join(', ')}.`,
  invalidTime: `O tempo disponível deve ser de ${PLAN_TIME.min} a ${PLAN_TIME.max} minutos, em passos de ${PLAN_TIME.step}.`,
  invalidChoice: (field: string, values: readonly string[]) => `${field} deve ser um de: ${values.join(', ')}.`,
} as const;

const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: PLAN_INPUT_MESSAGES.invalidChoice(field, values) });

const onTheSlider = (minutes: number) => Number.isInteger(minutes) && minutes >= PLAN_TIME.min && minutes <= PLAN_TIME.max && minutes % PLAN_TIME.step === 0;

/**
 * The plan as the learner sends it, every key required and no other
 * allowed. The goal comes out trimmed and the focus areas each once, in the
 * learner's order; a list longer than twice the areas cannot be a
 * learner's repeated clicks.
 */
export const adaptivePlanInput = z.strictObject(
  {
    learningStyle: oneOf('learningStyle', PLAN_LEARNING_STYLES),
    availableTime: z.number({ error: PLAN_INPUT_MESSAGES.invalidTime }).check(z.refine(onTheSlider, { error: PLAN_INPUT_MESSAGES.invalidTime })),
    studyHours: oneOf('studyHours', PLAN_STUDY_HOURS),
    primaryGoal: z
      .string({ error: PLAN_INPUT_MESSAGES.goalRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: PLAN_INPUT_MESSAGES.goalRequired }),
        z.maxLength(PLAN_GOAL_MAX_LENGTH, { error: (issue) => PLAN_INPUT_MESSAGES.goalTooLong((issue.input as string).length) }),
      ),
    learningPreference: oneOf('learningPreference', PLAN_LEARNING_PREFERENCES),
    difficultyPreference: oneOf('difficultyPreference', PLAN_DIFFICULTY_PREFERENCES),
    focusAreas: z.pipe(
      z
        .array(oneOf('focusAreas', PLAN_FOCUS_AREAS), { error: PLAN_INPUT_MESSAGES.focusRequired })
        .check(
          z.minLength(1, { error: PLAN_INPUT_MESSAGES.focusRequired }),
          z.maxLength(PLAN_FOCUS_AREAS.length * 2, { error: PLAN_INPUT_MESSAGES.unknownFocus }),
        ),
      z.transform((areas: PlanFocusArea[]) => [...new Set(areas)]),
    ),
    motivationStyle: oneOf('motivationStyle', PLAN_MOTIVATION_STYLES),
  },
  strictObjectMessages(
    'o plano como { learningStyle, availableTime, studyHours, primaryGoal, learningPreference, difficultyPreference, focusAreas, motivationStyle }',
  ),
);
