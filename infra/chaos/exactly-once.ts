/**
 * Were the jobs the learners asked for done exactly once? Read from the owning
 * services' rows (job rows, the learner's activities, progress and error
 * patterns) and judged here, without a database: a job is lost when its row
 * did not complete, and a side effect is duplicated when a total counts more
 * than the rows it is made of.
 */
export interface JobRow {
  kind: 'phonetic analysis' | 'handout';
  id: string;
  userId: string;
  status: string;
  /** How many times a worker started it: above 1 is a rerun, harmless when it completed once. */
  attempts: number;
  completedAt: Date | null;
}

export interface LearnerEffects {
  /** The learner's activity rows, each the id its producer chose (`phonetic-<session>`, `handout-<handout>`). */
  activities: { id: string; flowPoints: number; pronunciation: boolean }[];
  /** Their Progress row's running totals, or null before the first activity. */
  progress: { flowPoints: number; pronunciationScores: number } | null;
  /** Error-pattern reports applied for them. */
  errorReports: number;
  /** Each error pattern's count of occurrences. */
  patternOccurrences: number[];
}

export interface ExactlyOnce {
  requested: number;
  completed: number;
  failed: number;
  unfinished: number;
  reruns: number;
  /** Completed jobs without their activity. */
  activitiesMissing: number;
  /** Learners whose progress counts more practice than their activities hold. */
  practiceTwice: number;
  /**
   * Error patterns counted more often than the learner's reports. Each
   * learner reads one recording again and again, so each analysis reports the
   * same mistakes, each once: a pattern can occur at most once per report.
   */
  patternsTwice: number;
  /** When the last job completed, or null when none did. */
  lastCompletion: Date | null;
}

const ACTIVITY_PREFIX: Record<JobRow['kind'], string> = { 'phonetic analysis': 'phonetic-', handout: 'handout-' };

export function checkExactlyOnce(jobs: JobRow[], effects: Map<string, LearnerEffects>): ExactlyOnce {
  const completed = jobs.filter((j) => j.status === 'COMPLETED');
  const activityIds = new Set([...effects.values()].flatMap((e) => e.activities.map((a) => a.id)));
  let practiceTwice = 0;
  let patternsTwice = 0;
  for (const e of effects.values()) {
    const points = e.activities.reduce((sum, a) => sum + a.flowPoints, 0);
    const scores = e.activities.filter((a) => a.pronunciation).length;
    if (e.progress && (e.progress.flowPoints > points || e.progress.pronunciationScores > scores)) practiceTwice++;
    patternsTwice += e.patternOccurrences.filter((n) => n > e.errorReports).length;
  }
  const completions = completed.map((j) => j.completedAt?.getTime() ?? 0);
  return {
    requested: jobs.length,
    completed: completed.length,
    failed: jobs.filter((j) => j.status === 'FAILED').length,
    unfinished: jobs.filter((j) => j.status !== 'COMPLETED' && j.status !== 'FAILED').length,
    reruns: jobs.filter((j) => j.attempts > 1).length,
    activitiesMissing: completed.filter((j) => !activityIds.has(`${ACTIVITY_PREFIX[j.kind]}${j.id}`)).length,
    practiceTwice,
    patternsTwice,
    lastCompletion: completions.length ? new Date(Math.max(...completions)) : null,
  };
}
