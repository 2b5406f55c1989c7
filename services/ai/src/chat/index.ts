export { redisDraftPublisher, publishDrafts, DRAFT_PUBLISH_INTERVAL_MS, type DraftPublisher } from './drafts.ts';
export { partnerReply, type ChatTurnDeps, type Partner, type PartnerReplyDeps } from './partner-reply.ts';
export { reportQuietly, reportCorrections, type ChatActivity } from './report.ts';
export { parseLearnerText, parseChatId, parseDraftKey } from './input.ts';
export { GLOSSARY, glossaryFor, wordsOf } from './glossary.ts';
export { messageView, type PartnerMessageInput } from './message-view.ts';
export { DEFAULT_CHAT_LEVEL, greetingMessage, takeChatTurn, type ChatTurn } from './turn.ts';
