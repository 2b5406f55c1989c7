export { startConversation } from './start.ts';
export { sendConversationMessage, TUTOR_HISTORY_TURNS } from './send.ts';
export { finishConversation } from './finish.ts';
export { finishIdleConversations, IDLE_SWEEP_INTERVAL_MS } from './idle.ts';
export { MAX_LEARNER_MESSAGES } from './messages.ts';
