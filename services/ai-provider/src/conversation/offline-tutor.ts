import type { ConversationTheme } from '@juba/contracts/conversation';
import { lastLearnerText, type TutorReply, type TutorReplyRequest } from './tutor.ts';
import { pick, type Random } from '../offline/random.ts';
import { detectCorrections } from './corrections.ts';
import { TUTOR_SCRIPTS } from './templates.ts';

/** The tutor's first message on a theme; also used with a model, since it needs no thought and must be instant. */
export function tutorGreeting(theme: ConversationTheme): string {
  return TUTOR_SCRIPTS[theme].greeting;
}

/**
 * One of the theme's five replies at random, never the one the tutor just
 * said, plus the rule-based corrections of the learner's last message.
 */
export function offlineTutorReply(request: TutorReplyRequest, random: Random): TutorReply {
  const previous = request.history.findLast((turn) => turn.role === 'tutor')?.text;
  const replies = TUTOR_SCRIPTS[request.theme].replies.filter((reply) => reply !== previous);
  return { text: pick(random, replies), corrections: detectCorrections(lastLearnerText(request)), translations: [] };
}
