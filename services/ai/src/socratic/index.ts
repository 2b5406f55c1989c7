export { startSocraticSession } from './start.ts';
export { sendSocraticMessage, SOCRATIC_HISTORY_TURNS } from './send.ts';
export { SOCRATIC_MESSAGES, MAX_SOCRATIC_ANSWERS } from './messages.ts';
