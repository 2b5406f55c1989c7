import { describe, expect, it } from 'vitest';
import { DEFAULT_STUDENT_PROFILE, diagnosticData, readMastery, studentProfile, withLinguisticDiagnostic, type DiagnosticData } from './student-profile.ts';

function data(overrides: Partial<DiagnosticData> = {}): DiagnosticData {
  return {
    totalPoints: 250,
    masteryByModule: { phonetics: 80, grammar: 60, vocabulary: 70, cultural: 30 },
    interferencePatterns: [],
    strengthAreas: ['phonetics'],
    weaknessAreas: ['cultural'],
    answeredQuestions: 26,
    currentLevel: 'intermediate',
    ...overrides,
  };
}

describe('student profile (spec part 1 §9)', () => {
  it('without a diagnostic: the default profile', () => {
    expect(studentProfile(null)).toBe(DEFAULT_STUDENT_PROFILE);
  });

  it('with a diagnostic: each formula', () => {
    expect(studentProfile(data())).toEqual({
      cognitiveLevel: 25, // 250 / 10
      learningVelocity: 80, // mean 60 + 20
      errorPatterns: [],
      strongAreas: ['phonetics'],
      weakAreas: ['cultural'],
      motivationLevel: 80, // 50 + 20 (26 > 20) + 10 (intermediate)
      neuralConnections: 5, // max(5, floor(250 / 50))
      synapticStrength: 60, // 30 + 15 × 2 modules at 70 or more
    });
  });

  it('caps cognitive level at 100 and gives one neural connection per 50 points', () => {
    const profile = studentProfile(data({ totalPoints: 1234 }));
    expect(profile.cognitiveLevel).toBe(100);
    expect(profile.neuralConnections).toBe(24);
    expect(studentProfile(data({ totalPoints: 45 })).cognitiveLevel).toBe(4.5);
    expect(studentProfile(data({ totalPoints: 0 })).neuralConnections).toBe(5);
  });

  it('keeps learning velocity within 20..100', () => {
    expect(studentProfile(data({ masteryByModule: {} })).learningVelocity).toBe(20);
    expect(studentProfile(data({ masteryByModule: { a: 0, b: 0 } })).learningVelocity).toBe(20);
    expect(studentProfile(data({ masteryByModule: { a: 95, b: 100 } })).learningVelocity).toBe(100);
  });

  it('motivation: +20 only above 20 answered questions; +15 advanced (and expert), +10 intermediate, +5 otherwise', () => {
    expect(studentProfile(data({ answeredQuestions: 20, currentLevel: 'beginner' })).motivationLevel).toBe(55);
    expect(studentProfile(data({ answeredQuestions: 21, currentLevel: 'beginner' })).motivationLevel).toBe(75);
    expect(studentProfile(data({ answeredQuestions: 21, currentLevel: 'advanced' })).motivationLevel).toBe(85);
    expect(studentProfile(data({ answeredQuestions: 21, currentLevel: 'expert' })).motivationLevel).toBe(85);
    expect(studentProfile(data({ answeredQuestions: 5, currentLevel: 'intermediate' })).motivationLevel).toBe(60);
  });

  it('keeps synaptic strength within 20..100', () => {
    const strong = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`m${i}`, 90]));
    expect(studentProfile(data({ masteryByModule: strong })).synapticStrength).toBe(100);
    expect(studentProfile(data({ masteryByModule: { a: 69.9 } })).synapticStrength).toBe(30);
    expect(studentProfile(data({ masteryByModule: { a: 70 } })).synapticStrength).toBe(45);
  });
});

describe('diagnostic data from the diagnostic status', () => {
  const stored = {
    masteryByModule: { phonetics: 80, grammar: 60, vocabulary: 90, cultural: 40, listening: 80, speaking: 70, assessment: 100, mastery: 75 },
    currentLevel: 'advanced',
    strengthAreas: ['vocabulary'],
    weaknessAreas: ['cultural'],
  };

  it('derives the points from the overall mastery and what the questions are worth, and counts every question as answered', () => {
    const result = diagnosticData(stored, [10, 10, 20, 20, 40]);
    expect(result).toEqual({
      totalPoints: 75, // 75% of 100
      masteryByModule: stored.masteryByModule,
      interferencePatterns: [],
      strengthAreas: ['vocabulary'],
      weaknessAreas: ['cultural'],
      answeredQuestions: 5,
      currentLevel: 'advanced',
    });
  });

  it('uses the mean of the question modules when the map has no overall mastery', () => {
    const { mastery: _overall, ...modules } = stored.masteryByModule;
    // assessment 100, phonetics 80, grammar 60, vocabulary 90, cultural 40: mean 74
    expect(diagnosticData({ ...stored, masteryByModule: modules }, [50, 50])?.totalPoints).toBe(74);
  });

  it('is null without a diagnostic or without the questions', () => {
    expect(diagnosticData(null, [10])).toBeNull();
    expect(diagnosticData(stored, undefined)).toBeNull();
    expect(diagnosticData(stored, [])).toBeNull();
  });

  it('reads only the numbers of a stored map', () => {
    expect(readMastery({ phonetics: 80, grammar: '60', cultural: null, vocabulary: Number.NaN })).toEqual({ phonetics: 80 });
    expect(readMastery('not a map')).toEqual({});
    expect(readMastery([1, 2])).toEqual({});
  });
});

describe('the latest Linguistic Diagnostic in the profile', () => {
  const linguistic = {
    interferencePatterns: ['"People" tratado como singular: "people is" em vez de "people are"'],
    strengthAreas: ['fonética', 'falsos cognatos'],
    weaknessAreas: ['gramática'],
  };

  it('adds its interference patterns as error patterns and its areas, its verdict replacing the placement one for the areas it measured', () => {
    const placed = studentProfile(data({ strengthAreas: ['gramática', 'vocabulário'], weaknessAreas: ['fonética', 'cultural'] }));
    expect(withLinguisticDiagnostic(placed, linguistic)).toEqual({
      ...placed,
      errorPatterns: linguistic.interferencePatterns,
      strongAreas: ['vocabulário', 'fonética', 'falsos cognatos'],
      weakAreas: ['cultural', 'gramática'],
    });
  });

  it('personalises the default profile too, and leaves a profile alone without one', () => {
    expect(withLinguisticDiagnostic(DEFAULT_STUDENT_PROFILE, linguistic)).toMatchObject({
      cognitiveLevel: DEFAULT_STUDENT_PROFILE.cognitiveLevel,
      weakAreas: ['gramática'],
      errorPatterns: linguistic.interferencePatterns,
    });
    expect(withLinguisticDiagnostic(DEFAULT_STUDENT_PROFILE, null)).toBe(DEFAULT_STUDENT_PROFILE);
  });
});
