import { AiProviderError, isOpenAiConfigured, type AiConfig, type Random, type TutorReply } from '@juba/ai-provider';
import type { TutorReplyDraft } from '@juba/contracts/tutor-drafts';
import type { AiDb } from '../db.ts';
import type { TutorReplySource } from '../generated/graphql.ts';
import { publishDrafts, type DraftPublisher } from './drafts.ts';
import type { ChatActivity } from './report.ts';

export interface PartnerReplyDeps {
  config: AiConfig;
  /** The offline answer's choice; seed it in tests. */
  random?: Random;
  log?: Pick<Console, 'warn'>;
  /** Where the drafts of a streaming model's reply go; without it the model does not stream. */
  publishDraft?: DraftPublisher;
}

/** What sending a learner's message to a chat partner needs. */
export interface ChatTurnDeps extends PartnerReplyDeps {
  db: AiDb;
  activity: ChatActivity;
  now?: () => Date;
  log?: Pick<Console, 'warn' | 'error'>;
}

/** One chat partner's two ways of answering the same turn. */
export interface Partner {
  /** Names the partner in log lines, e.g. 'Conversation tutor'. */
  name: string;
  /** Names the drafts of this reply in log lines, e.g. "Conversation <id>: drafts of the tutor's reply". */
  drafts: string;
  /** The configured model's reply, written through onDraft as it streams; rejects when the model fails. */
  byModel: (onDraft: ((textSoFar: string) => void) | undefined) => Promise<TutorReply>;
  /** Juba's curated answer: offline, and whenever the model fails. */
  offline: () => TutorReply | Promise<TutorReply>;
  /** Names the curated answers in log lines, e.g. 'the offline templates'. */
  offlineName: string;
}

/**
 * A chat partner's next turn: the model's when one is configured, the
 * curated one otherwise. A slow or failing model (the provider bounds it with
 * the tutor deadline) never leaves the learner waiting: the curated answer
 * comes instead, marked as a fallback, and the reason is logged. While the
 * model writes, its drafts are published for `target` (the chat, its owner
 * and the browser's draft key); the last of them is flushed for the model's
 * reply, the one stored, so its last words show at once rather than be lost
 * with the throttle's pause, and dropped for a fallback, a reply that will
 * not be shown.
 */
export async function partnerReply(
  deps: PartnerReplyDeps,
  partner: Partner,
  target: Omit<TutorReplyDraft, 'text'>,
): Promise<{ reply: TutorReply; source: TutorReplySource }> {
  if (!isOpenAiConfigured(deps.config)) return { reply: await partner.offline(), source: 'offline' };
  const drafts = deps.publishDraft && publishDrafts(deps.publishDraft, target, partner.drafts, deps.log);
  try {
    const reply = await partner.byModel(drafts?.onDraft);
    drafts?.flush();
    return { reply, source: 'model' };
  } catch (error) {
    drafts?.cancel();
    const reason = error instanceof AiProviderError ? `${error.code}: ${error.message}` : String(error);
    (deps.log ?? console).warn(`${partner.name}: the openai provider failed (${reason}); answering with ${partner.offlineName} instead.`);
    return { reply: await partner.offline(), source: 'fallback' };
  }
}
