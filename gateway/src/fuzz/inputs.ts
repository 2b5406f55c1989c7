import {
  PLAN_DIFFICULTY_PREFERENCES,
  PLAN_FOCUS_AREAS,
  PLAN_LEARNING_PREFERENCES,
  PLAN_LEARNING_STYLES,
  PLAN_MOTIVATION_STYLES,
  PLAN_STUDY_HOURS,
} from '@juba/contracts/adaptive-plan';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { HANDOUT_LEVELS } from '@juba/contracts/jobs';
import { MAX_JSON_DEPTH } from '@juba/contracts/json-depth';
import { LINGUISTIC_QUESTIONS, scoreLinguisticDiagnostic } from '@juba/contracts/linguistic-diagnostic';
import { PRACTICE_MODULES } from '@juba/contracts/practice';
import { SOCRATIC_TOPIC_IDS } from '@juba/contracts/socratic';
import { VOICE_CONSENT_VERSION } from '@juba/contracts/voice-consent';
import { buildWav } from '@juba/speech/testing/wav-builder';
import { objectWithKeys, raw, RawText } from './json-text.ts';
import type { Rng } from './prng.ts';

/**
 * The shapes of the API's inputs (one description serves the REST body and
 * the GraphQL variables), each with a valid sample, and the defects that make
 * a value of that shape one the API must refuse.
 */
export type Shape = (
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'text'; sample: string }
  /** GraphQL's ID: text, or a whole number it turns into text. */
  | { kind: 'id'; sample: string }
  | { kind: 'int'; sample: number }
  | { kind: 'float'; sample: number }
  | { kind: 'bool' }
  | { kind: 'json'; sample: unknown }
  | { kind: 'list'; of: Shape; sample: unknown[] }
  /** `loose`: unknown keys are ignored, as GraphQL ignores variables no operation declares. */
  | { kind: 'object'; fields: Record<string, Shape>; optional?: readonly string[]; loose?: boolean }
) & {
  /** Well-typed values the owning service refuses (out of range, unknown names, wrong dates): they get past the gateway. */
  refused?: readonly unknown[];
};

/** The same shape, with the well-typed values its service refuses. */
const refusing = (shape: Shape, refused: readonly unknown[]): Shape => ({ ...shape, refused });

const enumOf = (values: readonly string[]): Shape => ({ kind: 'enum', values });
const text = (sample: string): Shape => ({ kind: 'text', sample });
const int = (sample: number): Shape => ({ kind: 'int', sample });
const float = (sample: number): Shape => ({ kind: 'float', sample });
const list = (of: Shape, sample: unknown[]): Shape => ({ kind: 'list', of, sample });
export const object = (fields: Record<string, Shape>, optional: readonly string[] = []): Shape => ({ kind: 'object', fields, optional });
/** An id of something that must exist: any other text or number is refused (not found, or not a valid id). */
export const id = (sample = '00000000-0000-4000-8000-000000000000'): Shape =>
  refusing({ kind: 'id', sample }, [
    'not-a-uuid',
    '',
    '0',
    "' OR '1'='1",
    '00000000-0000-0000-0000-000000000000',
    'ZZZZZZZZ-ZZZZ-4ZZZ-8ZZZ-ZZZZZZZZZZZZ',
    'x'.repeat(1000),
    12345,
    raw('9007199254740993'),
    raw('-0'),
  ]);
/** The tutor's draft key: 1 to 64 letters, digits, _ or -. */
export const draftKey = refusing({ kind: 'id', sample: 'draft-1' }, ['', 'x'.repeat(65), 'a b', 'ação', '../x', 'a/b']);

const names = (sample: string[]) => list(text('x'), sample);
const profileScore = (sample: number) => refusing(float(sample), [-1, 1000.5, 1e300, -1e300]);
const profileNames = (sample: string[]) => refusing(names(sample), [Array.from({ length: 21 }, () => 'x'), ['x'.repeat(81)]]);
const MASTERY = { phonetics: 75, grammar: 50, vocabulary: 66, cultural: 90, listening: 75, speaking: 63, assessment: 100, mastery: 70 };
const contentType = enumOf(['vocabulary', 'exercise', 'challenge', 'lesson']);

/** A Linguistic Diagnostic with the first question wrong, as the screen scores it; any change to a result, area or answer makes it one the server refuses. */
const LINGUISTIC_ANSWERS = LINGUISTIC_QUESTIONS.map((q, i) => ({
  questionId: q.id,
  selectedAnswer: i === 0 ? (q.correctAnswer + 1) % q.options.length : q.correctAnswer,
}));
const LINGUISTIC = scoreLinguisticDiagnostic(LINGUISTIC_ANSWERS);
const linguisticPercent = (sample: number) => refusing(float(sample), [sample === 100 ? 50 : 100, -1, 101, sample + 0.5]);
const linguisticAreas = (sample: string[]) =>
  refusing(names(sample), [[...sample, 'fonética', 'gramática', 'falsos cognatos'], sample.slice(1), [...sample, ...sample, 'x']]);

/** Half a second of silence, 16 kHz mono 16-bit: a recording the API accepts (and scores as no speech). */
const WAV_BASE64 = Buffer.from(buildWav({ seconds: 0.5, signal: () => 0 })).toString('base64');
/** Recordings the diagnostics service refuses: not WAV, not base64, a header without its samples, too short. */
const BAD_RECORDINGS = [
  '',
  'data:audio/wav;base64,',
  'data:audio/mpeg;base64,SUQz',
  'data:text/html;base64,PHNjcmlwdD4=',
  `data:audio/wav;base64,${WAV_BASE64.slice(0, 60)}`,
  `data:audio/wav;base64,${WAV_BASE64.slice(0, -3)}!`,
  `data:audio/wav;base64,${Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVE').toString('base64')}`,
  `data:audio/wav;base64,${'A'.repeat(4001)}`,
];
const wavDataUrl = refusing(text(`data:audio/wav;base64,${WAV_BASE64}`), BAD_RECORDINGS);
const wavBase64 = refusing(text(WAV_BASE64), [...BAD_RECORDINGS, WAV_BASE64.slice(0, 100), `${WAV_BASE64.slice(0, 40)}*${WAV_BASE64.slice(41)}`]);
const targetText = refusing(text('I think so.'), ['', '   ', 'x'.repeat(501), 'a\u0007b', '\u001b[31m', '🦁 !!!', '1,111,111,111 '.repeat(30)]);
const labExerciseId = refusing({ kind: 'id', sample: 'th-voiceless' }, ['th', '', '__proto__', 'TH-VOICELESS', 'x'.repeat(1000)]);
const targetSounds = refusing(list(text('θ'), ['θ']), [[], ['ð'], ['x'.repeat(50)], ['th']]);
/** A word or phrase for the dictionary: letters, spaces, hyphens and apostrophes, at most 60 characters. */
const dictionaryWord = refusing(text('house'), ['', '   ', 'x'.repeat(61), 'ho\u0007use', 'line\nbreak', '<b>house</b>', "'-.", '42', '\u001b[31m']);

/** Only the notice the screens show now is consented to: any other version is refused. */
const voiceConsentVersion = refusing(text(VOICE_CONSENT_VERSION), [
  '',
  '   ',
  'voz-2020-01',
  VOICE_CONSENT_VERSION.toUpperCase(),
  `${VOICE_CONSENT_VERSION} `,
  'x'.repeat(1000),
]);

/** Never the fuzz learner's own e-mail: every eraseAccount the fuzzer sends is refused, even unspoiled. */
const erasureEmail = refusing(text('outra.pessoa@exemplo.com.br'), ['', '   ', 'x'.repeat(1000), 'fuzz-learner', '\u0000@x']);

export const SHAPES = {
  learningProfile: object({
    englishLevel: enumOf(ENGLISH_LEVELS),
    primaryGoal: enumOf(['business', 'social', 'academic', 'travel']),
    interests: refusing(names(['History', 'Books']), [['Knitting'], [], ['History', 'x'.repeat(100)]]),
    availableTime: refusing(int(10), [20, 0, -5, 2147483647]),
    learningStyle: enumOf(['visual', 'auditory', 'kinesthetic']),
  }),
  challengeCompletion: object({
    challengeType: refusing(text('interview'), ['karaoke', '', 'INTERVIEW', '__proto__', 'constructor']),
    scenario: refusing(text('You are interviewing at an American tech company.'), ['', 'x'.repeat(1001)]),
    score: refusing(float(80), [-1, 100.5, 101, -0.0001, 1e300]),
    feedback: refusing(text('Good answers.'), ['', 'x'.repeat(1001)]),
    duration: refusing(int(240), [0, -1, 301, 2147483647]),
  }),
  practice: object({
    practiceId: refusing({ kind: 'id', sample: '00000000-0000-4000-8000-000000000000' }, ['', 'not-a-uuid', 12345, 'x'.repeat(1000), "' OR '1'='1"]),
    module: enumOf(PRACTICE_MODULES),
    minutes: refusing(int(1), [0, -1, 16, 61, 2147483647]),
  }),
  errorPatternPractice: object({
    practiceId: refusing(id(), ['', 'not-a-uuid', 'x'.repeat(1000)]),
    patternId: refusing(id(), ['', 'pattern-1', '__proto__']),
    seconds: refusing(int(60), [0, -1, 3601, 2147483647]),
    answers: refusing(
      list(object({ exerciseId: text('fill_blank-0000000000000000'), answers: list(text('am'), ['am']) }), [
        { exerciseId: 'fill_blank-0000000000000000', answers: ['am'] },
      ]),
      [
        [],
        Array.from({ length: 11 }, () => ({ exerciseId: 'x', answers: ['am'] })),
        [{ exerciseId: 'x', answers: [] }],
        [{ exerciseId: 'x', answers: ['a\u0007b'] }],
        [{ exerciseId: 'x', answers: ['x'.repeat(201)] }],
      ],
    ),
  }),
  studentProfile: object({
    cognitiveLevel: profileScore(25),
    learningVelocity: profileScore(50),
    errorPatterns: profileNames([]),
    strongAreas: profileNames([]),
    weakAreas: profileNames(['fonética']),
    motivationLevel: profileScore(75),
    neuralConnections: profileScore(10),
    synapticStrength: profileScore(30),
  }),
  content: object(
    {
      contentType,
      title: refusing(text('Comida'), ['', '   ', 'x'.repeat(201)]),
      description: refusing(text('Palavras de restaurante'), ['x'.repeat(2001)]),
      content: { kind: 'json', sample: { words: ['menu', 'bill'] } },
      difficulty: enumOf(ENGLISH_LEVELS),
      category: refusing(text('food'), ['x'.repeat(101)]),
      tags: refusing(names(['food']), [Array.from({ length: 21 }, (_, i) => `t${i}`), ['x'.repeat(51)]]),
    },
    ['description', 'category'],
  ),
  config: object(
    {
      configKey: refusing(text('fuzz_config'), ['', 'Has Space', 'UPPER', '1starts_with_digit', 'x'.repeat(65), 'a-b', '__proto__']),
      configValue: { kind: 'json', sample: { enabled: true } },
      description: refusing(text('Recurso experimental'), ['x'.repeat(2001)]),
      category: enumOf(['general', 'ai', 'content', 'analytics']),
      isActive: { kind: 'bool' },
    },
    ['description'],
  ),
  completeDiagnostic: object({
    totalPoints: refusing(int(130), [-1, 100_000, 2147483647]),
    answeredQuestions: refusing(int(26), [-1, 27, 0]),
    currentLevel: refusing(text('advanced'), ['expert2', '', 'Advanced', '__proto__', 'toString']),
    masteryByModule: refusing({ kind: 'json', sample: MASTERY }, [
      { ...MASTERY, phonetics: 101 },
      { ...MASTERY, grammar: -1 },
      { ...MASTERY, grammar: '50' },
      { ...MASTERY, extra: 1 },
      objectWithKeys([...Object.entries(MASTERY), ['__proto__', 1]]),
      objectWithKeys(Object.entries(MASTERY).slice(1)),
      Object.values(MASTERY),
      {},
    ]),
    completedAt: refusing(text('2026-01-01T10:00:00.000Z'), ['not a date', '2026-02-30T00:00:00Z', '9999-12-31T23:59:59Z', '', '2026-01-01', '1e999']),
  }),
  adaptivePlan: object({
    learningStyle: enumOf(PLAN_LEARNING_STYLES),
    availableTime: refusing(int(30), [0, 4, 7, 125, -5, 2147483647]),
    studyHours: enumOf(PLAN_STUDY_HOURS),
    primaryGoal: refusing(text('Conversar com clientes americanos'), ['', '   ', 'x'.repeat(301)]),
    learningPreference: enumOf(PLAN_LEARNING_PREFERENCES),
    difficultyPreference: enumOf(PLAN_DIFFICULTY_PREFERENCES),
    focusAreas: refusing(list(enumOf(PLAN_FOCUS_AREAS), ['pronuncia', 'cultura']), [[], Array.from({ length: 19 }, () => 'cultura')]),
    motivationStyle: enumOf(PLAN_MOTIVATION_STYLES),
  }),
  dictionaryWordInput: object(
    {
      word: dictionaryWord,
      translation: refusing(text('casa'), ['x'.repeat(201), 'ca\u0000sa']),
      category: refusing(text('conversation'), ['travel', '', 'Conversation', '__proto__']),
    },
    ['translation', 'category'],
  ),
  dictionaryWord,
  linguisticDiagnostic: object({
    diagnosticType: refusing(text('comprehensive'), ['quick', '', 'Comprehensive', 'comprehensive ', '__proto__']),
    testResults: object({
      phonetic: linguisticPercent(LINGUISTIC.testResults.phonetic),
      grammatical: linguisticPercent(LINGUISTIC.testResults.grammatical),
      falseFriends: linguisticPercent(LINGUISTIC.testResults.falseFriends),
      overall: linguisticPercent(LINGUISTIC.testResults.overall),
      answers: refusing(list(object({ questionId: text(LINGUISTIC_ANSWERS[0]!.questionId), selectedAnswer: int(0) }), LINGUISTIC_ANSWERS), [
        [],
        LINGUISTIC_ANSWERS.slice(1),
        [...LINGUISTIC_ANSWERS, LINGUISTIC_ANSWERS[0]],
        [{ ...LINGUISTIC_ANSWERS[0], selectedAnswer: 4 }, ...LINGUISTIC_ANSWERS.slice(1)],
        [{ ...LINGUISTIC_ANSWERS[0], selectedAnswer: -1 }, ...LINGUISTIC_ANSWERS.slice(1)],
        [{ ...LINGUISTIC_ANSWERS[0], questionId: '__proto__' }, ...LINGUISTIC_ANSWERS.slice(1)],
        Array.from({ length: 13 }, () => LINGUISTIC_ANSWERS[0]),
      ]),
    }),
    interferencePatterns: linguisticAreas(LINGUISTIC.interferencePatterns),
    strengthAreas: linguisticAreas(LINGUISTIC.strengthAreas),
    weaknessAreas: linguisticAreas(LINGUISTIC.weaknessAreas),
    recommendedFocus: refusing(text(LINGUISTIC.recommendedFocus), ['conversacao', '', 'PRONUNCIA', 'x'.repeat(51)]),
  }),
  phoneticAnalysis: object({ audioData: wavDataUrl, targetText }),
  accentAnalysis: object({ exerciseId: labExerciseId, audioRecordingUrl: wavBase64, targetSounds }),
  wavDataUrl,
  wavBase64,
  targetText,
  labExerciseId,
  targetSounds,
  voiceConsentVersion,
  erasureEmail,
  contentType,
  handoutLevel: enumOf(HANDOUT_LEVELS),
  englishLevel: enumOf(ENGLISH_LEVELS),
  conversationTheme: enumOf(['business', 'technology', 'travel', 'food', 'sports', 'movies']),
  socraticTopic: enumOf(SOCRATIC_TOPIC_IDS),
  days: refusing(int(30), [14, 0, -1]),
  limit: refusing(int(50), [0, -1, 201]),
  text: refusing(text('Hello, how are you?'), ['', '   ', 'x'.repeat(501)]),
  /** expectedUpdatedAt: never the item's own, so the edit is refused as stale or not a date. */
  staleDate: refusing(text('2020-01-01T00:00:00.000Z'), ['yesterday', '2020-13-01T00:00:00Z', raw('1e999')]),
} satisfies Record<string, Shape>;

export function sampleOf(shape: Shape): unknown {
  switch (shape.kind) {
    case 'enum':
      return shape.values[0];
    case 'bool':
      return true;
    case 'object':
      return Object.fromEntries(Object.entries(shape.fields).map(([key, field]) => [key, sampleOf(field)]));
    default:
      return structuredClone(shape.sample);
  }
}

/** Whether the value at `path` (object keys, '[]' for list items) is an enum, for GraphQL literals. */
export function isEnumAt(shape: Shape, path: string[]): boolean {
  let node: Shape | undefined = shape;
  for (const step of path) {
    if (node?.kind === 'object') node = node.fields[step];
    else if (node?.kind === 'list' && step === '[]') node = node.of;
    else return false;
  }
  return node?.kind === 'enum';
}

const LONG_TEXT_CHARS = 200_001;
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const deepList = (levels: number) => raw(`${'['.repeat(levels)}1${']'.repeat(levels)}`);
const NON_FINITE = ['1e999', '-1e999', '1e309', '-1e309'].map(raw);
const BAD_TEXT = ['a\u0000b', '\u0000', '\ud800', 'x\udfffy', 'end\ud83d'];

/**
 * Values no field of this shape may hold. Text with NUL or a lone surrogate is
 * refused by the gateway for every field (no subgraph could store it); over
 * 200,000 characters every body is over the gateway's JSON limit.
 */
function refusedValues(shape: Shape, rng: Rng): unknown[] {
  // Half the time the well-typed refusals, which only the owning service can see through.
  if (shape.refused && rng.chance(0.5)) return [...shape.refused];
  switch (shape.kind) {
    case 'enum':
      return [
        '',
        shape.values[0]!.toUpperCase(),
        `${shape.values[0]} `,
        'x'.repeat(rng.pick([300, 5000])),
        ...PROTO_KEYS,
        `${shape.values[0]}\u0000`,
        ...BAD_TEXT,
        7,
        false,
        [],
        {},
      ];
    case 'text':
      return [...BAD_TEXT, 'y'.repeat(LONG_TEXT_CHARS), 7, false, [], {}, ...NON_FINITE];
    case 'id':
      return [...BAD_TEXT, 'y'.repeat(LONG_TEXT_CHARS), 1.5, false, [], {}, ...NON_FINITE];
    case 'int':
      return [...NON_FINITE, raw('9007199254740993'), raw('2147483648'), raw('-2147483649'), 1.5, '7', 'NaN', true, [], {}];
    case 'float':
      return [...NON_FINITE, raw('9007199254740993'), raw('1e300'), '80', 'Infinity', true, [], {}];
    case 'bool':
      return ['true', 1, 0, [], {}];
    case 'json':
      return [
        null,
        { value: raw('1e999') },
        [raw('-1e999')],
        raw('1e309'),
        { nested: deepList(MAX_JSON_DEPTH + 1) },
        deepList(rng.pick([100, 5000])),
        { 'a\u0000': 1 },
        { '\ud800': 'x' },
        ['ok', 'x\u0000'],
      ];
    case 'list':
      return [{}, 'y'.repeat(LONG_TEXT_CHARS), [{}], [7, true], [...BAD_TEXT], ...NON_FINITE, deepList(5000)];
    case 'object':
      return [[], 'text', 7, true, ...NON_FINITE];
  }
}

/** Harmless on their own: mixed into refused values to see they do no harm together. */
function oddButValid(shape: Shape): unknown[] {
  switch (shape.kind) {
    case 'int':
    case 'float':
      return [raw('-0'), raw('0e0'), raw(`${(shape as { sample: number }).sample}.0e0`)];
    case 'text':
      return ['x'.repeat(5000), '🦁 ação \u202e', '   ', 'Ω'.repeat(50)];
    case 'json':
      return [
        objectWithKeys([
          ['__proto__', { isAdmin: true }],
          ['constructor', { prototype: 1 }],
        ]),
        'texto',
        0,
        [],
      ];
    default:
      return [];
  }
}

interface Slot {
  path: string[];
  shape: Shape;
  required: boolean;
}

function slotsOf(shape: Shape, path: string[] = [], required = true): Slot[] {
  const here: Slot = { path, shape, required };
  if (shape.kind !== 'object') return [here];
  return [here, ...Object.entries(shape.fields).flatMap(([key, field]) => slotsOf(field, [...path, key], !shape.optional?.includes(key)))];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawText);

const valueAt = (root: unknown, path: string[]) => path.reduce<unknown>((node, step) => (isPlainObject(node) ? node[step] : undefined), root);

function setAt(root: unknown, path: string[], update: (parent: Record<string, unknown>, key: string) => void): unknown {
  if (path.length === 0) {
    const holder = { root };
    update(holder, 'root');
    return holder.root;
  }
  let parent = root;
  for (const step of path.slice(0, -1)) parent = isPlainObject(parent) ? parent[step] : undefined;
  // An earlier defect may have replaced a container: there is nothing left to change here.
  if (isPlainObject(parent)) update(parent, path.at(-1)!);
  return root;
}

export interface Spoiled {
  value: unknown;
  /** What was done, for the failure report. */
  defects: string[];
}

const describe = (value: unknown) => {
  const text = value instanceof RawText ? value.text : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
};

/**
 * A value of `shape` with at least one defect that must get it refused, and
 * sometimes odd but valid values beside it.
 */
export function spoil(shape: Shape, rng: Rng, value: unknown = sampleOf(shape)): Spoiled {
  const defects: string[] = [];
  const slots = slotsOf(shape);
  const count = 1 + (rng.chance(0.25) ? 1 : 0);
  for (let i = 0; i < count; i++) {
    const slot = rng.pick(slots);
    const where = slot.path.join('.') || '(whole)';
    const choice = rng.int(10);
    if (slot.shape.kind === 'object' && !slot.shape.loose && choice < 4 && isPlainObject(valueAt(value, slot.path))) {
      const key = rng.pick([...PROTO_KEYS, 'extra', 'isAdmin', 'id', 'x'.repeat(3000)]);
      const injected = rng.pick<unknown>([1, { polluted: true }, null, 'x']);
      value = setAt(value, slot.path, (parent, k) => {
        parent[k] = objectWithKeys([...Object.entries(parent[k] as object), [key, injected]]);
      });
      defects.push(`${where}: unknown key ${describe(key)}`);
    } else if (slot.path.length > 0 && slot.required && choice < 6) {
      const missing = rng.chance(0.5);
      value = setAt(value, slot.path, (parent, k) => (missing ? delete parent[k] : (parent[k] = null)));
      defects.push(`${where}: ${missing ? 'missing' : 'null'}`);
    } else {
      const bad = rng.pick(refusedValues(slot.shape, rng));
      value = setAt(value, slot.path, (parent, k) => (parent[k] = bad));
      defects.push(`${where}: ${describe(bad)}`);
    }
  }
  const odd = rng.chance(0.3) ? rng.pick(slots.filter((s) => oddButValid(s.shape).length > 0 && s.path.length > 0)) : undefined;
  if (odd && !defects.some((d) => d.startsWith(`${odd.path.join('.')}:`))) {
    const harmless = rng.pick(oddButValid(odd.shape));
    value = setAt(value, odd.path, (parent, k) => {
      if (k in parent) parent[k] = harmless;
    });
    defects.push(`(valid) ${odd.path.join('.')}: ${describe(harmless)}`);
  }
  return { value, defects };
}
