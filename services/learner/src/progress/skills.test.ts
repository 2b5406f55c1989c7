import { describe, expect, it } from 'vitest';
import { addSkillScores, type SkillState } from './skills.ts';

const none: SkillState = {
  pronunciationLevel: null,
  speakingLevel: null,
  listeningLevel: null,
  vocabularyLevel: null,
  pronunciationScores: 0,
  speakingScores: 0,
  listeningScores: 0,
  vocabularyScores: 0,
};

describe('skill levels', () => {
  it('start at the first score and then follow the mean of all scores', () => {
    const first = addSkillScores(none, { pronunciation: 80 });
    expect(first).toMatchObject({ pronunciationLevel: 80, pronunciationScores: 1, speakingLevel: null });
    const second = addSkillScores(first, { pronunciation: 60, listening: 90 });
    expect(second).toMatchObject({ pronunciationLevel: 70, pronunciationScores: 2, listeningLevel: 90, listeningScores: 1 });
    expect(addSkillScores(second, { pronunciation: 100 }).pronunciationLevel).toBeCloseTo(80);
  });

  it('leave skills without a new score as they were', () => {
    expect(addSkillScores(none, {})).toEqual(none);
  });
});

describe('skill levels from a whole progress row', () => {
  it('answer only the skill columns', () => {
    const row = { ...none, userId: 'u', flowPoints: 30 };
    expect(Object.keys(addSkillScores(row, { speaking: 50 })).sort()).toEqual(Object.keys(none).sort());
  });
});
