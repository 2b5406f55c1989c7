import type { ErrorType } from '@juba/contracts/jobs';
import type { TutorCorrection } from './tutor.ts';

/**
 * Rule-based corrections of mistakes Brazilian Portuguese speakers typically
 * make, for the offline tutor. Only patterns that are wrong wherever they
 * appear are listed, each guarded against the correct sentences that look
 * like it (e.g. "Does he have", "the number of people is"): a wrong
 * correction teaches the learner a mistake, a missed one only loses a hint.
 */
interface CorrectionRule {
  type: ErrorType;
  /** Case-insensitive, global. */
  pattern: RegExp;
  /** The corrected form of the matched words. */
  correct: (groups: string[]) => string;
  /** One line in Portuguese. */
  explanation: string;
}

/** At most this many corrections per message: more would bury the conversation. */
export const MAX_OFFLINE_CORRECTIONS = 5;

const NUMBER_WORDS =
  '(?:\\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)';

const rule = (type: ErrorType, source: string, correct: CorrectionRule['correct'], explanation: string): CorrectionRule => ({
  type,
  pattern: new RegExp(source, 'gi'),
  correct,
  explanation,
});

const lower = (word: string | undefined) => (word ?? '').toLowerCase();

/** The verb form in the same tense: make → ask, made → asked. */
const inflect = (forms: Record<string, string>) => (verb: string | undefined) => forms[lower(verb)] ?? lower(verb);

const BE_FOR_SUBJECT: Record<string, string> = { i: 'am', he: 'is', she: 'is', you: 'are', we: 'are', they: 'are' };

const PAST_TO_BASE: Record<string, string> = {
  went: 'go',
  saw: 'see',
  ate: 'eat',
  had: 'have',
  came: 'come',
  took: 'take',
  got: 'get',
  gave: 'give',
  knew: 'know',
  thought: 'think',
  bought: 'buy',
  said: 'say',
  wrote: 'write',
  spoke: 'speak',
  drank: 'drink',
  ran: 'run',
  told: 'tell',
  found: 'find',
  felt: 'feel',
  became: 'become',
  began: 'begin',
  brought: 'bring',
  met: 'meet',
  paid: 'pay',
  sent: 'send',
  slept: 'sleep',
  understood: 'understand',
  won: 'win',
  forgot: 'forget',
  made: 'make',
  left: 'leave',
  lost: 'lose',
  liked: 'like',
  wanted: 'want',
  worked: 'work',
  played: 'play',
  watched: 'watch',
  visited: 'visit',
  studied: 'study',
  tried: 'try',
  lived: 'live',
  loved: 'love',
  needed: 'need',
  started: 'start',
  finished: 'finish',
};

const COMPARATIVES: Record<string, string> = {
  easy: 'easier',
  cheap: 'cheaper',
  fast: 'faster',
  big: 'bigger',
  small: 'smaller',
  hard: 'harder',
  good: 'better',
  bad: 'worse',
  old: 'older',
  young: 'younger',
  cold: 'colder',
  hot: 'hotter',
  long: 'longer',
  short: 'shorter',
  tall: 'taller',
  happy: 'happier',
  busy: 'busier',
  nice: 'nicer',
  late: 'later',
  early: 'earlier',
  strong: 'stronger',
  rich: 'richer',
  high: 'higher',
  low: 'lower',
  large: 'larger',
  quick: 'quicker',
  slow: 'slower',
  safe: 'safer',
  clean: 'cleaner',
  far: 'farther',
  close: 'closer',
  smart: 'smarter',
  cool: 'cooler',
  warm: 'warmer',
  heavy: 'heavier',
  great: 'greater',
  weak: 'weaker',
};
const DOUBLE_COMPARATIVES = ['better', 'worse', 'bigger', 'easier', 'cheaper', 'faster', 'smaller', 'older', 'younger', 'harder', 'happier'];

/** "than", or the end of the clause: "more easy exercises" (more of them) is correct English. */
const AT_COMPARISON = '(?=\\s+than\\b|\\s*[.,!?;:]|\\s*$)';

/** Words after which "he have" is a correct question or infinitive: "Does he have", "Can it have", "for it to have". */
const BEFORE_BASE_FORM =
  "(?<!\\b(?:do|does|did|don't|doesn't|didn't|not|can|can't|cannot|could|couldn't|will|won't|would|wouldn't|should|shouldn't|shall|may|might|must|let|make|makes|made|help|helps|to)\\s+)";

const RULES: readonly CorrectionRule[] = [
  rule(
    'grammar',
    `\\b(I|you|we|they|he|she)\\s+(?:have|has)\\s+(${NUMBER_WORDS})\\s+years(?:\\s+old\\b|(?=\\s*[.,!?;:]|\\s*$|\\s+(?:and|but|so|now|today)\\b))`,
    ([subject, age]) => `${subject} ${BE_FOR_SUBJECT[lower(subject)]} ${age} years old`,
    'Idade em inglês usa o verbo to be: "I am 25 years old", não "have".',
  ),
  rule(
    'grammar',
    "\\b(I\\s+am|I'm|I’m|we\\s+are|we're|we’re|they\\s+are|they're|they’re|you\\s+are|you're|you’re)\\s+(not\\s+)?(agree|disagree)\\b",
    ([subject, not, verb]) => `${(subject ?? '').split(/\s|'|’/)[0]} ${not ? "don't " : ''}${lower(verb)}`,
    '"Agree" já é um verbo: diga "I agree" ("I don\'t agree"), sem "am".',
  ),
  rule(
    'grammar',
    '\\bare\\s+(you|they)\\s+(agree|disagree)\\b',
    ([subject, verb]) => `do ${subject} ${lower(verb)}`,
    'Pergunta com "agree" usa "do": "Do you agree?".',
  ),
  rule(
    'grammar',
    "(?<!\\bof\\s+)\\bpeople\\s+(is|was|has|isn't|wasn't|doesn't)\\b",
    ([verb]) => `people ${inflect({ is: 'are', was: 'were', has: 'have', "isn't": "aren't", "wasn't": "weren't", "doesn't": "don't" })(verb)}`,
    '"People" é plural em inglês: "people are", "people have".',
  ),
  rule('grammar', '\\b(depend|depends|depended|depending|dependent)\\s+of\\b', ([verb]) => `${lower(verb)} on`, 'Em inglês é "depend on", não "depend of".'),
  rule(
    'grammar',
    '\\b(explain|explains|explained|explaining)\\s+(me|us)\\b',
    ([verb, who]) => `${lower(verb)} to ${lower(who)}`,
    'Explica-se algo "to" alguém: "explain to me" (ou "explain it to me").',
  ),
  rule(
    'vocabulary',
    '\\b(make|makes|made|making)\\s+((?:a|one|some|this|that|my|your|many|more|any|two|three|a\\s+few)\\s+)?(questions?)\\b(?!\\s+marks?\\b)',
    ([verb, determiner, noun]) => `${inflect({ make: 'ask', makes: 'asks', made: 'asked', making: 'asking' })(verb)} ${lower(determiner)}${lower(noun)}`,
    '"Fazer uma pergunta" é "ask a question"; "make a question" é tradução literal.',
  ),
  rule('grammar', `${BEFORE_BASE_FORM}\\b(he|she|it)\\s+have\\b`, ([subject]) => `${subject} has`, 'Com he, she e it o verbo "have" vira "has".'),
  rule(
    'grammar',
    "\\b(he|she|it)\\s+(don't|don’t|do\\s+not)\\b",
    ([subject, dont]) => `${subject} ${lower(dont).startsWith('do not') ? 'does not' : "doesn't"}`,
    'Com he, she e it a negação é "doesn\'t".',
  ),
  rule(
    'grammar',
    `\\bsince\\s+(${NUMBER_WORDS}|a\\s+few|a\\s+couple\\s+of|several|many)\\s+(years?|months?|weeks?|days?|hours?|minutes?)(?:\\s+ago)?\\b`,
    ([amount, unit]) => `for ${lower(amount)} ${lower(unit)}`,
    'Para duração use "for" ("for 3 years"); "since" marca o início ("since 2020").',
  ),
  rule(
    'grammar',
    `\\b(didn't|didn’t|did\\s+not|did\\s+(?:I|you|he|she|it|we|they))\\s+(${Object.keys(PAST_TO_BASE).join('|')})\\b`,
    ([did, verb]) => `${did} ${PAST_TO_BASE[lower(verb)]}`,
    'Depois de "did" ou "didn\'t" o verbo fica na forma base: "I didn\'t go".',
  ),
  rule(
    'grammar',
    `\\bmore\\s+(${Object.keys(COMPARATIVES).join('|')})\\b(?!\\s+than\\s+(?:harm|good|bad)\\b)${AT_COMPARISON}`,
    ([adjective]) => COMPARATIVES[lower(adjective)] ?? '',
    'Adjetivos curtos formam o comparativo com -er: "easier", "cheaper"; good e bad viram "better" e "worse".',
  ),
  rule(
    'grammar',
    `\\bmore\\s+(${DOUBLE_COMPARATIVES.join('|')})\\b`,
    ([comparative]) => lower(comparative),
    'O comparativo já está na palavra: "better", não "more better".',
  ),
  rule(
    'vocabulary',
    '\\b(lose|loses|lost|losing)\\s+(the|my|a|our|his|her|their)\\s+(bus|train|flight|plane|subway)\\b(?!\\s+(?:pass|ticket|card|driver|stop|station)\\b)',
    ([verb, determiner, vehicle]) =>
      `${inflect({ lose: 'miss', loses: 'misses', lost: 'missed', losing: 'missing' })(verb)} ${lower(determiner)} ${lower(vehicle)}`,
    '"Perder" o ônibus (não chegar a tempo) é "miss the bus"; "lose" é perder algo que sumiu.',
  ),
  rule(
    'vocabulary',
    '\\b(assist|assists|assisted|assisting)\\s+((?:a|an|the|this|that|my|your|his|her|our|their|some|every)\\s+)?(movies?|films?|series|shows?|games?|match|matches|tv|television)\\b',
    ([verb, determiner, what]) =>
      `${inflect({ assist: 'watch', assists: 'watches', assisted: 'watched', assisting: 'watching' })(verb)} ${lower(determiner)}${lower(what)}`,
    '"Assistir" um filme ou jogo é "watch"; "assist" significa ajudar.',
  ),
  rule(
    'grammar',
    '\\b(go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|arrive|arrives|arrived|arriving)\\s+(?:to|in)\\s+home\\b(?!\\s*(?:page|screen|base|office|plate|team|country|town|city)\\b)',
    ([verb]) => `${lower(verb)} home`,
    'Com verbos de movimento, "home" dispensa preposição: "go home", "arrive home".',
  ),
  rule('grammar', '\\b(discuss|discusses|discussed|discussing)\\s+about\\b', ([verb]) => lower(verb), '"Discuss" não leva "about": "discuss the plan".'),
  rule('grammar', '\\b(marry|marries|marrying)\\s+with\\b', ([verb]) => lower(verb), 'Casa-se com alguém sem preposição: "marry her"; ou "get married to".'),
  rule(
    'vocabulary',
    // Not "makes sports shoes": only where the phrase ends.
    `\\b(make|makes|made|making)\\s+sports?\\b(?=\\s*[.,!?;:]|\\s*$|\\s+(?:and|but|because|every|on|at|in|with|when|after|before|sometimes|often|regularly|daily|twice|once)\\b)`,
    ([verb]) => `${inflect({ make: 'play', makes: 'plays', made: 'played', making: 'playing' })(verb)} sports`,
    '"Fazer esporte" é "play sports" (ou "exercise"); "make sports" é tradução literal.',
  ),
  rule('grammar', '\\bin\\s+the\\s+(weekends?)\\b', ([weekend]) => `on the ${lower(weekend)}`, 'No inglês americano é "on the weekend".'),
  rule(
    'grammar',
    '\\bin\\s+((?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)\\b',
    ([day]) => `on ${(day ?? '').charAt(0).toUpperCase()}${lower(day).slice(1)}`,
    'Dias da semana usam "on": "on Monday".',
  ),
];

/** Keeps a sentence-initial capital: "People is" → "People are". */
function matchCase(original: string, corrected: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase() ? corrected.charAt(0).toUpperCase() + corrected.slice(1) : corrected;
}

/** The mistakes the rules find in a learner's message, in the order they appear. */
export function detectCorrections(text: string): TutorCorrection[] {
  const found: { index: number; correction: TutorCorrection }[] = [];
  for (const { type, pattern, correct, explanation } of RULES) {
    for (const match of text.matchAll(pattern)) {
      const original = match[0].replace(/\s+/g, ' ');
      const corrected = matchCase(original, correct(match.slice(1)));
      if (corrected.toLowerCase() === original.toLowerCase()) continue;
      found.push({ index: match.index, correction: { original, corrected, type, explanation } });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.index - b.index)
    .map((f) => f.correction)
    .filter((c) => !seen.has(c.original.toLowerCase()) && seen.add(c.original.toLowerCase()))
    .slice(0, MAX_OFFLINE_CORRECTIONS);
}
