import { describe, expect, it } from 'vitest';
import { dailyPlan } from '../../test-support/learner-fixtures.ts';
import { SESSION_MINUTES, sessionSteps, sessionTotalMinutes } from './phases.ts';

describe('the daily session steps (spec part 1 §2 Phase 4)', () => {
  it("take their minutes from today's plan, which an adaptive plan scales to its daily time", () => {
    const plan = dailyPlan();
    const scaled = {
      ...plan,
      warmupActivity: { ...plan.warmupActivity, minutes: 13 },
      coreActivity: { ...plan.coreActivity, minutes: 26 },
      challengeActivity: { ...plan.challengeActivity, minutes: 8 },
      cooldownActivity: { ...plan.cooldownActivity, minutes: 13 },
    };
    const steps = sessionSteps(scaled);
    expect(steps.map((s) => s.minutes)).toEqual([13, 26, 8, 13]);
    expect(sessionTotalMinutes(steps)).toBe(60);
  });

  it('fall back to 5 + 10 + 3 + 5 = 23 minutes without a plan', () => {
    const steps = sessionSteps(undefined);
    expect(steps.map((s) => s.minutes)).toEqual(Object.values(SESSION_MINUTES));
    expect(sessionTotalMinutes(steps)).toBe(23);
  });
});
