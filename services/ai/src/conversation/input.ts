import { TUTOR_MAX_MESSAGE_LENGTH } from '@juba/contracts/conversation';
import { parseChatId, parseLearnerText } from '../chat/index.ts';
import { CONVERSATION_MESSAGES } from './messages.ts';

/** The learner's message, trimmed: 1 to TUTOR_MAX_MESSAGE_LENGTH characters. */
export const parseConversationText = (raw: string) => parseLearnerText(raw, TUTOR_MAX_MESSAGE_LENGTH, CONVERSATION_MESSAGES);

/** An id that cannot name a conversation is answered like someone else's: not found. */
export const parseConversationId = (raw: string) => parseChatId(raw, CONVERSATION_MESSAGES.notFound);
