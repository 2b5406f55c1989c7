import { describe, expect, it } from 'vitest';
import { DEFAULT_PLAN_FORM, prefillDifficulty, prefillFocusAreas, prefillGoal, prefillLearningStyle, prefillPlanForm, type CompletedDiagnostic } from './plan-form.ts';

const diagnostic = (mastery: Record<string, number>, currentLevel = 'beginner', weaknessAreas: string[] = []): CompletedDiagnostic => ({
  masteryByModule: { phonetics: 65, grammar: 65, vocabulary: 65, cultural: 65, ...mastery },
  currentLevel,
  weaknessAreas,
});

describe('the plan form prefill (spec part 2 §5)', () => {
  it('starts from the spec defaults', () => {
    expect(DEFAULT_PLAN_FORM).toEqual({
      learningStyle: 'visual',
      availableTime: 30,
      studyHours: 'manha',
      primaryGoal: '',
      learningPreference: 'pratico',
      difficultyPreference: 'gradual',
      focusAreas: [],
      motivationStyle: 'progresso',
    });
  });

  it('chooses the style from phonetics, then vocabulary, then cultural, each strictly above 70', () => {
    expect(prefillLearningStyle(diagnostic({ phonetics: 71, vocabulary: 90, cultural: 90 }))).toBe('auditivo');
    expect(prefillLearningStyle(diagnostic({ phonetics: 70, vocabulary: 71, cultural: 90 }))).toBe('leitura');
    expect(prefillLearningStyle(diagnostic({ phonetics: 70, vocabulary: 70, cultural: 71 }))).toBe('cinestesico');
    expect(prefillLearningStyle(diagnostic({ phonetics: 70, vocabulary: 70, cultural: 70 }))).toBe('visual');
    expect(prefillLearningStyle({ masteryByModule: {}, currentLevel: 'beginner', weaknessAreas: [] })).toBe('visual');
  });

  it('adds a focus area for each of phonetics, grammar, vocabulary, cultural strictly below 60', () => {
    expect(prefillFocusAreas(diagnostic({ phonetics: 59, grammar: 59, vocabulary: 59, cultural: 59 }))).toEqual(['pronuncia', 'gramatica', 'vocabulario', 'cultura']);
    expect(prefillFocusAreas(diagnostic({ phonetics: 60, grammar: 60, vocabulary: 60, cultural: 60 }))).toEqual([]);
    expect(prefillFocusAreas(diagnostic({ grammar: 59.9 }))).toEqual(['gramatica']);
    expect(prefillFocusAreas(diagnostic({ cultural: 0, phonetics: 100 }))).toEqual(['cultura']);
  });

  it('prefers desafio for advanced and expert, misto for intermediate, gradual otherwise', () => {
    expect(prefillDifficulty('expert')).toBe('desafio');
    expect(prefillDifficulty('advanced')).toBe('desafio');
    expect(prefillDifficulty('intermediate')).toBe('misto');
    expect(prefillDifficulty('beginner')).toBe('gradual');
    expect(prefillDifficulty('unknown')).toBe('gradual');
  });

  it('writes a goal from the level and the weaknesses that mention fonética, gramática or cultural', () => {
    expect(prefillGoal(diagnostic({}, 'beginner'))).toBe('Construir uma base sólida no inglês americano.');
    expect(prefillGoal(diagnostic({}, 'intermediate', ['gramática']))).toBe('Ganhar fluência e confiança no inglês americano, melhorando gramática.');
    expect(prefillGoal(diagnostic({}, 'advanced', ['cultural', 'fonética', 'vocabulário']))).toBe(
      'Refinar meu inglês americano até soar natural, melhorando pronúncia e cultura americana.',
    );
    expect(prefillGoal(diagnostic({}, 'expert', ['Fonética', 'Gramática', 'Cultural']))).toBe(
      'Manter e polir meu inglês americano de nível avançado, melhorando pronúncia, gramática e cultura americana.',
    );
  });

  it('fills the form and keeps the other defaults', () => {
    expect(prefillPlanForm(diagnostic({ phonetics: 80, grammar: 40 }, 'intermediate', ['gramática']))).toEqual({
      ...DEFAULT_PLAN_FORM,
      learningStyle: 'auditivo',
      focusAreas: ['gramatica'],
      difficultyPreference: 'misto',
      primaryGoal: 'Ganhar fluência e confiança no inglês americano, melhorando gramática.',
    });
  });
});
