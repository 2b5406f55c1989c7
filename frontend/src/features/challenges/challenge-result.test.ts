import { describe, expect, it } from 'vitest';
import { challengeFeedback, challengeScore, formatClock, spentSeconds } from './challenge-result.ts';

describe('challenge score', () => {
  it('is the share of covered requirements, out of 100', () => {
    expect([0, 1, 2, 3, 4].map((covered) => challengeScore(covered, 4))).toEqual([0, 25, 50, 75, 100]);
  });

  it('is capped at 100 and is 0 when there is nothing to cover', () => {
    expect(challengeScore(5, 4)).toBe(100);
    expect(challengeScore(0, 0)).toBe(0);
  });
});

describe('challenge feedback', () => {
  it.each([
    [100, 'Excellent performance! You covered all key points with confidence.'],
    [90, 'Excellent performance! You covered all key points with confidence.'],
    [89.9, 'Good job! Focus on covering more key requirements next time.'],
    [70, 'Good job! Focus on covering more key requirements next time.'],
    [69, 'Not bad! Practice more to improve your confidence and coverage.'],
    [50, 'Not bad! Practice more to improve your confidence and coverage.'],
    [49.9, 'Keep practicing! Focus on the key requirements for better results.'],
    [0, 'Keep practicing! Focus on the key requirements for better results.'],
  ])('score %s → %s', (score, feedback) => {
    expect(challengeFeedback(score)).toBe(feedback);
  });
});

describe('time spent', () => {
  it('is the elapsed seconds, at least 1 and at most the challenge length', () => {
    expect(spentSeconds(180, 100)).toBe(80);
    expect(spentSeconds(180, 180)).toBe(1);
    expect(spentSeconds(180, 0)).toBe(180);
    expect(spentSeconds(180, -3)).toBe(180);
  });
});

describe('countdown display', () => {
  it('shows minutes and seconds as mm:ss', () => {
    expect(formatClock(420)).toBe('07:00');
    expect(formatClock(179)).toBe('02:59');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(0)).toBe('00:00');
  });
});
