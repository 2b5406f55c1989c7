// `make redis-outage`: handouts asked for while Redis is paused for 20 s
// (CLIENT PAUSE on a private redis-server, so nothing else is disturbed),
// with the content relays and a worker pool in this process and the offline
// AI; prints what the learners got and how soon after the resume.
import { migrateAll } from '../scripts/migrate.ts';
import { handoutOutage } from '../../workers/src/testing/outage-subjects.ts';
import { runRedisOutage } from '../../workers/src/testing/redis-outage.ts';

const PAUSE_MS = Number(process.env.OUTAGE_PAUSE_MS ?? 20_000);
const JOBS = Number(process.env.OUTAGE_JOBS ?? 20);
const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/juba_bench';

await migrateAll(databaseUrl);
console.log(`Pausing a private Redis for ${PAUSE_MS / 1000} s and asking for ${JOBS} handouts during the pause (2 content instances, offline AI)...`);
const figures = await runRedisOutage({
  databaseUrl,
  subject: handoutOutage(databaseUrl),
  pauseMs: PAUSE_MS,
  jobsDuringPause: JOBS,
  completionTimeoutMs: 30_000,
});

const count = (status: string) => figures.rows.filter((r) => r.status === status).length;
const ranTwice = figures.rows.filter((r) => r.attempts !== 1).length;
console.log(`
jobs requested during the pause      ${figures.rows.length} (answered before the resume: ${figures.answeredDuringPause}, slowest answer ${figures.slowestAnswerMs} ms)
completed during the pause           ${figures.completedDuringPause}
completed after it                   ${count('COMPLETED') - figures.completedDuringPause}
FAILED                               ${count('FAILED')}
still unfinished 30 s after resume   ${figures.rows.length - count('COMPLETED') - count('FAILED')}
AI generations                       ${figures.runs} (rows with attempts != 1: ${ranTwice})
resume → last completion             ${figures.resumeToLastCompletionMs === null ? 'n/a (not all completed)' : `${(figures.resumeToLastCompletionMs / 1000).toFixed(2)} s`}
outbox entries left                  ${figures.outboxLeft}`);
const ok = figures.answeredDuringPause === JOBS && count('COMPLETED') === JOBS && figures.runs === JOBS && ranTwice === 0 && figures.outboxLeft === 0;
process.exit(ok ? 0 : 1);
