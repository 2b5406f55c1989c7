export { createContentDb, type ContentDb } from './db.ts';
export type { ContentContext } from './context.ts';
export { contentSubgraph } from './subgraph.ts';
export { createHandoutJobHandler, failLostHandout, isFinalAttempt, type HandoutJobDeps, type HandoutJobRun, type HandoutJobOutcome } from './handouts/handout-job.ts';
export { createHandoutQueue, HANDOUT_JOB_NAME, type HandoutQueue } from './handouts/queue.ts';
export { HANDOUT_MESSAGES } from './handouts/messages.ts';
export { MAX_ACTIVE_HANDOUTS, ACTIVE_WINDOW_MS, type HandoutRow } from './handouts/store.ts';
