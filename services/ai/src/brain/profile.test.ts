import { describe, expect, it } from 'vitest';
import type { GraphQLError } from 'graphql';
import { adaptiveDifficulty, adaptiveRewards, parseStudentProfile, type StudentProfile } from './profile.ts';

// Spec part 1 §9: the widget's profile for a learner without a diagnostic.
const noDiagnostic: StudentProfile = {
  cognitiveLevel: 25,
  learningVelocity: 50,
  motivationLevel: 75,
  neuralConnections: 10,
  synapticStrength: 30,
  errorPatterns: [],
  strongAreas: [],
  weakAreas: [],
};

describe('adaptiveDifficulty (spec part 1 §9)', () => {
  it('is clamp(round(cognitiveLevel/10 + velocity/50 × motivation/100), 1..10)', () => {
    expect(adaptiveDifficulty(noDiagnostic)).toBe(3); // 2.5 + 0.75
    expect(adaptiveDifficulty({ cognitiveLevel: 62, learningVelocity: 80, motivationLevel: 100 })).toBe(8); // 6.2 + 1.6
    expect(adaptiveDifficulty({ cognitiveLevel: 40, learningVelocity: 25, motivationLevel: 100 })).toBe(5); // 4 + 0.5 rounds up
  });

  it('stays within 1..10', () => {
    expect(adaptiveDifficulty({ cognitiveLevel: 0, learningVelocity: 0, motivationLevel: 0 })).toBe(1);
    expect(adaptiveDifficulty({ cognitiveLevel: 100, learningVelocity: 100, motivationLevel: 100 })).toBe(10);
    expect(adaptiveDifficulty({ cognitiveLevel: 1000, learningVelocity: 1000, motivationLevel: 1000 })).toBe(10);
  });
});

describe('adaptiveRewards (spec part 1 §9)', () => {
  it('gives neuralReward 50 + difficulty × 10 and synapticGrowth floor(velocity/10) + 5', () => {
    expect(adaptiveRewards(3, noDiagnostic)).toEqual({ neuralReward: 80, synapticGrowth: 10 });
    expect(adaptiveRewards(10, { learningVelocity: 99 })).toEqual({ neuralReward: 150, synapticGrowth: 14 });
    expect(adaptiveRewards(1, { learningVelocity: 0 })).toEqual({ neuralReward: 60, synapticGrowth: 5 });
  });
});

describe('parseStudentProfile', () => {
  const refusal = (input: unknown) => {
    try {
      parseStudentProfile(input);
    } catch (error) {
      return error as GraphQLError;
    }
    throw new Error('expected the profile to be refused');
  };

  it('accepts the widget’s profiles and trims area names', () => {
    expect(parseStudentProfile(noDiagnostic)).toEqual(noDiagnostic);
    expect(parseStudentProfile({ ...noDiagnostic, weakAreas: ['  fonética '], cognitiveLevel: 1000 })).toMatchObject({
      weakAreas: ['fonética'],
      cognitiveLevel: 1000,
    });
  });

  it('refuses out-of-range and non-finite numbers as bad input, naming the field', () => {
    const error = refusal({ ...noDiagnostic, cognitiveLevel: -1, motivationLevel: 1001 });
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(
      'Invalid student profile: studentProfile.cognitiveLevel must be between 0 and 1000; studentProfile.motivationLevel must be between 0 and 1000.',
    );
    expect(refusal({ ...noDiagnostic, learningVelocity: Number.POSITIVE_INFINITY }).message).toContain(
      'studentProfile.learningVelocity must be a finite number',
    );
    expect(refusal({ ...noDiagnostic, synapticStrength: Number.NaN }).message).toContain('studentProfile.synapticStrength must be a finite number');
  });

  it('refuses long lists and long or empty names', () => {
    expect(refusal({ ...noDiagnostic, weakAreas: Array.from({ length: 21 }, (_, i) => `area ${i}`) }).message).toContain(
      'studentProfile.weakAreas may hold at most 20 names',
    );
    expect(refusal({ ...noDiagnostic, errorPatterns: ['x'.repeat(81)] }).message).toContain('studentProfile.errorPatterns.0 must be at most 80 characters');
    expect(refusal({ ...noDiagnostic, strongAreas: ['  '] }).message).toContain('studentProfile.strongAreas.0 must not be empty');
  });
});
