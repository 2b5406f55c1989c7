export { createContentDb, type ContentDb } from './db.ts';
export type { ContentContext } from './context.ts';
export { contentSubgraph } from './subgraph.ts';
export { createHandoutJobHandler, failLostHandout, isFinalAttempt, type HandoutJobDeps, type HandoutJobOutcome } from './handouts/handout-job.ts';
export { startContentJobRelay } from './job-outbox.ts';
export { HANDOUT_MESSAGES } from './handouts/messages.ts';
export { MAX_ACTIVE_HANDOUTS, ACTIVE_WINDOW_MS, HANDOUT_JOB_NAME, type HandoutRow } from './handouts/store.ts';
