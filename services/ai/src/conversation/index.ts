export { startConversation, DEFAULT_ENGLISH_LEVEL } from './start.ts';
export { sendConversationMessage, TUTOR_HISTORY_TURNS, type SendMessageDeps } from './send.ts';
export { finishConversation, type FinishDeps } from './finish.ts';
export { finishIdleConversations, repeatSweep, CONVERSATION_IDLE_MS, IDLE_SWEEP_INTERVAL_MS } from './idle.ts';
export { GLOSSARY, glossaryFor, wordsOf } from './glossary.ts';
export { CONVERSATION_MESSAGES, MAX_LEARNER_MESSAGES } from './messages.ts';
export type { ConversationActivity } from './report.ts';
export { redisDraftPublisher, type DraftPublisher } from './drafts.ts';
export { TUTOR_MAX_MESSAGE_LENGTH } from '@juba/contracts/conversation';
