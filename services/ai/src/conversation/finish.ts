import { CONVERSATION_THEME_LABELS } from '@juba/contracts/conversation';
import { reportQuietly, type ChatActivity } from '../chat/index.ts';
import type { AiDb } from '../db.ts';
import type { ConversationSummary, MutationFinishConversationArgs } from '../generated/graphql.ts';
import { parseConversationId } from './input.ts';
import { CONVERSATION_MESSAGES } from './messages.ts';
import { finishOwnConversation } from './store.ts';

/** Learner-activity limits for one conversation (the payload's own caps). */
const MAX_ACTIVITY_MINUTES = 240;
const MAX_ACTIVITY_SECONDS = 4 * 3600;
const FLOW_POINTS_PER_MESSAGE = 5;
const MAX_FLOW_POINTS = 100;

export interface FinishDeps {
  db: AiDb;
  activity: ChatActivity;
  now?: () => Date;
  log?: Pick<Console, 'error'>;
}

/**
 * Ends the conversation ('Nova Conversa', leaving the page, or starting
 * another) and reports its practice time as learner activity, without waiting
 * for Redis to take the report. Finishing twice records once; a conversation
 * the learner never wrote in records nothing.
 */
export async function finishConversation(deps: FinishDeps, userId: string, args: MutationFinishConversationArgs): Promise<ConversationSummary> {
  const conversationId = parseConversationId(args.conversationId);
  const outcome = await finishOwnConversation(deps.db, userId, conversationId, deps.now?.() ?? new Date());

  if (outcome.finishedNow && outcome.lastLearnerMessageAt && outcome.practiceSeconds > 0) {
    const { practiceSeconds, lastLearnerMessageAt } = outcome;
    reportQuietly(
      `conversation ${conversationId}: its practice activity`,
      () =>
        deps.activity.record({
          activityId: `conversation-${conversationId}`,
          userId,
          kind: 'conversation',
          title: CONVERSATION_MESSAGES.activityTitle(CONVERSATION_THEME_LABELS[outcome.theme]),
          minutes: Math.min(MAX_ACTIVITY_MINUTES, Math.max(1, Math.round(practiceSeconds / 60))),
          durationSeconds: Math.min(MAX_ACTIVITY_SECONDS, practiceSeconds),
          flowPoints: Math.min(MAX_FLOW_POINTS, FLOW_POINTS_PER_MESSAGE * outcome.learnerMessages),
          occurredAt: lastLearnerMessageAt.toISOString(),
        }),
      deps.log,
    );
  }
  return { conversationId, practiceSeconds: outcome.practiceSeconds, recorded: outcome.finishedNow };
}
