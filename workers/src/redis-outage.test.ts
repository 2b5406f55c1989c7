import { describe, expect, it } from 'vitest';
import { DEV_RECORDING } from './testing/dev-recording.ts';
import { handoutOutage, phoneticOutage, planOutage, type OutageSubject } from './testing/outage-subjects.ts';
import { runRedisOutage } from './testing/redis-outage.ts';

const databaseUrl = process.env.DATABASE_URL!;

describe.each([
  ['handouts', () => handoutOutage(databaseUrl)],
  ['phonetic analyses', () => phoneticOutage(databaseUrl, DEV_RECORDING)],
  ['plan generations', () => planOutage(databaseUrl)],
] as [string, () => OutageSubject][])('%s asked for while Redis is paused', (_, subject) => {
  it('are answered at once as PENDING and each completes exactly once after Redis resumes', async () => {
    // Longer than the 5 s the request used to wait for Redis before answering 503.
    const pauseMs = 7000;
    const jobs = 6;
    const figures = await runRedisOutage({ databaseUrl, subject: subject(), pauseMs, jobsDuringPause: jobs, completionTimeoutMs: 30_000 });

    expect(figures.answeredDuringPause).toBe(jobs);
    expect(figures.rows).toHaveLength(jobs);
    for (const row of figures.rows) expect(row).toMatchObject({ status: 'COMPLETED', attempts: 1 });
    expect(figures.runs).toBe(jobs);
    expect(figures.completedDuringPause).toBe(0);
    expect(figures.resumeToLastCompletionMs).toBeLessThan(30_000);
    expect(figures.outboxLeft).toBe(0);
  }, 60_000);
});
