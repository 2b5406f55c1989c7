import { describe, expect, it } from 'vitest';
import { cooldownSetForFocus } from '@juba/contracts/cooldown';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { addDays } from '../time/learner-day.ts';
import { chooseDailyPlan } from './choose-plan.ts';

describe("the daily plan's cool-down focus", () => {
  it('is always a set the cool-down screen has, at the learner level, in a weak area when there is one', () => {
    const days = Array.from({ length: 20 }, (_, i) => addDays('2026-06-01', i));
    for (const englishLevel of ENGLISH_LEVELS) {
      for (const weaknessAreas of [[], ['fonética'], ['gramática'], ['vocabulário'], ['cultural'], ['listening'], ['fala']]) {
        for (const day of days) {
          const { focus } = chooseDailyPlan('ana', day, { englishLevel, weaknessAreas }).cooldownActivity.content;
          const set = cooldownSetForFocus(focus);
          expect(set, focus).toBeDefined();
          expect(set!.levels).toContain(englishLevel);
        }
      }
    }
    expect(
      cooldownSetForFocus(chooseDailyPlan('ana', '2026-06-01', { englishLevel: 'beginner', weaknessAreas: ['fala'] }).cooldownActivity.content.focus)?.area,
    ).toBe('speaking');
  });
});
