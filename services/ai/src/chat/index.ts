export { redisDraftPublisher, type DraftPublisher } from './drafts.ts';
export type { ChatTurnDeps, Partner } from './partner-reply.ts';
export { reportQuietly, type ChatActivity } from './report.ts';
export { parseLearnerText, parseChatId, parseDraftKey } from './input.ts';
export { glossaryFor } from './glossary.ts';
export { messageView, type PartnerMessageInput } from './message-view.ts';
export { DEFAULT_CHAT_LEVEL, greetingMessage, takeChatTurn } from './turn.ts';
