import { describe, expect, it } from 'vitest';
import { PLAN_FOCUS_AREAS } from './adaptive-plan.ts';
import { PLAN_INPUT_MESSAGES, adaptivePlanInput } from './adaptive-plan-input.ts';

const plan = {
  learningStyle: 'auditivo',
  availableTime: 20,
  studyHours: 'noite',
  primaryGoal: '  Falar com clientes americanos  ',
  learningPreference: 'pratico',
  difficultyPreference: 'gradual',
  focusAreas: ['pronuncia', 'cultura', 'pronuncia'],
  motivationStyle: 'progresso',
};
const messages = (change: object) => adaptivePlanInput.safeParse({ ...plan, ...change }).error?.issues.map((issue) => issue.message);

describe('the plan form body (spec part 2 §5)', () => {
  it('trims the goal and keeps each focus area once, in the learner’s order', () => {
    expect(adaptivePlanInput.parse(plan)).toEqual({ ...plan, primaryGoal: 'Falar com clientes americanos', focusAreas: ['pronuncia', 'cultura'] });
  });

  it('names what is wrong, in Portuguese, once per field', () => {
    expect(messages({ primaryGoal: '   ', focusAreas: [] })).toEqual([PLAN_INPUT_MESSAGES.goalRequired, PLAN_INPUT_MESSAGES.focusRequired]);
    expect(messages({ primaryGoal: 'x'.repeat(301) })).toEqual(['A meta pode ter no máximo 300 caracteres (tem 301).']);
    for (const availableTime of [0, 7, 7.5, 125, '30']) expect(messages({ availableTime }), String(availableTime)).toEqual([PLAN_INPUT_MESSAGES.invalidTime]);
    expect(messages({ focusAreas: ['astronomia'] })).toEqual([PLAN_INPUT_MESSAGES.invalidChoice('focusAreas', PLAN_FOCUS_AREAS)]);
    expect(messages({ focusAreas: Array(PLAN_FOCUS_AREAS.length * 2 + 1).fill('cultura') })).toEqual([PLAN_INPUT_MESSAGES.unknownFocus]);
    expect(messages({ motivationStyle: undefined })).toEqual(['motivationStyle deve ser um de: progresso, conquistas, desafios, social.']);
    expect(messages({ level: 'advanced' })).toEqual(['Campos desconhecidos: level.']);
  });
});
