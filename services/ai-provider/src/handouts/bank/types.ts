import type { HandoutLevel } from '@juba/contracts/jobs';

/** Which skill a topic trains; the composer mixes kinds so one handout is not three grammar lessons. */
export type TopicKind = 'pronuncia' | 'vocabulario' | 'gramatica' | 'conversacao';

/** One explanation slide, written in Portuguese with English examples. */
export interface LessonVariant {
  title: string;
  /** One-line reminder of this lesson for the summary slide. */
  takeaway: string;
  content: string;
}

/**
 * One exercise slide. The correct option is kept apart from the distractors so
 * options can be shuffled freely while the explanation still names the answer.
 */
export interface ExerciseVariant {
  title: string;
  /** The slide body: the situation or sentences the question refers to. */
  prompt: string;
  question: string;
  correct: string;
  distractors: string[];
  /** Why the correct option is right (and the others are not). */
  explanation: string;
}

export interface BankTopic {
  /** Stable across levels when the same subject is taught at several depths (e.g. 'false-friends'). */
  id: string;
  level: HandoutLevel;
  kind: TopicKind;
  /** Full Portuguese name, used in the intro slide. */
  theme: string;
  /** Short name for the handout title. */
  shortName: string;
  lessons: LessonVariant[];
  exercises: ExerciseVariant[];
}

/** Slide bodies are written line by line; the viewer preserves "\n" as a line break. */
export const lines = (...parts: string[]) => parts.join('\n');
