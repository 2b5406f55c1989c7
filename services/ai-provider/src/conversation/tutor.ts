import { z } from 'zod';
import type { ConversationTheme } from '@juba/contracts/conversation';
import type { EnglishLevel } from '@juba/contracts/english-level';
import { ERROR_TYPES } from '@juba/contracts/jobs';
import type { AiProviderName } from '../provider-name.ts';

export { CONVERSATION_THEMES, CONVERSATION_THEME_LABELS, type ConversationTheme } from '@juba/contracts/conversation';

/**
 * How long a learner may wait for a model's reply before the curated templates
 * answer instead (the config's timeout applies when it is shorter). A chat
 * turn is interactive: the handout timeout (30 s) would be far too long. A
 * reply the learner watches being written has this long to start and for
 * each pause, the config's timeout bounding the whole.
 */
export const TUTOR_DEADLINE_MS = 8_000;

/** A mistake the tutor noticed in the learner's message (the GraphQL TutorCorrection). */
export const tutorCorrectionSchema = z.object({
  original: z.string().trim().min(1).max(200),
  corrected: z.string().trim().min(1).max(200),
  type: z.enum(ERROR_TYPES),
  explanation: z.string().trim().min(1).max(300),
});
export type TutorCorrection = z.infer<typeof tutorCorrectionSchema>;

/** A word of a tutor message and its Portuguese translation. */
export const wordTranslationSchema = z.object({
  word: z.string().trim().toLowerCase().min(1).max(40),
  translation: z.string().trim().min(1).max(100),
});
export type WordTranslation = z.infer<typeof wordTranslationSchema>;

/** The learner's English level a conversation is pitched at. */
export { ENGLISH_LEVELS, type EnglishLevel } from '@juba/contracts/english-level';

/** Who wrote a turn of a conversation. */
export const CONVERSATION_ROLES = ['tutor', 'learner'] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

export interface TutorTurn {
  role: ConversationRole;
  text: string;
}

export interface TutorReplyRequest {
  theme: ConversationTheme;
  level: EnglishLevel;
  /** The latest turns, oldest first; the last one is the learner's message to answer. */
  history: readonly TutorTurn[];
}

export interface TutorReply {
  text: string;
  /** Mistakes in the learner's last message; empty when there was nothing to correct. */
  corrections: TutorCorrection[];
  /** Translations the provider gives for words of its reply (a model's); Juba's own glossary covers the rest. */
  translations: WordTranslation[];
}

export interface ReplyToLearnerOptions {
  signal?: AbortSignal;
  /**
   * Hears the reply as a streaming model writes it, from its first character
   * each time (a retry starts it again), trimmed as the stored reply is. A
   * provider that answers at once never calls it.
   */
  onDraft?: (textSoFar: string) => void;
}

/** Answers the learner in a conversation practice session. */
export interface ConversationTutor {
  readonly name: AiProviderName;
  replyToLearner(request: TutorReplyRequest, opts: ReplyToLearnerOptions): Promise<TutorReply>;
}

/** The learner's message the tutor is answering. */
export function lastLearnerText(request: Pick<TutorReplyRequest, 'history'>): string {
  return request.history.findLast((turn) => turn.role === 'learner')?.text ?? '';
}
