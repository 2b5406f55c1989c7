import { describe, expect, it } from 'vitest';
import { PLAN_FOCUS_AREAS, PLAN_MODULES } from '@juba/contracts/adaptive-plan';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { seededRandom } from '../offline/random.ts';
import { OfflineAiProvider } from '../offline/offline-provider.ts';
import { PLAN_BANK } from './bank.ts';
import { activityCount, composePlanActivities, focusOrder, levelsFor } from './compose.ts';
import { generatedPlanActivitiesSchema, type PlanActivityRequest } from './types.ts';

const request = (overrides: Partial<PlanActivityRequest['plan']> = {}, rest: Partial<Omit<PlanActivityRequest, 'plan'>> = {}): PlanActivityRequest => ({
  plan: {
    learningStyle: 'visual',
    availableTime: 30,
    learningPreference: 'pratico',
    difficultyPreference: 'gradual',
    focusAreas: ['pronuncia'],
    primaryGoal: 'Falar com clientes americanos',
    ...overrides,
  },
  level: 'intermediate',
  recentMistakes: [],
  servedTemplateIds: [],
  ...rest,
});

describe('the offline plan generator', () => {
  it('writes one activity per 10 minutes of the day, at most 3, together within the daily minutes', () => {
    for (const availableTime of [5, 10, 15, 20, 25, 30, 45, 60, 120]) {
      const activities = composePlanActivities(request({ availableTime, focusAreas: ['conversacao', 'gramatica', 'cultura'] }), seededRandom(availableTime));
      expect(activities).toHaveLength(activityCount(availableTime));
      expect(activities.reduce((sum, a) => sum + a.estimatedTime, 0)).toBeLessThanOrEqual(availableTime);
      expect(generatedPlanActivitiesSchema.safeParse(activities).success).toBe(true);
    }
    expect([5, 19, 20, 29, 30, 120].map(activityCount)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('follows the focus areas, with the route of the module that runs each activity', () => {
    const activities = composePlanActivities(request({ focusAreas: ['negocios', 'cultura'] }), seededRandom(1));
    expect(new Set(activities.map((a) => a.focusArea))).toEqual(new Set(['negocios', 'cultura']));
    for (const a of activities) expect(a.route).toBe(PLAN_MODULES[a.moduleType].route);
  });

  it('has activities for every focus area, cultura included, at every level', () => {
    for (const focus of PLAN_FOCUS_AREAS) {
      for (const level of ENGLISH_LEVELS) {
        expect(PLAN_BANK.filter((t) => t.focus === focus && t.levels.includes(level)).length, `${focus} ${level}`).toBeGreaterThanOrEqual(2);
      }
    }
    expect(new Set(PLAN_BANK.map((t) => t.id)).size).toBe(PLAN_BANK.length);
  });

  it('repeats no activity for a learner until the bank of that focus at their level is used up', () => {
    const bankSize = PLAN_BANK.filter((t) => t.focus === 'pronuncia' && t.levels.includes('intermediate')).length;
    const served: string[] = [];
    for (let i = 0; i < bankSize; i++) {
      const [activity] = composePlanActivities(request({ availableTime: 5 }, { servedTemplateIds: served }), seededRandom(i));
      expect(served).not.toContain(activity!.templateId);
      served.push(activity!.templateId);
    }
    // The round is over: the next one draws from the whole bank of the focus again.
    const [next] = composePlanActivities(request({ availableTime: 5 }, { servedTemplateIds: served }), seededRandom(99));
    expect(served).toContain(next!.templateId);
  });

  it('practises the newest mistake first, quoting it in the instruction', () => {
    const mistakes = [
      { errorType: 'grammar' as const, specificError: 'I have 25 years', correctForm: 'I am 25 years old' },
      { errorType: 'pronunciation' as const, specificError: 'fink', correctForm: 'think' },
    ];
    const [first, second] = composePlanActivities(
      request({ availableTime: 20, focusAreas: ['pronuncia', 'gramatica'] }, { recentMistakes: mistakes }),
      seededRandom(3),
    );
    expect(first!.focusArea).toBe('gramatica');
    expect(first!.instruction).toContain('você disse "I have 25 years"; o certo é "I am 25 years old"');
    expect(second!.focusArea).toBe('pronuncia');
    expect(second!.instruction).toContain('"fink"');
    const none = composePlanActivities(request({ focusAreas: ['negocios'] }, { recentMistakes: [mistakes[1]!] }), seededRandom(3));
    expect(none.every((a) => !a.instruction.includes('fink'))).toBe(true);
  });

  it('goes round the focus areas from one generation to the next', () => {
    const plan = { availableTime: 5, focusAreas: ['conversacao', 'gramatica', 'vocabulario'] as const };
    expect(focusOrder(request({ ...plan, focusAreas: [...plan.focusAreas] }), 1)).toEqual(['conversacao']);
    expect(focusOrder(request({ ...plan, focusAreas: [...plan.focusAreas] }, { servedTemplateIds: ['a'] }), 1)).toEqual(['gramatica']);
    expect(focusOrder(request({ ...plan, focusAreas: [...plan.focusAreas] }, { servedTemplateIds: ['a', 'b'] }), 3)).toEqual([
      'vocabulario',
      'conversacao',
      'gramatica',
    ]);
  });

  it('adapts to the learning style and preference', () => {
    const [visual] = composePlanActivities(request({ availableTime: 5 }), seededRandom(4));
    const [auditivo] = composePlanActivities(request({ availableTime: 5, learningStyle: 'auditivo', learningPreference: 'teorico' }), seededRandom(4));
    expect(visual!.adaptation).toMatch(/^Para quem aprende vendo/);
    expect(auditivo!.adaptation).toMatch(/^Para quem aprende ouvindo.*Com teoria/);
    expect(visual!.visualCues).toContain('Cores diferentes para o que é novo');
  });

  it('draws from the levels the difficulty preference allows', () => {
    expect(levelsFor('beginner', 'gradual')).toEqual(['beginner']);
    expect(levelsFor('intermediate', 'misto')).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(levelsFor('advanced', 'desafio')).toEqual(['advanced']);
    expect(levelsFor('beginner', 'desafio')).toEqual(['beginner', 'intermediate']);
  });

  it('is the offline provider’s generatePlanActivities, with progress', async () => {
    const progress: number[] = [];
    const activities = await new OfflineAiProvider({ random: seededRandom(5) }).generatePlanActivities(request(), {
      onProgress: (p) => void progress.push(p.progress),
    });
    expect(activities).toHaveLength(3);
    expect(progress.at(-1)).toBe(100);
  });
});
