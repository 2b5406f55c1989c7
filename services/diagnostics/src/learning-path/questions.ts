/**
 * The 26 placement questions of the initial diagnostic (spec part 2 §2.11, §3).
 * They probe the transfer errors typical of Brazilian learners: th sounds,
 * vowel length, -ed endings, false friends, tense and prepositions copied from
 * Portuguese, phrasal verbs, idioms and American cultural usage.
 *
 * The array order is the offering order and is topological: every
 * prerequisite comes before the questions that need it.
 */
import { DIAGNOSTIC_LEVELS } from '@juba/contracts/diagnostic-level';
import { enumValues } from '@juba/contracts/schema-enums';
import type { DiagnosticModule, LearningPathQuestion, QuestionDifficulty } from '../generated/graphql.ts';

/** Easiest first: a prerequisite is never harder than the question that needs it. */
export const DIFFICULTIES = enumValues<QuestionDifficulty>()(DIAGNOSTIC_LEVELS);

type QuestionContent = Omit<LearningPathQuestion, 'points' | 'unlocks'>;

/**
 * Spec part 2 §3: beginner 5, intermediate 10, advanced 15, expert 20; the four
 * beginner "system" questions (the assessment ones) open the test and weigh 10.
 */
export function pointsFor(difficulty: QuestionDifficulty, moduleType: DiagnosticModule): number {
  if (difficulty === 'beginner') return moduleType === 'assessment' ? 10 : 5;
  return { intermediate: 10, advanced: 15, expert: 20 }[difficulty];
}

const CONTENT: QuestionContent[] = [
  // Beginner: the four system questions that open the test.
  {
    id: 'lp-01',
    moduleType: 'assessment',
    difficulty: 'beginner',
    prerequisiteIds: [],
    question: "Complete: 'She ___ a nurse at the city hospital.'",
    options: ['are', 'is', 'be', 'am'],
    correctAnswer: 1,
    explanation:
      "Com he, she e it, o verbo to be no presente é 'is': 'She is a nurse'. 'Are' vai com you, we e they, e 'am' só com I. Repare também que, em inglês, a profissão leva artigo: 'a nurse', diferente de 'Ela é enfermeira'.",
  },
  {
    id: 'lp-02',
    moduleType: 'assessment',
    difficulty: 'beginner',
    prerequisiteIds: [],
    question: "Como se diz 'Eu tenho 30 anos' em inglês?",
    options: ['I have 30 years.', 'I am 30 years old.', 'I have 30 years old.', "I'm with 30 years."],
    correctAnswer: 1,
    explanation:
      "Em inglês, a idade é dita com o verbo to be, não com 'have': 'I am 30' ou 'I am 30 years old'. 'I have 30 years' é tradução literal do português e soa estranho para um nativo.",
  },
  {
    id: 'lp-03',
    moduleType: 'assessment',
    difficulty: 'beginner',
    prerequisiteIds: [],
    question: "Complete: 'Last weekend we ___ to the beach.'",
    options: ['go', 'goes', 'went', 'have gone'],
    correctAnswer: 2,
    explanation:
      "'Last weekend' marca um momento já terminado, por isso usamos o simple past. 'Go' é irregular: o passado é 'went'. O present perfect ('have gone') não combina com marcadores de tempo passado definidos como 'last weekend', 'yesterday' ou 'in 2019'.",
  },
  {
    id: 'lp-04',
    moduleType: 'assessment',
    difficulty: 'beginner',
    prerequisiteIds: [],
    question: "Complete a pergunta: '___ you like Brazilian food?'",
    options: ['Are', 'Do', 'Does', 'Is'],
    correctAnswer: 1,
    explanation:
      "Perguntas no simple present com verbos comuns (like, work, live) usam o auxiliar 'do', ou 'does' com he, she e it. Em português basta mudar a entonação ('Você gosta...?'), mas em inglês o auxiliar é obrigatório: 'Do you like...?'.",
  },
  // Beginner.
  {
    id: 'lp-05',
    moduleType: 'phonetics',
    difficulty: 'beginner',
    prerequisiteIds: ['lp-01'],
    question: "Como se produz o som do 'th' em 'think' e 'three'?",
    options: [
      'Com a ponta da língua entre os dentes, soprando o ar sem vibrar a garganta',
      "Como o 'f' de 'faca', com os dentes de cima no lábio inferior",
      "Como o 't' de 'tatu', com a língua atrás dos dentes",
      "Como o 's' de 'sapo'",
    ],
    correctAnswer: 0,
    explanation:
      "O 'th' surdo /θ/ não existe em português. Apoie a ponta da língua levemente entre os dentes e sopre o ar, sem vibrar as cordas vocais. Trocar por 'f', 't' ou 's' muda a palavra: 'think' vira 'sink' (afundar) e 'three' vira 'tree' (árvore).",
  },
  {
    id: 'lp-06',
    moduleType: 'phonetics',
    difficulty: 'beginner',
    prerequisiteIds: ['lp-05'],
    question: "Em qual destas palavras o 'th' é sonoro /ð/, com vibração das cordas vocais, como em 'this'?",
    options: ['think', 'mother', 'bath', 'three'],
    correctAnswer: 1,
    explanation:
      "O /ð/ usa a mesma posição de língua do /θ/, mas com as cordas vocais vibrando: ponha a mão na garganta e sinta. Ele aparece em palavras muito frequentes: the, this, that, mother, brother. Muitos brasileiros trocam por 'd' ('de' em vez de 'the'); mantenha a língua entre os dentes.",
  },
  {
    id: 'lp-07',
    moduleType: 'vocabulary',
    difficulty: 'beginner',
    prerequisiteIds: ['lp-02'],
    question: "'My parents live in Recife.' O que significa 'parents'?",
    options: ['Parentes (tios, primos etc.)', 'Pai e mãe', 'Padrinhos', 'Vizinhos'],
    correctAnswer: 1,
    explanation:
      "'Parents' é um falso cognato: significa pai e mãe. Para 'parentes' em geral, use 'relatives': 'I visited my relatives at Christmas' = 'Visitei meus parentes no Natal'.",
  },
  {
    id: 'lp-08',
    moduleType: 'vocabulary',
    difficulty: 'beginner',
    prerequisiteIds: ['lp-02'],
    question: "Você chega a uma loja nos Estados Unidos e vê 'PUSH' escrito na porta. O que deve fazer?",
    options: ['Puxar a porta', 'Empurrar a porta', 'Esperar a porta abrir sozinha', 'Tocar a campainha'],
    correctAnswer: 1,
    explanation:
      "'Push' significa empurrar; puxar é 'pull'. A semelhança de som entre 'push' e 'puxar' engana muitos brasileiros, mas o sentido é o oposto. Nas portas: 'PUSH' = empurre, 'PULL' = puxe.",
  },
  {
    id: 'lp-09',
    moduleType: 'grammar',
    difficulty: 'beginner',
    prerequisiteIds: ['lp-03'],
    question: "Complete: 'My birthday is ___ May, and the party is ___ Saturday.'",
    options: ['in / on', 'on / in', 'at / on', 'in / at'],
    correctAnswer: 0,
    explanation:
      "Meses, anos e estações usam 'in' (in May, in 2024, in the summer). Dias da semana e datas usam 'on' (on Saturday, on May 5th). Horários usam 'at' (at 7 p.m.). Em português usamos 'em' para tudo, por isso vale memorizar essa divisão.",
  },
  {
    id: 'lp-10',
    moduleType: 'cultural',
    difficulty: 'beginner',
    prerequisiteIds: ['lp-04'],
    question: "Um colega americano passa por você no corredor e diz: 'Hey, how's it going?'. Qual é a resposta mais natural?",
    options: [
      'Contar em detalhes como está sendo a sua semana',
      "'Good, thanks! How about you?'",
      "'I am going to the office.'",
      'Não responder, porque é só um cumprimento',
    ],
    correctAnswer: 1,
    explanation:
      "'How's it going?' é um cumprimento, não um pedido de relatório. A resposta esperada é curta e devolve a pergunta: 'Good, thanks! You?'. Entender 'going' como 'para onde você vai' é um erro comum; ignorar o cumprimento soa mal-educado.",
  },
  // Intermediate.
  {
    id: 'lp-11',
    moduleType: 'phonetics',
    difficulty: 'intermediate',
    prerequisiteIds: ['lp-06'],
    question: "Em qual verbo o '-ed' final forma uma sílaba a mais, /ɪd/?",
    options: ['worked', 'played', 'wanted', 'stopped'],
    correctAnswer: 2,
    explanation:
      "O '-ed' só vira sílaba extra depois dos sons /t/ e /d/: wanted, needed, decided. Nos outros verbos ele é só um /t/ ou /d/ colado na palavra: 'worked' soa /wɜrkt/, com uma sílaba só, e 'played' soa /pleɪd/. Falar 'work-ed' ou 'play-ed' é uma marca forte de sotaque brasileiro.",
  },
  {
    id: 'lp-12',
    moduleType: 'phonetics',
    difficulty: 'intermediate',
    prerequisiteIds: ['lp-05'],
    question: "'I live here' e 'I leave here' têm sentidos diferentes. O que distingue 'live' de 'leave' na pronúncia?",
    options: [
      'A consoante final',
      "A vogal: /ɪ/ curta e relaxada em 'live', /iː/ longa e tensa em 'leave'",
      'A sílaba tônica',
      'Nada; só o contexto diferencia',
    ],
    correctAnswer: 1,
    explanation:
      "O português tem um só 'i', mas o inglês distingue /ɪ/ (curto e relaxado: live, ship, sit) de /iː/ (longo, com os lábios esticados: leave, sheep, seat). Dizer 'live' com o 'i' do português faz soar como 'leave', e 'moro aqui' vira 'vou embora daqui'.",
  },
  {
    id: 'lp-13',
    moduleType: 'grammar',
    difficulty: 'intermediate',
    prerequisiteIds: ['lp-03', 'lp-09'],
    question: "Complete: 'I ___ in São Paulo since 2015.'",
    options: ['live', 'am living', 'have lived', 'lived'],
    correctAnswer: 2,
    explanation:
      "Para algo que começou no passado e continua até agora, com 'since' (desde) ou 'for' (há), o inglês usa o present perfect: 'I have lived here since 2015'. O português usa o presente ('Moro aqui desde 2015'), e a tradução literal 'I live here since 2015' é um dos erros mais comuns de brasileiros.",
  },
  {
    id: 'lp-14',
    moduleType: 'grammar',
    difficulty: 'intermediate',
    prerequisiteIds: ['lp-09'],
    question: "Complete: 'It depends ___ the weather.'",
    options: ['of', 'on', 'from', 'in'],
    correctAnswer: 1,
    explanation:
      "Em português dizemos 'depende do tempo', mas em inglês o verbo 'depend' pede a preposição 'on': 'It depends on the weather', 'I depend on you'. 'Depend of' é transferência direta do português.",
  },
  {
    id: 'lp-15',
    moduleType: 'vocabulary',
    difficulty: 'intermediate',
    prerequisiteIds: ['lp-07'],
    question: "'Actually, I'm from Curitiba, not São Paulo.' O que 'actually' significa nessa frase?",
    options: ['Atualmente', 'Na verdade', 'Obviamente', 'Finalmente'],
    correctAnswer: 1,
    explanation:
      "'Actually' é falso cognato: significa 'na verdade' e serve para corrigir ou contrastar uma informação. Para 'atualmente', use 'currently' ou 'nowadays': 'I currently work from home'.",
  },
  {
    id: 'lp-16',
    moduleType: 'vocabulary',
    difficulty: 'intermediate',
    prerequisiteIds: ['lp-07', 'lp-08'],
    question: "Complete com o phrasal verb correto: 'I can't find my keys. Can you help me ___ them?'",
    options: ['look at', 'look for', 'look after', 'look up'],
    correctAnswer: 1,
    explanation:
      "'Look for' = procurar. 'Look at' = olhar para, 'look after' = cuidar de, 'look up' = pesquisar (no dicionário ou na internet). Nos phrasal verbs a partícula muda todo o sentido, por isso vale aprender cada combinação como uma palavra nova.",
  },
  {
    id: 'lp-17',
    moduleType: 'cultural',
    difficulty: 'intermediate',
    prerequisiteIds: ['lp-10'],
    question: 'Você jantou em um restaurante com garçom nos Estados Unidos. Sobre a gorjeta (tip), o esperado é:',
    options: [
      'Nada, porque o serviço já vem incluído no preço',
      'Deixar de 15% a 20% do valor da conta',
      'Deixar só as moedas do troco',
      'Dar gorjeta só se o serviço tiver sido excepcional',
    ],
    correctAnswer: 1,
    explanation:
      'Nos Estados Unidos, boa parte da renda dos garçons vem das gorjetas, e 15% a 20% sobre o valor antes dos impostos é o padrão. Diferente dos 10% de serviço que costumam vir na conta no Brasil, a gorjeta normalmente não está incluída: você a soma na hora de pagar.',
  },
  {
    id: 'lp-18',
    moduleType: 'grammar',
    difficulty: 'intermediate',
    prerequisiteIds: ['lp-01', 'lp-03'],
    question: "Como se diz 'Tinha muita gente na festa' em inglês?",
    options: [
      'Had a lot of people at the party.',
      'There were a lot of people at the party.',
      'It had a lot of people at the party.',
      'There was many people at the party.',
    ],
    correctAnswer: 1,
    explanation:
      "Para dizer que algo existe, o inglês usa 'there is/there are' (no passado, 'there was/there were'), nunca 'have'. O 'tem/tinha' do português no sentido de 'existe/existia' não se traduz com 'have'. Como 'people' é plural, o verbo fica 'were'.",
  },
  // Advanced.
  {
    id: 'lp-19',
    moduleType: 'phonetics',
    difficulty: 'advanced',
    prerequisiteIds: ['lp-11', 'lp-12'],
    question: "Em 'Please record the meeting' e 'She broke the world record', onde cai a sílaba tônica de 'record'?",
    options: [
      'reCORD nas duas frases',
      'REcord nas duas frases',
      'reCORD (verbo) na primeira e REcord (substantivo) na segunda',
      'REcord (verbo) na primeira e reCORD (substantivo) na segunda',
    ],
    correctAnswer: 2,
    explanation:
      'Em muitas palavras de duas sílabas, o substantivo tem a tônica na primeira sílaba e o verbo na segunda: a REcord / to reCORD, a PREsent / to preSENT, a CONtract / to conTRACT. Errar a tônica confunde um nativo mais do que errar uma vogal.',
  },
  {
    id: 'lp-20',
    moduleType: 'grammar',
    difficulty: 'advanced',
    prerequisiteIds: ['lp-13', 'lp-18'],
    question: "Complete: 'If I ___ about the traffic, I would have left earlier.'",
    options: ['knew', 'had known', 'have known', 'would know'],
    correctAnswer: 1,
    explanation:
      "É o third conditional: uma hipótese sobre o passado que não aconteceu. Estrutura: If + past perfect ('had known') e would have + particípio ('would have left'). Corresponde a 'Se eu soubesse do trânsito, teria saído mais cedo', mas o inglês exige o 'had' na primeira parte.",
  },
  {
    id: 'lp-21',
    moduleType: 'vocabulary',
    difficulty: 'advanced',
    prerequisiteIds: ['lp-16'],
    question: "'We ran out of milk, so I went to the store.' O que 'ran out of' significa?",
    options: ['Saímos correndo com o leite', 'Ficamos sem leite', 'Derramamos o leite', 'Compramos leite demais'],
    correctAnswer: 1,
    explanation:
      "'Run out of' = ficar sem, esgotar: 'We ran out of time', 'My phone ran out of battery'. Traduzir palavra por palavra ('correr para fora de') não funciona com phrasal verbs: o sentido vem da combinação inteira.",
  },
  {
    id: 'lp-22',
    moduleType: 'vocabulary',
    difficulty: 'advanced',
    prerequisiteIds: ['lp-15', 'lp-16'],
    question: "Uma colega diz: 'I'm exhausted. Can I take a rain check on dinner tonight?'. O que ela quer dizer?",
    options: [
      'Quer ver a previsão do tempo antes de sair',
      'Quer deixar o jantar para outro dia',
      'Quer dividir a conta do jantar',
      'Quer jantar em casa por causa da chuva',
    ],
    correctAnswer: 1,
    explanation:
      "'Take a rain check' vem do beisebol: quando o jogo era cancelado pela chuva, o torcedor recebia um ingresso para outro dia. Hoje significa recusar um convite agora com a intenção de aceitar depois: 'Can I take a rain check?' = 'Podemos deixar para outro dia?'. Não tem nada a ver com o tempo.",
  },
  {
    id: 'lp-23',
    moduleType: 'cultural',
    difficulty: 'advanced',
    prerequisiteIds: ['lp-17'],
    question: "Depois de uma conversa agradável, um conhecido americano diz: 'We should get together sometime!'. Como interpretar?",
    options: [
      'Um convite firme: ele vai marcar data e hora em breve',
      'Uma despedida simpática, que nem sempre vira um encontro',
      'Uma indireta de que a conversa já durou demais',
      'Um pedido para você pagar o próximo café',
    ],
    correctAnswer: 1,
    explanation:
      "Frases como 'We should get together sometime' ou 'Let's grab lunch sometime' muitas vezes são só uma despedida cordial, parecida com o nosso 'Vamos marcar!'. Se quiser mesmo encontrar a pessoa, proponha algo concreto: 'How about Thursday after work?'.",
  },
  // Expert.
  {
    id: 'lp-24',
    moduleType: 'grammar',
    difficulty: 'expert',
    prerequisiteIds: ['lp-14', 'lp-20'],
    question: 'Qual frase está correta no inglês formal?',
    options: [
      'Never I have seen such a beautiful sunset.',
      'Never have I seen such a beautiful sunset.',
      'Never I saw such a beautiful sunset.',
      'Never have I see such a beautiful sunset.',
    ],
    correctAnswer: 1,
    explanation:
      "Quando a frase começa com um advérbio negativo ou restritivo (never, rarely, hardly, not only), o inglês formal inverte sujeito e auxiliar, como numa pergunta: 'Never have I seen...', 'Not only did she win...'. O português não faz essa inversão, por isso 'Never I have seen' parece natural para nós, mas está errado.",
  },
  {
    id: 'lp-25',
    moduleType: 'phonetics',
    difficulty: 'expert',
    prerequisiteIds: ['lp-19'],
    question: "No inglês americano, como costuma soar o 't' de 'water', 'better' e 'party' na fala natural?",
    options: [
      "Como um 't' forte, com um sopro de ar",
      "Como uma batida rápida da língua, parecida com o 'r' de 'caro'",
      'Mudo, sem som nenhum',
      "Como o 'tch' de 'tchau'",
    ],
    correctAnswer: 1,
    explanation:
      "É o flap T americano: entre vogais, ou depois de 'r' antes de vogal átona, o 't' vira uma batida rápida da língua, quase igual ao 'r' de 'caro' ou 'para'. Por isso 'water' soa como 'uórer' e 'better' como 'bérer'. Cuidado também para não transformar o 't' em 'tch' antes de 'i', como fazemos em 'tia': 'city' não é 'ci-tchi'.",
  },
  {
    id: 'lp-26',
    moduleType: 'cultural',
    difficulty: 'expert',
    prerequisiteIds: ['lp-22', 'lp-23'],
    question: "Numa reunião, sua gerente americana pergunta: 'Would you mind sending me the report by Friday?'. Qual resposta confirma que você vai enviar?",
    options: ["'Yes, I mind.'", "'Not at all. I'll send it by Friday.'", "'No, I won't.'", "'Yes, of course not.'"],
    correctAnswer: 1,
    explanation:
      "'Would you mind...?' pergunta, ao pé da letra, se você se incomoda. Para aceitar, negue o incômodo: 'Not at all' ou 'No problem'. Responder 'Yes' significa 'sim, me incomoda', ou seja, uma recusa. E repare: no trabalho americano, pedidos costumam vir suavizados assim, mas por trás da cortesia há uma tarefa com prazo.",
  },
];

/** Unlocks are derived from prerequisites so the two directions of the graph can never disagree. */
export const LEARNING_PATH_QUESTIONS: readonly LearningPathQuestion[] = CONTENT.map((q) => ({
  ...q,
  points: pointsFor(q.difficulty, q.moduleType),
  unlocks: CONTENT.filter((other) => other.prerequisiteIds.includes(q.id)).map((other) => other.id),
}));

export const QUESTION_COUNT = LEARNING_PATH_QUESTIONS.length;

/** What a learner who answers everything correctly scores. */
export const MAX_TOTAL_POINTS = LEARNING_PATH_QUESTIONS.reduce((sum, q) => sum + q.points, 0);

/** The highest score reachable with `answered` questions: the `answered` most valuable ones, all correct. */
export function maxPointsFor(answered: number): number {
  return [...LEARNING_PATH_QUESTIONS]
    .map((q) => q.points)
    .sort((a, b) => b - a)
    .slice(0, Math.max(0, answered))
    .reduce((sum, p) => sum + p, 0);
}

/**
 * Spec part 2 §4: unanswered questions whose prerequisites are all answered,
 * in bank order. A question counts as answered after a correct answer or a
 * second try, so every question is eventually offered.
 */
export function offerableQuestions(answeredIds: ReadonlySet<string>): LearningPathQuestion[] {
  return LEARNING_PATH_QUESTIONS.filter((q) => !answeredIds.has(q.id) && q.prerequisiteIds.every((id) => answeredIds.has(id)));
}
