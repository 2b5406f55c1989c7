import { AVAILABLE_TIMES, DEFAULT_AVAILABLE_TIME } from '@juba/contracts/learning-profile-options';
import type { EnglishLevel, LearningProfileInput, LearningStyle, PrimaryGoal } from '../../generated/graphql.ts';
import type { LearningProfile } from '../../lib/learner/learning-profile.ts';

import type { Choice } from '../../lib/ui/ChoiceList.tsx';

/** Spec part 1 §2 Onboarding. */
export const STEP_TITLES = ['English Level', 'Goals', 'Interests', 'Schedule', 'Learning Style'] as const;
export const STEP_COUNT = STEP_TITLES.length;

export const LEVEL_CHOICES: readonly Choice<EnglishLevel>[] = [
  { value: 'beginner', label: 'Beginner', description: 'I know some words and simple phrases.' },
  { value: 'intermediate', label: 'Intermediate', description: 'I can hold simple conversations.' },
  { value: 'advanced', label: 'Advanced', description: 'I speak with confidence and want to sound natural.' },
];

export const GOAL_CHOICES: readonly Choice<PrimaryGoal>[] = [
  { value: 'business', label: 'Business Communication', description: 'Meetings, pitches and e-mails at work.' },
  { value: 'social', label: 'Social Conversations', description: 'Small talk, friends and everyday life.' },
  { value: 'academic', label: 'Academic/Technical', description: 'Studies, papers and technical talks.' },
  { value: 'travel', label: 'Travel & Culture', description: 'Trips, culture and getting around in the US.' },
];

/** Spec part 1 §9: minutes per day. */
export const TIME_CHOICES: readonly Choice<number>[] = AVAILABLE_TIMES.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }));

export const STYLE_CHOICES: readonly Choice<LearningStyle>[] = [
  { value: 'visual', label: 'Visual', description: 'Images, charts and written examples.' },
  { value: 'auditory', label: 'Auditory', description: 'Listening, repeating and speaking out loud.' },
  { value: 'kinesthetic', label: 'Hands-on', description: 'Practice, role-play and real tasks.' },
];

export interface Answers {
  englishLevel: EnglishLevel | '';
  primaryGoal: PrimaryGoal | '';
  interests: string[];
  availableTime: number;
  learningStyle: LearningStyle | '';
}

export const EMPTY_ANSWERS: Answers = { englishLevel: '', primaryGoal: '', interests: [], availableTime: DEFAULT_AVAILABLE_TIME, learningStyle: '' };

/** A profile the learner already has fills the form; what it lacks stays unanswered. */
export function answersFrom(profile: LearningProfile | null | undefined): Answers {
  if (!profile) return EMPTY_ANSWERS;
  return {
    englishLevel: profile.englishLevel,
    primaryGoal: profile.primaryGoal ?? '',
    interests: [...profile.interests],
    availableTime: profile.availableTime > 0 ? profile.availableTime : DEFAULT_AVAILABLE_TIME,
    learningStyle: profile.learningStyle ?? '',
  };
}

/** Spec part 1 §4: Continue is enabled only when the step (1..5) is answered. */
export function isStepAnswered(step: number, answers: Answers): boolean {
  switch (step) {
    case 1:
      return answers.englishLevel !== '';
    case 2:
      return answers.primaryGoal !== '';
    case 3:
      return answers.interests.length >= 1;
    case 4:
      return answers.availableTime > 0;
    case 5:
      return answers.learningStyle !== '';
    default:
      return false;
  }
}

/** The answers as the server takes them, once every step is answered. */
export function toProfileInput(answers: Answers): LearningProfileInput | null {
  const { englishLevel, primaryGoal, learningStyle, interests, availableTime } = answers;
  if (englishLevel === '' || primaryGoal === '' || learningStyle === '' || interests.length === 0 || availableTime <= 0) return null;
  return { englishLevel, primaryGoal, interests, availableTime, learningStyle };
}
