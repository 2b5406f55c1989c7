export { SOCRATIC_HISTORY_TURNS } from './send.ts';
export { MAX_SOCRATIC_ANSWERS } from './messages.ts';
