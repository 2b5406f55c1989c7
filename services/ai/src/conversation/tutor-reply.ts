import type { TutorReplySource } from '../generated/graphql.ts';
import { AiProviderError, createAiProvider, createOfflineProvider, type AiConfig, type Random, type ReplyToLearnerOptions, type TutorReply, type TutorReplyRequest } from '@juba/ai-provider';

export interface TutorReplyDeps {
  config: AiConfig;
  /** The offline tutor's template choice; seed it in tests. */
  random?: Random;
  log?: Pick<Console, 'warn'>;
}

/**
 * The tutor's next turn: the model's when one is configured, and the curated
 * templates' otherwise. A slow or failing model (the provider bounds it with
 * the tutor deadline) never leaves the learner waiting: the templates answer
 * instead, marked as a fallback, and the reason is logged. Only a model
 * writes drafts (`onDraft`); the templates answer at once.
 */
export async function tutorReply(
  deps: TutorReplyDeps,
  request: TutorReplyRequest,
  opts: Pick<ReplyToLearnerOptions, 'onDraft'> = {},
): Promise<{ reply: TutorReply; source: TutorReplySource }> {
  const provider = createAiProvider(deps.config, { random: deps.random });
  if (provider.name === 'offline') return { reply: await provider.replyToLearner(request, {}), source: 'offline' };
  try {
    return { reply: await provider.replyToLearner(request, { onDraft: opts.onDraft }), source: 'model' };
  } catch (error) {
    const reason = error instanceof AiProviderError ? `${error.code}: ${error.message}` : String(error);
    (deps.log ?? console).warn(`Conversation tutor: the ${provider.name} provider failed (${reason}); answering with the offline templates instead.`);
    return { reply: await createOfflineProvider({ random: deps.random }).replyToLearner(request, {}), source: 'fallback' };
  }
}
