import { ENGLISH_LEVELS as LEVELS } from '@juba/contracts/english-level';
import { INTERESTS } from '@juba/contracts/learning-profile-options';
import type { EnglishLevel, LearningStyle, PrimaryGoal } from '../generated/graphql.ts';
import { enumValues } from '@juba/contracts/schema-enums';

/** Spec part 1 §2 Onboarding: the choices a learner can make, exactly as offered (the levels the contract's, held to schema.graphql's EnglishLevel here). */
export const ENGLISH_LEVELS = enumValues<EnglishLevel>()(LEVELS);
export const PRIMARY_GOALS = enumValues<PrimaryGoal>()(['business', 'social', 'academic', 'travel']);
export const LEARNING_STYLES = enumValues<LearningStyle>()(['visual', 'auditory', 'kinesthetic']);

export type Interest = (typeof INTERESTS)[number];

export const isEnglishLevel = (value: string): value is EnglishLevel => (ENGLISH_LEVELS as readonly string[]).includes(value);
export const isPrimaryGoal = (value: string): value is PrimaryGoal => (PRIMARY_GOALS as readonly string[]).includes(value);
export const isInterest = (value: string): value is Interest => (INTERESTS as readonly string[]).includes(value);
