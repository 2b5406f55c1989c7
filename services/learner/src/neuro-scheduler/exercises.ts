import { createHash } from 'node:crypto';
import { rightlyStressed } from './word-stress.ts';

/**
 * The practice exercises of an error pattern, made from the pattern itself
 * each time it is read (nothing stored, so they follow the pattern's newest
 * right form and contexts):
 * - grammar and cultural mistakes, and vocabulary corrections (the tutor's
 *   "make a question" → "ask a question"): fill_blank, the right form with the
 *   words that differ from the mistake blanked, inside each of the learner's
 *   own sentences that holds the mistake, else on its own;
 * - pronunciation mistakes (the phonetic analysis records the word heard,
 *   "fink", and the word meant, "think"): pronunciation, pick the word the
 *   browser says out of a minimal pair, the learner's own pair first, then
 *   real-word pairs of the same sound contrast (think/sink);
 * - vocabulary that shares no word with its right form (a dictionary word
 *   and its Portuguese, "look forward to" → "aguardar ansiosamente"):
 *   translation, both ways.
 */
type ExerciseType = 'fill_blank' | 'pronunciation' | 'translation';

export interface PracticeExercise {
  /** Stable while the exercise is the same: a hash of its content. */
  id: string;
  type: ExerciseType;
  /** In Portuguese. */
  instruction: string;
  /** fill_blank: the sentence with each blank as ___; translation: what to translate; pronunciation: the pair, "think / sink". */
  prompt: string;
  /** How many answers the exercise takes. */
  blanks: number;
  /** pronunciation: the two words to choose from. */
  choices: string[];
  /** pronunciation: the word the browser says (en-US). */
  spoken: string | null;
  /** Per blank, the answers accepted (compared by answerKey). */
  accepted: string[][];
}

export interface PatternForExercises {
  errorType: string;
  specificError: string;
  correctForm: string;
  contextExamples: string[];
}

const BLANK = '___';
const MAX_CONTEXT_SENTENCES = 3;
const MAX_TABLE_PAIRS = 2;

/** How answers compare: case, accents, spacing, curly apostrophes and the punctuation around them do not count. */
export function answerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .split(/\s+/)
    .map(trimPunctuation)
    .filter(Boolean)
    .join(' ');
}

const PUNCTUATION = new Set([...'.,!?;:"()[]{}¿¡…']);

/** A linear trim of punctuation at both ends (no regex backtracking on learner text). */
function trimPunctuation(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && PUNCTUATION.has(word[start]!)) start++;
  while (end > start && PUNCTUATION.has(word[end - 1]!)) end--;
  return word.slice(start, end);
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

const exerciseId = (type: ExerciseType, ...parts: string[]) =>
  `${type}-${createHash('sha256')
    .update([type, ...parts].join('\u0000'))
    .digest('hex')
    .slice(0, 16)}`;

/** The right form's words that are not in the mistake (as many times as they are missing), else the whole right form as one blank. */
function blankedCorrectForm(pattern: PatternForExercises): { text: string; accepted: string[][] } {
  const inError = new Map<string, number>();
  for (const word of words(pattern.specificError)) inError.set(answerKey(word), (inError.get(answerKey(word)) ?? 0) + 1);
  const accepted: string[][] = [];
  const shown = words(pattern.correctForm).map((word) => {
    const left = inError.get(answerKey(word)) ?? 0;
    if (left > 0) {
      inError.set(answerKey(word), left - 1);
      return word;
    }
    accepted.push([trimPunctuation(word)]);
    return BLANK;
  });
  if (accepted.length === 0 || accepted.length === shown.length) return { text: BLANK, accepted: [[pattern.correctForm.trim()]] };
  return { text: shown.join(' '), accepted };
}

/** The learner's sentence with the mistake replaced, or null when the sentence does not hold it as written. */
function inContext(context: string, mistake: string, replacement: string): string | null {
  const lowered = context.toLowerCase();
  // Lower-casing that changes a string's length (rare Unicode letters) would misplace the cut.
  if (lowered.length !== context.length) return null;
  const at = lowered.indexOf(mistake.toLowerCase());
  return at < 0 ? null : `${context.slice(0, at)}${replacement}${context.slice(at + mistake.length)}`;
}

function fillBlankExercises(pattern: PatternForExercises): PracticeExercise[] {
  const { text, accepted } = blankedCorrectForm(pattern);
  const mistake = pattern.specificError.trim().split(/\s+/).join(' ');
  const sentences = pattern.contextExamples
    .map((context) => inContext(context.split(/\s+/).join(' '), mistake, text))
    .filter((sentence): sentence is string => sentence !== null);
  const prompts = [...new Set(sentences)].slice(0, MAX_CONTEXT_SENTENCES);
  return (prompts.length ? prompts : [text]).map((prompt) => ({
    id: exerciseId('fill_blank', prompt, JSON.stringify(accepted)),
    type: 'fill_blank',
    instruction: 'Complete com a forma correta.',
    prompt,
    blanks: accepted.length,
    choices: [],
    spoken: null,
    accepted,
  }));
}

/**
 * Real-word minimal pairs of the contrasts the phonetic analysis names
 * (@juba/speech's Brazilian substitutions), keyed by the letters of the
 * right word and those it was heard with: "th>f" is think heard as fink.
 */
const MINIMAL_PAIRS: Record<string, [string, string][]> = {
  'th>f': [
    ['three', 'free'],
    ['thought', 'fought'],
    ['thin', 'fin'],
  ],
  'th>s': [
    ['think', 'sink'],
    ['thick', 'sick'],
    ['thing', 'sing'],
  ],
  'th>t': [
    ['three', 'tree'],
    ['thin', 'tin'],
    ['thank', 'tank'],
  ],
  // "think" heard as "tink": the shared t leaves only the h.
  'h>': [
    ['three', 'tree'],
    ['thin', 'tin'],
    ['thank', 'tank'],
  ],
  'th>d': [
    ['they', 'day'],
    ['then', 'den'],
    ['those', 'doze'],
  ],
  'th>v': [
    ['than', 'van'],
    ['that', 'vat'],
  ],
  'a>e': [
    ['bad', 'bed'],
    ['man', 'men'],
    ['pan', 'pen'],
  ],
  'r>h': [
    ['red', 'head'],
    ['rat', 'hat'],
    ['rot', 'hot'],
  ],
  'l>u': [
    ['tool', 'two'],
    ['goal', 'go'],
    ['feel', 'fee'],
  ],
  'll>u': [
    ['bell', 'bow'],
    ['fill', 'few'],
  ],
  'ee>i': [
    ['sheep', 'ship'],
    ['leave', 'live'],
    ['feel', 'fill'],
  ],
  'ea>i': [
    ['seat', 'sit'],
    ['leave', 'live'],
    ['heat', 'hit'],
  ],
  '>i': [
    ['cook', 'cookie'],
    ['dog', 'doggie'],
  ],
  // "home" heard as "ome", "school" as "ischool": the contrast is at the start of the word (^), unlike "think"/"tink" or "big"/"bigi".
  '^h>': [
    ['hold', 'old'],
    ['heat', 'eat'],
    ['hear', 'ear'],
  ],
  '^>i': [
    ['state', 'estate'],
    ['steam', 'esteem'],
    ['scape', 'escape'],
  ],
  'ed>': [
    ['walked', 'walk'],
    ['played', 'play'],
    ['missed', 'miss'],
  ],
  'd>': [
    ['lived', 'live'],
    ['moved', 'move'],
    ['used', 'use'],
  ],
  'e>i': [
    ['missed', 'misted'],
    ['passed', 'pasted'],
    ['based', 'basted'],
  ],
  'a>o': [
    ['cap', 'cop'],
    ['hat', 'hot'],
    ['sack', 'sock'],
  ],
  'u>o': [
    ['cut', 'cot'],
    ['luck', 'lock'],
    ['duck', 'dock'],
  ],
  'u>oo': [
    ['full', 'fool'],
    ['pull', 'pool'],
    ['could', 'cooed'],
  ],
  'oo>uu': [
    ['look', 'Luke'],
    ['full', 'fool'],
    ['pull', 'pool'],
  ],
  '>ch': [
    ['tip', 'chip'],
    ['tease', 'cheese'],
    ['tin', 'chin'],
  ],
  '>j': [
    ['deep', 'jeep'],
    ['dim', 'gym'],
    ['dean', 'jean'],
  ],
  'p>b': [
    ['pin', 'bin'],
    ['pear', 'bear'],
    ['pig', 'big'],
  ],
  't>d': [
    ['ten', 'den'],
    ['time', 'dime'],
    ['tie', 'die'],
  ],
  'k>g': [
    ['coat', 'goat'],
    ['cold', 'gold'],
    ['came', 'game'],
  ],
  'c>g': [
    ['coat', 'goat'],
    ['cold', 'gold'],
    ['came', 'game'],
  ],
  // "ten" heard as "tẽ": the final consonant dropped into a nasal vowel.
  nasal: [
    ['ten', 'tea'],
    ['seen', 'see'],
    ['time', 'tie'],
  ],
  // A misplaced stress, "hos-PI-tal": real words told apart by stress alone.
  stress: [
    ['desert', 'dessert'],
    ['insight', 'incite'],
    ['billow', 'below'],
  ],
};

/** How the phonetic analysis writes a misplaced stress: the word's syllables, the one stressed in capitals ("hos-PI-tal"), or, when its letters do not show them, which syllable ("chocolate (2ª sílaba)"). */
const STRESSED_SYLLABLES = /^[a-z]+(?:-[a-z]+)+$/i;
const STRESSED_ORDINAL = / \(\d+ª sílaba\)$/;

/** The letters that differ between the word meant and the word heard: "think"/"fink" is "th>f"; "^" when they start the word. */
function contrastOf(meant: string, heard: string): { key: string; atStart: boolean } {
  const a = meant.toLowerCase();
  const b = heard.toLowerCase();
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { key: `${a.slice(start, a.length - end)}>${b.slice(start, b.length - end)}`, atStart: start === 0 };
}

/** The table's pairs for what was heard: a misplaced stress, a nasal ending, then the differing letters (anchored at the start first). */
function tablePairs(meant: string, heard: string): [string, string][] {
  if (STRESSED_ORDINAL.test(heard) || (STRESSED_SYLLABLES.test(heard) && heard.toLowerCase().replaceAll('-', '') === meant.toLowerCase()))
    return MINIMAL_PAIRS.stress!;
  if (/[ãẽĩõũ]$/.test(heard)) return MINIMAL_PAIRS.nasal!;
  const { key, atStart } = contrastOf(meant, heard);
  return (atStart ? MINIMAL_PAIRS[`^${key}`] : undefined) ?? MINIMAL_PAIRS[key] ?? [];
}

function pronunciationExercises(pattern: PatternForExercises): PracticeExercise[] {
  const meant = pattern.correctForm.trim();
  const heard = pattern.specificError.trim();
  const table = tablePairs(meant, heard)
    .filter(([word]) => word !== meant.toLowerCase())
    .slice(0, MAX_TABLE_PAIRS);
  // "chocolate (2ª sílaba)" is no word to pick: the stress pairs alone.
  const own = STRESSED_ORDINAL.test(heard) ? [] : [[meant, heard]];
  // The learner's own word is said right; the table's pairs alternate so that picking the same side every time does not pass.
  const pairs = [...own, ...table].map((pair, index): PracticeExercise => {
    const spoken = pair[index % 2 === 0 ? 0 : 1]!;
    return {
      id: exerciseId('pronunciation', ...pair, spoken),
      type: 'pronunciation',
      instruction: 'Ouça e escolha a palavra que foi dita.',
      prompt: pair.join(' / '),
      blanks: 1,
      choices: [...pair],
      spoken,
      accepted: [[spoken]],
    };
  });
  const right = STRESSED_SYLLABLES.test(heard) ? rightlyStressed(meant, heard) : null;
  if (!right) return pairs;
  // A misplaced stress: the word said right, and the two readings to choose between. Answers compare without case, so the IPA mark tells them apart.
  const [stressed, misplaced] = [right, heard].map((reading) => reading.replace(/(^|-)([A-Z]+)(?=-|$)/, '$1ˈ$2'));
  const stress: PracticeExercise = {
    id: exerciseId('pronunciation', stressed!, misplaced!, meant),
    type: 'pronunciation',
    instruction: 'Ouça e escolha onde cai o acento.',
    prompt: `${stressed} / ${misplaced}`,
    blanks: 1,
    choices: [stressed!, misplaced!],
    spoken: meant,
    accepted: [[stressed!]],
  };
  return [stress, ...pairs.slice(1)];
}

/** Portuguese translations often list senses ("aguardar, esperar"): any one of them is right. */
const senses = (translation: string) =>
  translation
    .split(/[,;/]/)
    .map((sense) => sense.trim())
    .filter(Boolean);

function translationExercises(pattern: PatternForExercises): PracticeExercise[] {
  const english = pattern.specificError.trim();
  const portuguese = pattern.correctForm.trim();
  return [
    { instruction: 'Traduza para o português.', prompt: english, accepted: senses(portuguese) },
    { instruction: 'Como se diz em inglês?', prompt: portuguese, accepted: [english] },
  ].map(({ instruction, prompt, accepted }) => ({
    id: exerciseId('translation', instruction, prompt),
    type: 'translation',
    instruction,
    prompt,
    blanks: 1,
    choices: [],
    spoken: null,
    accepted: [accepted],
  }));
}

const sharesAWord = (a: string, b: string) => {
  const ofA = new Set(words(a).map(answerKey));
  return words(b).some((word) => ofA.has(answerKey(word)));
};

export function exercisesFor(pattern: PatternForExercises): PracticeExercise[] {
  if (pattern.errorType === 'pronunciation') return pronunciationExercises(pattern);
  if (pattern.errorType === 'vocabulary' && !sharesAWord(pattern.specificError, pattern.correctForm)) return translationExercises(pattern);
  return fillBlankExercises(pattern);
}

/** Whether every blank of the exercise was answered with one of its accepted answers. */
export function isRight(exercise: PracticeExercise, answers: readonly string[]): boolean {
  return exercise.accepted.length === answers.length && exercise.accepted.every((accepted, i) => accepted.some((a) => answerKey(a) === answerKey(answers[i]!)));
}
