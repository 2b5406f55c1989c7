import { BRAIN_DIFFICULTY, BRAIN_MODULES, type BrainModule, type BrainQuestionRequest } from './question.ts';

/** How the widget's Portuguese texts name each module. */
export const MODULE_LABELS: Record<BrainModule, string> = {
  phonetics: 'fonética',
  grammar: 'gramática',
  vocabulary: 'vocabulário',
  cultural: 'cultura americana',
  listening: 'compreensão auditiva',
  speaking: 'conversação',
};

/**
 * Words that identify a module in an area name, after lower-casing and
 * stripping accents: the diagnostic stores module keys ('phonetics'), the
 * linguistic diagnostic English names ('falseFriends') and the UI Portuguese
 * ones ('Fonética (sons do th)').
 */
const MODULE_KEYWORDS: Record<BrainModule, string[]> = {
  phonetics: ['phonetics', 'phonetic', 'fonetica', 'pronuncia', 'pronunciation', 'sotaque', 'accent'],
  grammar: ['grammar', 'grammatical', 'gramatica', 'gramatical'],
  vocabulary: ['vocabulary', 'vocabulario', 'vocab', 'false friends', 'falsefriends', 'false friend', 'falsos cognatos', 'falso cognato'],
  cultural: ['cultural', 'cultura', 'culture'],
  listening: ['listening', 'compreensao auditiva', 'audicao', 'escuta'],
  speaking: ['speaking', 'fala', 'conversacao', 'conversation', 'oral'],
};

/** Interference patterns typical of Brazilian learners that the bank and the prompt know by name. */
export const ERROR_PATTERNS = {
  'th-sound': { label: 'o som do th', description: 'the /θ/ and /ð/ sounds replaced by t, d, f or s', keywords: ['th', 'theta', 'som do th', 'th sound'] },
  'vowel-length': {
    label: 'vogais curtas e longas',
    description: 'short vs long vowels (ship/sheep, full/fool)',
    keywords: ['vowel', 'vowels', 'vogal', 'vogais', 'vowel length'],
  },
  'final-ed': {
    label: 'a pronúncia do -ed',
    description: 'pronouncing every past -ed as an extra syllable',
    keywords: ['ed', 'final ed', 'past ed', 'passado regular'],
  },
  'false-friends': {
    label: 'falsos cognatos',
    description: 'false friends such as pretend, actually, push',
    keywords: ['false friends', 'falsefriends', 'false friend', 'falsos cognatos', 'falso cognato', 'falsos amigos'],
  },
  prepositions: {
    label: 'preposições',
    description: 'in/on/at and other prepositions copied from Portuguese',
    keywords: ['preposition', 'prepositions', 'preposicao', 'preposicoes'],
  },
  'age-with-have': { label: 'idade com "have"', description: '"I have 25 years" instead of "I am 25"', keywords: ['age', 'idade', 'have years'] },
  'subject-omission': {
    label: 'sujeito omitido',
    description: 'dropping the subject ("Is raining", "Is good")',
    keywords: ['subject', 'sujeito', 'omissao do sujeito', 'subject omission'],
  },
  articles: { label: 'artigos', description: 'articles used as in Portuguese ("The life is good")', keywords: ['article', 'articles', 'artigo', 'artigos'] },
  'word-stress': {
    label: 'tonicidade e entonação',
    description: 'word and sentence stress, the schwa, intonation',
    keywords: ['stress', 'tonicidade', 'entonacao', 'intonation', 'schwa'],
  },
  epenthesis: {
    label: 'a vogal extra no fim das palavras',
    description: 'adding a vowel after final consonants ("bigi", "Facebooki")',
    keywords: ['epenthesis', 'epentese', 'vogal extra', 'extra vowel'],
  },
} as const satisfies Record<string, { label: string; description: string; keywords: string[] }>;
export type ErrorPattern = keyof typeof ERROR_PATTERNS;
const ERROR_PATTERN_KEYS = Object.keys(ERROR_PATTERNS) as ErrorPattern[];

/** Lower case, no accents, words split on anything that is not a letter or digit (camelCase too). */
function normaliseName(name: string): string {
  return ` ${name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

const mentions = (normalised: string, keywords: readonly string[]) => keywords.some((k) => normalised.includes(` ${k} `));

/** The module an area name refers to, or null for names Juba does not teach. */
export function moduleFromArea(area: string): BrainModule | null {
  const name = normaliseName(area);
  return BRAIN_MODULES.find((m) => m === name.trim() || mentions(name, MODULE_KEYWORDS[m])) ?? null;
}

export function errorPatternFrom(pattern: string): ErrorPattern | null {
  const name = normaliseName(pattern);
  return ERROR_PATTERN_KEYS.find((p) => name.trim() === p.replace(/-/g, ' ') || mentions(name, ERROR_PATTERNS[p].keywords)) ?? null;
}

const known = <T>(values: readonly string[], read: (v: string) => T | null): T[] => [...new Set(values.map(read).filter((v): v is T => v !== null))];

export interface NormalisedBrainRequest {
  weakAreas: BrainModule[];
  /** Strong areas that are not also weak: a contradictory profile is treated as weak. */
  strongAreas: BrainModule[];
  errorPatterns: ErrorPattern[];
  difficulty: number;
  excludeIds: ReadonlySet<string>;
}

/** Only recognised names survive, so what reaches a prompt is always one of our own constants. */
export function normaliseBrainRequest(request: BrainQuestionRequest): NormalisedBrainRequest {
  const weakAreas = known(request.weakAreas, moduleFromArea);
  return {
    weakAreas,
    strongAreas: known(request.strongAreas, moduleFromArea).filter((m) => !weakAreas.includes(m)),
    errorPatterns: known(request.errorPatterns, errorPatternFrom),
    difficulty: clampDifficulty(request.difficulty),
    excludeIds: new Set(request.excludeIds),
  };
}

export function clampDifficulty(value: number): number {
  if (!Number.isFinite(value)) return BRAIN_DIFFICULTY.min;
  return Math.min(BRAIN_DIFFICULTY.max, Math.max(BRAIN_DIFFICULTY.min, Math.round(value)));
}

/** question or review: revisiting a strong area is a review. */
export function questionType(module: BrainModule, request: NormalisedBrainRequest): 'question' | 'review' {
  return request.strongAreas.includes(module) ? 'review' : 'question';
}

/**
 * The hint says truthfully why this question was chosen (the profile's weak or
 * strong area, an error pattern it shows), then gives the item's own tip.
 */
export function personalizedHint(module: BrainModule, patterns: readonly ErrorPattern[], tip: string, request: NormalisedBrainRequest): string {
  const label = MODULE_LABELS[module];
  const matched = patterns.find((p) => request.errorPatterns.includes(p));
  const reason = request.weakAreas.includes(module)
    ? `Seu perfil aponta ${label} como ponto a fortalecer`
    : request.strongAreas.includes(module)
      ? `Revisão de ${label}, um dos seus pontos fortes`
      : `Prática de ${label} no seu nível atual`;
  const pattern = matched ? `; esta questão trabalha ${ERROR_PATTERNS[matched].label}, um padrão de erro do seu perfil` : '';
  return `${reason}${pattern}. Dica: ${tip}`;
}

/** The module a model-written question trains: a weak one if the profile has any, else one that is not strong. */
export function moduleToTrain(request: NormalisedBrainRequest, random: () => number): BrainModule {
  const notStrong = BRAIN_MODULES.filter((m) => !request.strongAreas.includes(m));
  const choices = request.weakAreas.length ? request.weakAreas : notStrong.length ? notStrong : [...BRAIN_MODULES];
  return choices[Math.min(choices.length - 1, Math.floor(random() * choices.length))]!;
}
