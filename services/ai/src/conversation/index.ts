export { startConversation } from './start.ts';
export { sendConversationMessage, TUTOR_HISTORY_TURNS } from './send.ts';
export { finishConversation, type FinishDeps } from './finish.ts';
export { finishIdleConversations, CONVERSATION_IDLE_MS, IDLE_SWEEP_INTERVAL_MS } from './idle.ts';
export { CONVERSATION_MESSAGES, MAX_LEARNER_MESSAGES } from './messages.ts';
export { TUTOR_MAX_MESSAGE_LENGTH } from '@juba/contracts/conversation';
