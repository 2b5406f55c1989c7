import type { PlanActivityGenerator } from './adaptive-plan/types.ts';
import type { BrainQuestionGenerator } from './brain/question.ts';
import type { ConversationTutor } from './conversation/tutor.ts';
import type { HandoutGenerator } from './handouts/material.ts';

/**
 * Everything intelligent sits behind this interface: an OpenAI-compatible
 * provider when configured, an offline provider built on curated content otherwise.
 */
export interface AiProvider extends HandoutGenerator, BrainQuestionGenerator, ConversationTutor, PlanActivityGenerator {}
