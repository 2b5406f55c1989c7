/**
 * Spec part 2 §2.6, §3 and §9: the Linguistic Diagnostic (/linguistic-diagnostic).
 * Six built-in questions, two per type, on the interference of Portuguese
 * that Brazilian learners meet first, and the scoring that turns the answers
 * into the §3 submission. The screen scores with it and the diagnostics
 * service scores again to check what it is sent. No zod here, so the
 * screen's chunk stays small: the submission's shape is in
 * linguistic-diagnostic-submission.ts.
 */
export const LINGUISTIC_QUESTION_TYPES = ['phonetic', 'grammatical', 'false_friends'] as const;
export type LinguisticQuestionType = (typeof LINGUISTIC_QUESTION_TYPES)[number];

export interface LinguisticQuestion {
  id: string;
  type: LinguisticQuestionType;
  question: string;
  options: readonly string[];
  /** Index into options. */
  correctAnswer: number;
  /** Portuguese. */
  explanation: string;
  /** The English word the listen button says (phonetic questions only). */
  audioWord?: string;
  /** The interference a wrong answer shows, named in Portuguese for the learner's profile and the brain widget. */
  interference: string;
}

export const LINGUISTIC_QUESTIONS: readonly LinguisticQuestion[] = [
  {
    id: 'th-three',
    type: 'phonetic',
    question: 'Ouça a palavra "three" (três). Como um americano pronuncia o "th" do começo?',
    options: [
      'Como o "t" de "tatu": "tri"',
      'Como o "f" de "faca": "fri"',
      'Com a ponta da língua entre os dentes, soprando o ar sem vibrar a garganta',
      'Como o "s" de "sapo": "sri"',
    ],
    correctAnswer: 2,
    explanation:
      'O som /θ/ de "three", "think" e "thank" não existe em português, e o brasileiro tende a trocá-lo por /t/ ou /f/. Só que aí "three" vira "tree" (árvore) ou "free" (livre). Ponha a ponta da língua entre os dentes da frente e sopre o ar por cima dela, sem vibrar a garganta.',
    audioWord: 'three',
    interference: 'Som /θ/ (th) trocado por /t/ ou /f/: "three" soa como "tree" ou "free"',
  },
  {
    id: 'ed-worked',
    type: 'phonetic',
    question: 'Ouça a palavra "worked" (trabalhou). Quantas sílabas ela tem?',
    options: ['Uma: "workt", o -ed soa como /t/', 'Duas: "wor-ked"', 'Três: "wor-ke-di"', 'Duas: "wor-kid"'],
    correctAnswer: 0,
    explanation:
      'O -ed do passado só vira uma sílaba a mais depois de /t/ ou /d/, como em "wanted" e "needed". Depois de sons surdos como /k/, /p/, /s/ e /ʃ/ ele soa /t/ ("worked" = "workt", "stopped" = "stopt"); depois dos outros sons, /d/ ("played" = "pleyd"). Falar "work-ed" ou acrescentar um "i" no fim ("workedi") é transferência da leitura em português, em que toda letra escrita é pronunciada.',
    audioWord: 'worked',
    interference: 'Terminação -ed pronunciada como sílaba extra: "work-ed" em vez de "workt"',
  },
  {
    id: 'age-to-be',
    type: 'grammatical',
    question: 'Como se diz "Eu tenho 25 anos" em inglês?',
    options: ['I have 25 years.', 'I am 25 years old.', 'I have 25 years old.', 'I am 25 years.'],
    correctAnswer: 1,
    explanation:
      'Em inglês a idade se diz com o verbo "to be" (ser/estar), não com "have" (ter): "I am 25 years old", ou simplesmente "I\'m 25". "I have 25 years" é a tradução palavra por palavra do português e soa estranha para um americano. O mesmo vale para a pergunta: "How old are you?".',
    interference: 'Idade com "have" (ter): "I have 25 years" em vez de "I am 25 years old"',
  },
  {
    id: 'people-are',
    type: 'grammatical',
    question: 'Complete a frase: "The people in my office ___ very friendly."',
    options: ['is', 'are', 'was', 'has'],
    correctAnswer: 1,
    explanation:
      '"People" é plural em inglês (o singular é "person"), então pede o verbo no plural: "people are", "people were", "people have". O erro "people is" vem de "o pessoal" e "a gente", que em português são singulares.',
    interference: '"People" tratado como singular: "people is" em vez de "people are"',
  },
  {
    id: 'actually',
    type: 'false_friends',
    question: 'O que significa "Actually, I live in Curitiba."?',
    options: [
      'Atualmente, eu moro em Curitiba.',
      'Na verdade, eu moro em Curitiba.',
      'Eventualmente, eu moro em Curitiba.',
      'Realmente, eu morei em Curitiba.',
    ],
    correctAnswer: 1,
    explanation:
      '"Actually" é um falso cognato: quer dizer "na verdade" ou "na realidade", e costuma corrigir ou esclarecer algo. Para "atualmente" diga "currently" ou "nowadays". Cuidado com outros parecidos: "push" é empurrar (puxar é "pull") e "eventually" é "no fim das contas", não "eventualmente".',
    interference: '"Actually" confundido com "atualmente" (significa "na verdade")',
  },
  {
    id: 'pretend',
    type: 'false_friends',
    question: 'Em "I pretend to be asleep when my alarm rings", o que a pessoa faz quando o despertador toca?',
    options: ['Pretende dormir', 'Finge que está dormindo', 'Tenta dormir de novo', 'Prefere continuar dormindo'],
    correctAnswer: 1,
    explanation:
      '"Pretend" significa "fingir". Para "pretender" no sentido de ter a intenção, use "intend" ou "plan": "I intend to travel next year" (pretendo viajar ano que vem). Outro falso cognato do dia a dia: "push", na porta, manda empurrar; para puxar é "pull".',
    interference: '"Pretend" confundido com "pretender" (significa "fingir")',
  },
];

/** The three partial results of §3, named as the submission names them. */
export const LINGUISTIC_RESULT_KEYS = { phonetic: 'phonetic', grammatical: 'grammatical', false_friends: 'falseFriends' } as const satisfies Record<
  LinguisticQuestionType,
  string
>;
export type LinguisticResultKey = (typeof LINGUISTIC_RESULT_KEYS)[LinguisticQuestionType];

/**
 * The area each type measures, in Portuguese: the same names the placement
 * diagnostic gives fonética and gramática, so the learner's profile keeps one
 * entry per area whichever diagnostic measured it last.
 */
export const LINGUISTIC_AREAS: Record<LinguisticQuestionType, string> = {
  phonetic: 'fonética',
  grammatical: 'gramática',
  false_friends: 'falsos cognatos',
};

/**
 * What to work on first, as an adaptive-plan focus area id: the one for the
 * weakest area (the first in question order on a tie), or conversation when
 * no area is weak.
 */
export const LINGUISTIC_FOCUS: Record<LinguisticQuestionType, string> = {
  phonetic: 'pronuncia',
  grammatical: 'gramatica',
  false_friends: 'vocabulario',
};
export const LINGUISTIC_FOCUS_WHEN_STRONG = 'conversacao';

/** Spec part 2 §5 and §9: an area scoring below this percentage is a weakness, otherwise a strength. */
export const LINGUISTIC_WEAKNESS_THRESHOLD = 70;
export const LINGUISTIC_DIAGNOSTIC_TYPE = 'comprehensive';

export interface LinguisticAnswer {
  questionId: string;
  /** Index into the question's options. */
  selectedAnswer: number;
}

/** Spec part 2 §3 Linguistic diagnostic submission. */
export interface LinguisticDiagnosticSubmission {
  diagnosticType: typeof LINGUISTIC_DIAGNOSTIC_TYPE;
  testResults: Record<LinguisticResultKey, number> & { overall: number; answers: LinguisticAnswer[] };
  interferencePatterns: string[];
  strengthAreas: string[];
  weaknessAreas: string[];
  recommendedFocus: string;
}

export const answeredCorrectly = (question: LinguisticQuestion, answer: number | undefined) => answer === question.correctAnswer;

/**
 * The §3 submission for a set of answers, one per question (a question with
 * no answer counts as wrong). Percentages are whole numbers; overall is the
 * mean of the three, rounded to the nearest whole number.
 */
export function scoreLinguisticDiagnostic(answers: readonly LinguisticAnswer[]): LinguisticDiagnosticSubmission {
  const chosen = new Map(answers.map((a) => [a.questionId, a.selectedAnswer]));
  const percentOf = (type: LinguisticQuestionType) => {
    const questions = LINGUISTIC_QUESTIONS.filter((q) => q.type === type);
    return Math.round((100 * questions.filter((q) => answeredCorrectly(q, chosen.get(q.id))).length) / questions.length);
  };
  const percents = LINGUISTIC_QUESTION_TYPES.map((type) => ({ type, percent: percentOf(type) }));
  const weak = percents.filter((p) => p.percent < LINGUISTIC_WEAKNESS_THRESHOLD);
  const weakest = weak.reduce<(typeof weak)[number] | undefined>((min, p) => (min === undefined || p.percent < min.percent ? p : min), undefined);
  const byKey = Object.fromEntries(percents.map((p) => [LINGUISTIC_RESULT_KEYS[p.type], p.percent])) as Record<LinguisticResultKey, number>;

  return {
    diagnosticType: LINGUISTIC_DIAGNOSTIC_TYPE,
    testResults: {
      ...byKey,
      overall: Math.round(percents.reduce((sum, p) => sum + p.percent, 0) / percents.length),
      answers: LINGUISTIC_QUESTIONS.filter((q) => chosen.has(q.id)).map((q) => ({ questionId: q.id, selectedAnswer: chosen.get(q.id)! })),
    },
    interferencePatterns: LINGUISTIC_QUESTIONS.filter((q) => !answeredCorrectly(q, chosen.get(q.id))).map((q) => q.interference),
    strengthAreas: percents.filter((p) => p.percent >= LINGUISTIC_WEAKNESS_THRESHOLD).map((p) => LINGUISTIC_AREAS[p.type]),
    weaknessAreas: weak.map((p) => LINGUISTIC_AREAS[p.type]),
    recommendedFocus: weakest ? LINGUISTIC_FOCUS[weakest.type] : LINGUISTIC_FOCUS_WHEN_STRONG,
  };
}
