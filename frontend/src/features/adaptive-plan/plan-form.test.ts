import { describe, expect, it } from 'vitest';
import { PLAN_TIME } from '@juba/contracts/adaptive-plan';
import {
  DEFAULT_PLAN_FORM,
  STRONG_MASTERY,
  WEAK_MASTERY,
  prefillDifficulty,
  prefillFocusAreas,
  prefillGoal,
  prefillLearningStyle,
  prefillPlanForm,
  type CompletedDiagnostic,
} from './plan-form.ts';

/** Neither strong nor weak. */
const MIDDLING = (STRONG_MASTERY + WEAK_MASTERY) / 2;
const STRONG = STRONG_MASTERY + 1;
const WEAK = WEAK_MASTERY - 1;

const diagnostic = (mastery: Record<string, number>, currentLevel = 'beginner', weaknessAreas: string[] = []): CompletedDiagnostic => ({
  masteryByModule: { phonetics: MIDDLING, grammar: MIDDLING, vocabulary: MIDDLING, cultural: MIDDLING, ...mastery },
  currentLevel,
  weaknessAreas,
});

describe('the plan form prefill (spec part 2 §5)', () => {
  it('starts from the spec defaults', () => {
    expect(DEFAULT_PLAN_FORM).toEqual({
      learningStyle: 'visual',
      availableTime: PLAN_TIME.default,
      studyHours: 'manha',
      primaryGoal: '',
      learningPreference: 'pratico',
      difficultyPreference: 'gradual',
      focusAreas: [],
      motivationStyle: 'progresso',
    });
  });

  it('chooses the style from phonetics, then vocabulary, then cultural, each strictly above the strong mastery', () => {
    expect(prefillLearningStyle(diagnostic({ phonetics: STRONG, vocabulary: STRONG, cultural: STRONG }))).toBe('auditivo');
    expect(prefillLearningStyle(diagnostic({ phonetics: STRONG_MASTERY, vocabulary: STRONG, cultural: STRONG }))).toBe('leitura');
    expect(prefillLearningStyle(diagnostic({ phonetics: STRONG_MASTERY, vocabulary: STRONG_MASTERY, cultural: STRONG }))).toBe('cinestesico');
    expect(prefillLearningStyle(diagnostic({ phonetics: STRONG_MASTERY, vocabulary: STRONG_MASTERY, cultural: STRONG_MASTERY }))).toBe('visual');
    expect(prefillLearningStyle({ masteryByModule: {}, currentLevel: 'beginner', weaknessAreas: [] })).toBe('visual');
  });

  it('adds a focus area for each of phonetics, grammar, vocabulary, cultural strictly below the weak mastery', () => {
    expect(prefillFocusAreas(diagnostic({ phonetics: WEAK, grammar: WEAK, vocabulary: WEAK, cultural: WEAK }))).toEqual([
      'pronuncia',
      'gramatica',
      'vocabulario',
      'cultura',
    ]);
    expect(prefillFocusAreas(diagnostic({ phonetics: WEAK_MASTERY, grammar: WEAK_MASTERY, vocabulary: WEAK_MASTERY, cultural: WEAK_MASTERY }))).toEqual([]);
    expect(prefillFocusAreas(diagnostic({ grammar: WEAK_MASTERY - 0.1 }))).toEqual(['gramatica']);
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
    expect(prefillPlanForm(diagnostic({ phonetics: STRONG, grammar: WEAK }, 'intermediate', ['gramática']))).toEqual({
      ...DEFAULT_PLAN_FORM,
      learningStyle: 'auditivo',
      focusAreas: ['gramatica'],
      difficultyPreference: 'misto',
      primaryGoal: 'Ganhar fluência e confiança no inglês americano, melhorando gramática.',
    });
  });
});
