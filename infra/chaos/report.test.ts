import { describe, expect, it } from 'vitest';
import { checkExactlyOnce } from './exactly-once.ts';
import { formatReport, shortfalls, type ScenarioOutcome } from './report.ts';

const clean = checkExactlyOnce([], new Map());
const outcome = (o: Partial<Extract<ScenarioOutcome, { statuses: unknown }>>): ScenarioOutcome => ({
  name: 'stall',
  statuses: { '200': 10, '503': 2 },
  forbidden: [],
  jobs: clean,
  recoveryMs: 2_000,
  drainedMs: 1_000,
  notes: [],
  ...o,
});

describe('the chaos report', () => {
  it('meets the goal with no forbidden answer, nothing lost or twice, and recovery under 10 s', () => {
    expect(shortfalls(outcome({}))).toEqual([]);
    expect(shortfalls({ name: 'x', skipped: 'no root' })).toEqual([]);
  });

  it('names every shortfall', () => {
    const jobs = { ...clean, failed: 1, unfinished: 1, practiceTwice: 1, patternsTwice: 2, activitiesMissing: 1 };
    expect(shortfalls(outcome({ forbidden: ['GET /api/progress 500 "fetch failed"'], jobs, recoveryMs: 10_000 }))).toEqual([
      '1 forbidden answers',
      '2 jobs lost',
      '1 activities missing',
      'practice counted twice for 1 learners',
      '2 error patterns counted twice',
      'recovery 10.0 s',
    ]);
    expect(shortfalls(outcome({ recoveryMs: null }))).toEqual(['not recovered']);
  });

  it('prints one row per scenario, the skipped ones with their reason, and the notes', () => {
    const text = formatReport([outcome({ notes: ['gen-2 ready 3.1 s after its start'] }), { name: 'redis', skipped: 'no redis-server on PATH' }]);
    const lines = text.split('\n');
    expect(lines[2]).toMatch(/^\| stall +\| 200×10 503×2 +\| 0 \/ 0 +\| 0 +\| 0 +\| 0, 0 +\| 2\.0 s +\| 1\.0 s +\| met +\|$/);
    expect(lines[3]).toContain('not run: no redis-server on PATH');
    expect(text).toContain('  stall: gen-2 ready 3.1 s after its start');
  });
});
