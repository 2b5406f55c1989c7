import { badInput } from '@juba/platform/errors';
import { MAX_WORDS_READ, wordsOf } from '@juba/speech/lexicon';
import { PHONETIC_MESSAGES } from './messages.ts';

const MAX_TARGET_TEXT_CHARACTERS = 500;

/**
 * The text a learner reads aloud, as stored and scored: line breaks and tabs
 * (a pasted paragraph) become single spaces, the ends are trimmed; empty text,
 * more than MAX_TARGET_TEXT_CHARACTERS characters, any other control
 * character, a text with no word the scorer reads (only emoji or
 * punctuation: there would be nothing to judge) or with more than
 * MAX_WORDS_READ (numbers read out) is refused with a message the learner can
 * act on.
 */
export function parseTargetText(input: string): string {
  const text = input.replace(/[\t\n\r\v\f ]+/g, ' ').trim();
  if (!text) throw badInput(PHONETIC_MESSAGES.emptyText);
  // Counted in characters, not UTF-16 units: "ð" or an emoji is one character to the learner.
  let characters = 0;
  for (const _ of text) if (++characters > MAX_TARGET_TEXT_CHARACTERS) throw badInput(PHONETIC_MESSAGES.textTooLong(MAX_TARGET_TEXT_CHARACTERS));
  if (/\p{Cc}/u.test(text)) throw badInput(PHONETIC_MESSAGES.controlCharacters);
  const words = wordsOf(text).length;
  if (words === 0) throw badInput(PHONETIC_MESSAGES.noWords);
  if (words > MAX_WORDS_READ) throw badInput(PHONETIC_MESSAGES.tooManyWords(MAX_WORDS_READ));
  return text;
}
