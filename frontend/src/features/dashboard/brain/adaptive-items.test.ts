import { describe, expect, it } from 'vitest';
import { sequence } from '../../../test-support/random.ts';
import { celebrationItem, fallbackDifficulty, fallbackNeuralReward, fallbackQuestion, fallbackSynapticGrowth } from './adaptive-items.ts';
import { DEFAULT_STUDENT_PROFILE, type StudentProfile } from './student-profile.ts';

const profile = (overrides: Partial<StudentProfile> = {}): StudentProfile => ({ ...DEFAULT_STUDENT_PROFILE, ...overrides });

describe('fallback question formulas (spec part 1 §9)', () => {
  it('difficulty = round(cognitive/10 + velocity/50 × motivation/100), within 1..10', () => {
    // 25/10 + 50/50 × 75/100 = 2.5 + 0.75 = 3.25
    expect(fallbackDifficulty(profile())).toBe(3);
    // 45/10 + 1 × 0.5 = 5.0; 44/10 + 0.5 = 4.9
    expect(fallbackDifficulty(profile({ cognitiveLevel: 45, learningVelocity: 50, motivationLevel: 50 }))).toBe(5);
    expect(fallbackDifficulty(profile({ cognitiveLevel: 44, learningVelocity: 50, motivationLevel: 50 }))).toBe(5);
    expect(fallbackDifficulty(profile({ cognitiveLevel: 0, learningVelocity: 20, motivationLevel: 50 }))).toBe(1);
    expect(fallbackDifficulty(profile({ cognitiveLevel: 100, learningVelocity: 100, motivationLevel: 100 }))).toBe(10);
  });

  it('neural reward = 50 + difficulty × 10, +25 when the learner has weak areas', () => {
    expect(fallbackNeuralReward(profile(), 3)).toBe(80);
    expect(fallbackNeuralReward(profile({ weakAreas: ['cultural'] }), 3)).toBe(105);
  });

  it('synaptic growth = floor(velocity / 10) + 5', () => {
    expect(fallbackSynapticGrowth(profile({ learningVelocity: 50 }))).toBe(10);
    expect(fallbackSynapticGrowth(profile({ learningVelocity: 79.9 }))).toBe(12);
  });
});

describe('fallback question', () => {
  it('has four Portuguese options with the right one at a random place 0..3', () => {
    const places = [0, 0.25, 0.5, 0.999].map((r) => fallbackQuestion(profile(), sequence(r), 1).correctAnswer);
    expect(places).toEqual([0, 1, 2, 3]);
    for (const r of [0, 0.25, 0.5, 0.999]) {
      const item = fallbackQuestion(profile(), sequence(r), 1);
      expect(item.options).toHaveLength(4);
      expect(new Set(item.options).size).toBe(4);
      expect(item.options[item.correctAnswer]).toBe('Estou ansioso por isso.');
    }
  });

  it('carries the formulas and is a question', () => {
    const item = fallbackQuestion(profile({ weakAreas: ['grammar'] }), sequence(0.1), 42);
    expect(item).toMatchObject({ id: 'fallback-42', type: 'question', difficulty: 3, neuralReward: 105, synapticGrowth: 10 });
    expect(item.explanation).not.toBe('');
    expect(item.personalizedHint).not.toBe('');
  });
});

describe('celebration item', () => {
  it('is a review of difficulty 10 worth 500 neural reward and 50 synaptic growth', () => {
    expect(celebrationItem(7)).toMatchObject({ id: 'celebration-7', type: 'review', difficulty: 10, neuralReward: 500, synapticGrowth: 50, options: [] });
  });
});
