import { describe, expect, it } from 'vitest';
import { checkExactlyOnce, type JobRow, type LearnerEffects } from './exactly-once.ts';

const job = (id: string, status = 'COMPLETED', attempts = 1, kind: JobRow['kind'] = 'phonetic analysis'): JobRow => ({
  kind,
  id,
  userId: 'u1',
  status,
  attempts,
  completedAt: status === 'COMPLETED' ? new Date(1_000 + id.length) : null,
});
const practice = (id: string) => ({ id: `phonetic-${id}`, flowPoints: 10, pronunciation: true });
const effects = (e: Partial<LearnerEffects>): Map<string, LearnerEffects> =>
  new Map([['u1', { activities: [], progress: null, errorReports: 0, patternOccurrences: [], ...e }]]);

describe('exactly once', () => {
  it('counts jobs requested, completed, failed, unfinished and rerun', () => {
    const result = checkExactlyOnce(
      [job('a'), job('bb', 'COMPLETED', 2), job('c', 'FAILED'), job('d', 'RUNNING'), job('e', 'PENDING')],
      effects({ activities: [practice('a'), practice('bb')], progress: { flowPoints: 20, pronunciationScores: 2 } }),
    );
    expect(result).toMatchObject({ requested: 5, completed: 2, failed: 1, unfinished: 2, reruns: 1, activitiesMissing: 0, practiceTwice: 0, patternsTwice: 0 });
    expect(result.lastCompletion).toEqual(new Date(1_002));
  });

  it("finds a completed job whose activity is missing, by the producer's activity id", () => {
    const jobs = [job('a'), job('h', 'COMPLETED', 1, 'handout')];
    expect(checkExactlyOnce(jobs, effects({ activities: [practice('a')] })).activitiesMissing).toBe(1);
    expect(checkExactlyOnce(jobs, effects({ activities: [practice('a'), { id: 'handout-h', flowPoints: 5, pronunciation: false }] })).activitiesMissing).toBe(
      0,
    );
  });

  it('finds practice counted twice: progress above what the activities add up to', () => {
    expect(checkExactlyOnce([job('a')], effects({ activities: [practice('a')], progress: { flowPoints: 20, pronunciationScores: 1 } })).practiceTwice).toBe(1);
    expect(checkExactlyOnce([job('a')], effects({ activities: [practice('a')], progress: { flowPoints: 10, pronunciationScores: 2 } })).practiceTwice).toBe(1);
  });

  it('finds an error pattern counted more often than the reports that name it', () => {
    expect(checkExactlyOnce([], effects({ errorReports: 2, patternOccurrences: [2, 1, 3] })).patternsTwice).toBe(1);
    expect(checkExactlyOnce([], effects({ errorReports: 3, patternOccurrences: [3, 3] })).patternsTwice).toBe(0);
  });

  it('has no last completion when nothing completed', () => {
    expect(checkExactlyOnce([job('a', 'FAILED')], effects({})).lastCompletion).toBeNull();
  });
});
