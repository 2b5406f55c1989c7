import { z } from 'zod';
import type { AiProviderName } from '../provider-name.ts';

/** The skills a brain question (the spec's adaptive content item) can train: the diagnostic's mastery modules that are taught, not scored. */
export const BRAIN_MODULES = ['phonetics', 'grammar', 'vocabulary', 'cultural', 'listening', 'speaking'] as const;
export type BrainModule = (typeof BRAIN_MODULES)[number];

export const BRAIN_DIFFICULTY = { min: 1, max: 10 } as const;

/**
 * What the brain widget asks for. Area names and error patterns arrive as the
 * browser sends them (module keys or Portuguese names); providers normalise
 * them with normaliseBrainRequest() and ignore what they do not recognise.
 */
export interface BrainQuestionRequest {
  weakAreas: readonly string[];
  strongAreas: readonly string[];
  errorPatterns: readonly string[];
  /** 1..10 */
  difficulty: number;
  /** Questions this learner has already been served. */
  excludeIds: readonly string[];
}

/** Spec part 1 §3 Adaptive content item, before the widget's rewards are added. */
export const brainQuestionSchema = z.object({
  id: z.string().min(1).max(100),
  /** A review revisits one of the learner's strong areas; a question trains the rest. */
  type: z.enum(['question', 'review']),
  module: z.enum(BRAIN_MODULES),
  difficulty: z.number().int().min(BRAIN_DIFFICULTY.min).max(BRAIN_DIFFICULTY.max),
  content: z.string().trim().min(1).max(1000),
  options: z
    .array(z.string().trim().min(1).max(300))
    .length(4)
    .refine((options) => new Set(options).size === options.length, 'the four options must all differ'),
  correctAnswer: z.number().int().min(0).max(3),
  explanation: z.string().trim().min(1).max(1500),
  personalizedHint: z.string().trim().min(1).max(600),
});
export type BrainQuestion = z.infer<typeof brainQuestionSchema>;

/** Model-written questions get ids with this prefix, so they never collide with the curated bank's. */
export const GENERATED_QUESTION_ID_PREFIX = 'gen-';

/** Chooses or writes the brain widget's next question. */
export interface BrainQuestionGenerator {
  readonly name: AiProviderName;
  /** Null when no question fits that has not been served yet (the curated bank is exhausted for this profile). */
  generateBrainQuestion(request: BrainQuestionRequest, opts: { signal?: AbortSignal }): Promise<BrainQuestion | null>;
}
