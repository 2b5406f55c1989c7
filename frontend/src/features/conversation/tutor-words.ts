/** Spec part 1 §2: what a word of a tutor message shows when it has no translation. */
export const NO_TRANSLATION = 'Tradução indisponível';

/** A run of letters with inner apostrophes ("don't", "it’s"): what the tutor's glossary calls a word. */
const WORD = /(\p{L}+(?:['’‘]\p{L}+)*)/u;

export interface TextPiece {
  text: string;
  /** The glossary key (lower case, straight apostrophe) when the piece is a word; null for spaces, digits and punctuation. */
  word: string | null;
}

/** Splits a tutor message into words and what lies between them, keeping every character. */
export function splitWords(text: string): TextPiece[] {
  return text
    .split(WORD)
    .map((piece, index) => ({ text: piece, word: index % 2 === 1 ? piece.toLowerCase().replace(/[’‘]/g, "'") : null }))
    .filter((piece) => piece.text !== '');
}

export function translationOf(glossary: ReadonlyMap<string, string>, word: string): string {
  return glossary.get(word) ?? NO_TRANSLATION;
}
