import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABLE_TIME } from '@juba/contracts/learning-profile-options';
import { EMPTY_ANSWERS, answersFrom, isStepAnswered, toProfileInput, type Answers } from './onboarding-steps.ts';

const complete: Answers = { englishLevel: 'beginner', primaryGoal: 'social', interests: ['Cars'], availableTime: 10, learningStyle: 'visual' };

describe('onboarding steps', () => {
  it('start unanswered except the time, the default', () => {
    expect([1, 2, 3, 4, 5].map((step) => isStepAnswered(step, EMPTY_ANSWERS))).toEqual([false, false, false, true, false]);
    expect(EMPTY_ANSWERS.availableTime).toBe(DEFAULT_AVAILABLE_TIME);
  });

  it('need a level, a goal, one interest, a time above 0 and a style', () => {
    expect([1, 2, 3, 4, 5].map((step) => isStepAnswered(step, complete))).toEqual([true, true, true, true, true]);
    expect(isStepAnswered(4, { ...complete, availableTime: 0 })).toBe(false);
    expect(isStepAnswered(3, { ...complete, interests: [] })).toBe(false);
  });

  it('become the profile input only when every step is answered', () => {
    expect(toProfileInput(complete)).toEqual(complete);
    expect(toProfileInput({ ...complete, learningStyle: '' })).toBeNull();
    expect(toProfileInput({ ...complete, availableTime: 0 })).toBeNull();
  });

  it('start from a saved profile, leaving out what it lacks', () => {
    const profile = {
      englishLevel: 'advanced' as const,
      primaryGoal: null,
      interests: ['Books'],
      availableTime: 0,
      learningStyle: null,
      onboardingCompleted: false,
      strengthAreas: [],
      weaknessAreas: [],
    };
    expect(answersFrom(profile)).toEqual({ englishLevel: 'advanced', primaryGoal: '', interests: ['Books'], availableTime: 15, learningStyle: '' });
    expect(answersFrom(null)).toEqual(EMPTY_ANSWERS);
  });
});
