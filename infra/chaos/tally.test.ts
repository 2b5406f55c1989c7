import { describe, expect, it } from 'vitest';
import { forbiddenAnswers, recoveryMs, slowestByRoute, statusCounts, type Sample } from './tally.ts';

const sample = (sentAt: number, status: Sample['status'], message?: string, route = 'GET /api/progress'): Sample => ({
  route,
  sentAt,
  answeredAt: sentAt + 100,
  status,
  message,
});

describe('tallying what the learners got', () => {
  it('counts answers by status in ascending order, no answer last', () => {
    expect(statusCounts([sample(0, 503, 'x'), sample(1, 'no answer'), sample(2, 200), sample(3, 200)])).toEqual({ '200': 2, '503': 1, 'no answer': 1 });
    expect(Object.keys(statusCounts([sample(0, 'no answer'), sample(1, 504, 'x'), sample(2, 200)]))).toEqual(['200', '504', 'no answer']);
  });

  it('forbids a 500, a 503/504 without a message and no answer, and allows 503/504 with one and any 4xx', () => {
    const forbidden = forbiddenAnswers([
      sample(0, 500, 'fetch failed'),
      sample(1, 503, ' '),
      sample(2, 504),
      sample(3, 'no answer'),
      sample(4, 503, 'Serviço indisponível'),
      sample(5, 504, 'Demorou'),
      sample(6, 429, 'Calma'),
    ]);
    expect(forbidden.map((s) => s.sentAt)).toEqual([0, 1, 2, 3]);
  });

  it('measures recovery from the fault end to the last failed answer', () => {
    const samples = [sample(0, 200), sample(1_000, 503, 'x'), sample(4_000, 504, 'x'), sample(6_000, 200), sample(9_000, 200)];
    expect(recoveryMs(samples, 3_000)).toBe(1_100);
    expect(recoveryMs([sample(0, 200), sample(5_000, 200)], 3_000)).toBe(0);
    expect(recoveryMs([sample(0, 503, 'x'), sample(5_000, 200)], 3_000)).toBe(0);
  });

  it('has not recovered while the last request of any route still fails', () => {
    const samples = [
      sample(0, 200),
      sample(5_000, 200),
      sample(4_000, 200, undefined, 'POST /api/phonetic-analysis'),
      sample(6_000, 504, 'x', 'POST /api/phonetic-analysis'),
    ];
    expect(recoveryMs(samples, 3_000)).toBeNull();
  });

  it('finds the longest wait per route', () => {
    const slow = { ...sample(0, 200, undefined, 'POST /api/phonetic-analysis'), answeredAt: 21_000 };
    expect(slowestByRoute([sample(0, 200), slow, sample(5, 200, undefined, 'POST /api/phonetic-analysis')])).toEqual({
      'GET /api/progress': 100,
      'POST /api/phonetic-analysis': 21_000,
    });
  });
});
