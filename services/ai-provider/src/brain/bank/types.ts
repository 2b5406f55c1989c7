import type { ErrorPattern } from '../areas.ts';
import type { BrainModule } from '../question.ts';

/** One curated multiple-choice question of the brain widget's bank. */
export interface BrainBankItem {
  /** Stable forever: served ids are stored per learner. */
  id: string;
  module: BrainModule;
  /** 1..10 */
  difficulty: number;
  /** The question, in Portuguese with the English under study. */
  content: string;
  options: readonly [string, string, string, string];
  correctAnswer: 0 | 1 | 2 | 3;
  /** In Portuguese: why the right option is right and the others are not. */
  explanation: string;
  /** The item's own tip; personalizedHint() prefixes it with why it was chosen for this learner. */
  hint: string;
  /** Interference patterns the question trains, matched against the profile's errorPatterns. */
  patterns?: readonly ErrorPattern[];
}

export type BankEntry = Omit<BrainBankItem, 'module'>;

export const moduleItems = (module: BrainModule, entries: readonly BankEntry[]): BrainBankItem[] => entries.map((e) => ({ ...e, module }));
