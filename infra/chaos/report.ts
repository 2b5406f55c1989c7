/**
 * The `make chaos` table: one line per scenario, judged against the goal
 * (no job lost, nothing done twice, no 5xx but 503/504 with a message,
 * recovery under 10 s). Pure.
 */
import type { ExactlyOnce } from './exactly-once.ts';

const RECOVERY_GOAL_MS = 10_000;

export type ScenarioOutcome =
  | { name: string; skipped: string }
  | {
      name: string;
      statuses: Record<string, number>;
      /** Answers the goal forbids, described. */
      forbidden: string[];
      jobs: ExactlyOnce;
      recoveryMs: number | null;
      /** From the moment the learners stopped (their last answer) to the last job's completion: 0 when nothing was left queued. */
      drainedMs: number | null;
      notes: string[];
    };

export function shortfalls(outcome: ScenarioOutcome): string[] {
  if ('skipped' in outcome) return [];
  const { jobs } = outcome;
  const problems: string[] = [];
  if (outcome.forbidden.length) problems.push(`${outcome.forbidden.length} forbidden answers`);
  if (jobs.failed + jobs.unfinished) problems.push(`${jobs.failed + jobs.unfinished} jobs lost`);
  if (jobs.activitiesMissing) problems.push(`${jobs.activitiesMissing} activities missing`);
  if (jobs.practiceTwice) problems.push(`practice counted twice for ${jobs.practiceTwice} learners`);
  if (jobs.patternsTwice) problems.push(`${jobs.patternsTwice} error patterns counted twice`);
  if (outcome.recoveryMs === null) problems.push('not recovered');
  else if (outcome.recoveryMs >= RECOVERY_GOAL_MS) problems.push(`recovery ${seconds(outcome.recoveryMs)}`);
  return problems;
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);

export function formatReport(outcomes: ScenarioOutcome[]): string {
  const header = [
    'scenario',
    'answers by status',
    'jobs asked / done once',
    'lost',
    'reruns',
    'twice (practice, patterns)',
    'recovery',
    'backlog drained',
    'goal',
  ];
  const rows = outcomes.map((o) => {
    if ('skipped' in o) return [o.name, `not run: ${o.skipped}`, '', '', '', '', '', '', 'skipped'];
    const statuses = Object.entries(o.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    const { jobs } = o;
    const problems = shortfalls(o);
    return [
      o.name,
      statuses,
      `${jobs.requested} / ${jobs.completed}`,
      String(jobs.failed + jobs.unfinished),
      String(jobs.reruns),
      `${jobs.practiceTwice}, ${jobs.patternsTwice}`,
      seconds(o.recoveryMs),
      seconds(o.drainedMs),
      problems.length ? `MISSED: ${problems.join('; ')}` : 'met',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  const notes = outcomes.flatMap((o) => ('skipped' in o ? [] : [...o.notes, ...o.forbidden.slice(0, 5)].map((n) => `  ${o.name}: ${n}`)));
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), ...(notes.length ? ['', ...notes] : [])].join('\n');
}
