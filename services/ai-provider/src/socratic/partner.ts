import { offlineSocraticQuestion, socraticTopic } from '@juba/contracts/socratic';
import { isOpenAiConfigured, type AiConfig } from '../config.ts';
import type { Random } from '../offline/random.ts';
import { OpenAiProvider } from '../openai/openai-provider.ts';
import type { ReplyToLearnerOptions, TutorReply } from '../conversation/tutor.ts';
import type { SocraticReplyRequest } from './prompt.ts';

/** Spec part 2 §4: one of the topic family's 12 questions, with no correction and no translations of its own. */
export function offlineSocraticReply(request: Pick<SocraticReplyRequest, 'topic'>, random: Random = Math.random): TutorReply {
  return { text: offlineSocraticQuestion(socraticTopic(request.topic), random), corrections: [], translations: [] };
}

/**
 * The Socratic partner's next question: a configured model's (validated, at
 * most one correction, streamed through `onDraft`), otherwise the offline
 * question. Model failures are thrown as AiProviderErrors: the caller
 * decides on the fallback, as it does for the tutor.
 */
export function socraticReply(config: AiConfig, request: SocraticReplyRequest, opts: ReplyToLearnerOptions & { random?: Random } = {}): Promise<TutorReply> {
  if (!isOpenAiConfigured(config)) return Promise.resolve(offlineSocraticReply(request, opts.random));
  return new OpenAiProvider(config).replyAsSocraticPartner(request, opts);
}
