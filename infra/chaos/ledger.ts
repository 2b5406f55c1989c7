/// <reference types="node" />
/**
 * Reads, from the data host's PostgreSQL, the rows of the jobs some learners
 * asked for and the side effects each service recorded for them, for
 * checkExactlyOnce to judge.
 */
import pg from 'pg';
import { checkExactlyOnce, type JobRow, type LearnerEffects } from './exactly-once.ts';

export async function readLedger(databaseUrl: string, userIds: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async <T extends pg.QueryResultRow>(sql: string) => (await client.query<T>(sql, [userIds])).rows;
    const jobs: JobRow[] = [
      ...(
        await q<Omit<JobRow, 'kind'>>(`SELECT id, "userId", status, attempts, "completedAt" FROM diagnostics."PhoneticSession" WHERE "userId" = ANY($1)`)
      ).map((r) => ({ ...r, kind: 'phonetic analysis' as const })),
      ...(await q<Omit<JobRow, 'kind'>>(`SELECT id, "userId", status, attempts, "completedAt" FROM content."Handout" WHERE "userId" = ANY($1)`)).map((r) => ({
        ...r,
        kind: 'handout' as const,
      })),
    ];
    const activities = await q<{ id: string; userId: string; flowPoints: number; pronunciation: boolean }>(
      `SELECT id, "userId", "flowPoints", skills ? 'pronunciation' AS pronunciation FROM learner."Activity" WHERE "userId" = ANY($1)`,
    );
    const progress = await q<{ userId: string; flowPoints: number; pronunciationScores: number }>(
      `SELECT "userId", "flowPoints", "pronunciationScores" FROM learner."Progress" WHERE "userId" = ANY($1)`,
    );
    const reports = await q<{ userId: string; n: number }>(
      `SELECT "userId", count(*)::int AS n FROM learner."ErrorPatternReport" WHERE "userId" = ANY($1) GROUP BY "userId"`,
    );
    const patterns = await q<{ userId: string; occurrenceCount: number }>(
      `SELECT "userId", "occurrenceCount" FROM learner."ErrorPattern" WHERE "userId" = ANY($1)`,
    );
    const effects = new Map<string, LearnerEffects>(
      userIds.map((userId) => [
        userId,
        {
          activities: activities.filter((a) => a.userId === userId),
          progress: progress.find((p) => p.userId === userId) ?? null,
          errorReports: reports.find((r) => r.userId === userId)?.n ?? 0,
          patternOccurrences: patterns.filter((p) => p.userId === userId).map((p) => p.occurrenceCount),
        },
      ]),
    );
    return checkExactlyOnce(jobs, effects);
  } finally {
    await client.end();
  }
}
