import { CULTURAL_ITEMS } from './cultural.ts';
import { GRAMMAR_ITEMS } from './grammar.ts';
import { LISTENING_ITEMS } from './listening.ts';
import { PHONETICS_ITEMS } from './phonetics.ts';
import { SPEAKING_ITEMS } from './speaking.ts';
import type { BrainBankItem } from './types.ts';
import { VOCABULARY_ITEMS } from './vocabulary.ts';

export type { BrainBankItem } from './types.ts';

/** Every curated question of the brain widget, across modules and difficulties 1..10. */
export const BRAIN_BANK: readonly BrainBankItem[] = [
  ...PHONETICS_ITEMS,
  ...GRAMMAR_ITEMS,
  ...VOCABULARY_ITEMS,
  ...CULTURAL_ITEMS,
  ...LISTENING_ITEMS,
  ...SPEAKING_ITEMS,
];
