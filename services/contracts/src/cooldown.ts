import { ENGLISH_LEVELS, type EnglishLevel } from './english-level.ts';

/**
 * The cool-down's sentence sets (spec part 2 §2.4, §3 Cool-down sentence),
 * written for Juba. Each set practises one focus; the learner service's
 * daily plan names one of these focuses (its cool-down card), and /cooldown
 * opens on the set with that focus. `area` and `levels` are how the plan
 * picks: a set for the learner's level, in a weak area when the diagnostic
 * found one.
 */

/** Spec part 2 §9. */
export const COOLDOWN_SENTENCE_COUNT = 8;
export const COOLDOWN_ADVERTISED_MINUTES = 5;

/** The areas a diagnostic may name as weak (the daily plan's focus areas). */
export type CooldownArea = 'pronunciation' | 'grammar' | 'vocabulary' | 'culture' | 'listening' | 'speaking';

export interface CooldownSentence {
  /** The sentence with `___` where the answer goes; a verb to change is given in brackets. */
  incomplete: string;
  complete: string;
  answer: string;
  /** In Portuguese. */
  hint: string;
}

export interface CooldownSet {
  id: string;
  /** The focus in Portuguese, as the daily plan and the dashboard show it. */
  focus: string;
  area: CooldownArea;
  levels: readonly EnglishLevel[];
  sentences: readonly CooldownSentence[];
}

export const COOLDOWN_BLANK = '___';

export const COOLDOWN_SETS: readonly CooldownSet[] = [
  {
    id: 'th-sounds',
    focus: 'Os sons do TH: think × sink',
    area: 'pronunciation',
    levels: ENGLISH_LEVELS,
    sentences: [
      {
        incomplete: 'I ___ you are right.',
        complete: 'I think you are right.',
        answer: 'think',
        hint: 'Achar, pensar. Ponta da língua entre os dentes e sopro sem voz: /θ/, nunca /s/.',
      },
      {
        incomplete: '___ you for your help!',
        complete: 'Thank you for your help!',
        answer: 'thank',
        hint: 'Agradecer. Começa com o mesmo /θ/ surdo de “think”.',
      },
      {
        incomplete: 'My birthday is on the ___ of May.',
        complete: 'My birthday is on the third of May.',
        answer: 'third',
        hint: 'Terceiro (dia 3). Língua entre os dentes no começo, R americano no meio.',
      },
      {
        incomplete: 'Brush your ___ before bed.',
        complete: 'Brush your teeth before bed.',
        answer: 'teeth',
        hint: 'Dentes (plural de “tooth”). Termina em /θ/, sem virar “tifi”.',
      },
      {
        incomplete: 'Can you pass me ___ salt, please?',
        complete: 'Can you pass me the salt, please?',
        answer: 'the',
        hint: 'Artigo definido. Som sonoro /ð/: a língua vibra entre os dentes; não é “de”.',
      },
      { incomplete: 'My ___ is a doctor.', complete: 'My mother is a doctor.', answer: 'mother', hint: 'Mãe. O TH do meio da palavra é sonoro: /ð/.' },
      {
        incomplete: '___ are my friends from Brazil.',
        complete: 'These are my friends from Brazil.',
        answer: 'these',
        hint: 'Estes, estas (plural de “this”). Som /ð/ e um “i” longo.',
      },
      {
        incomplete: "It's ___ degrees outside. So hot!",
        complete: "It's thirty degrees outside. So hot!",
        answer: 'thirty',
        hint: 'Trinta. Começa com /θ/; não confunda com “thirteen”, que é 13.',
      },
    ],
  },
  {
    id: 'ed-endings',
    focus: 'O final -ed: worked, played, wanted',
    area: 'pronunciation',
    levels: ['beginner', 'intermediate'],
    sentences: [
      {
        incomplete: 'Yesterday I ___ (work) until 8 p.m.',
        complete: 'Yesterday I worked until 8 p.m.',
        answer: 'worked',
        hint: 'Passado de “work”. Depois de K, o -ed soa /t/: uma sílaba só, “workt”.',
      },
      {
        incomplete: 'We ___ (play) soccer on Sunday.',
        complete: 'We played soccer on Sunday.',
        answer: 'played',
        hint: 'Depois de som vozeado, o -ed soa /d/: “pleid”, uma sílaba.',
      },
      {
        incomplete: 'She ___ (want) to leave early.',
        complete: 'She wanted to leave early.',
        answer: 'wanted',
        hint: 'Depois de T ou D, o -ed ganha uma sílaba: /ɪd/, “wan-tid”.',
      },
      {
        incomplete: 'I ___ (watch) a great movie last night.',
        complete: 'I watched a great movie last night.',
        answer: 'watched',
        hint: 'Assistir. Depois do som de “tch”, o -ed soa /t/: “watcht”.',
      },
      {
        incomplete: 'They ___ (need) more time.',
        complete: 'They needed more time.',
        answer: 'needed',
        hint: 'Precisar. Termina em D, então o -ed é uma sílaba a mais: “nee-did”.',
      },
      {
        incomplete: 'He ___ (call) me this morning.',
        complete: 'He called me this morning.',
        answer: 'called',
        hint: 'Ligar. O -ed soa /d/ e não cria sílaba nova: “cold”.',
      },
      {
        incomplete: 'We ___ (decide) to stay home.',
        complete: 'We decided to stay home.',
        answer: 'decided',
        hint: 'Decidir. Termina em som de D: o -ed vira sílaba, “de-ci-did”.',
      },
      {
        incomplete: 'The store ___ (close) at nine.',
        complete: 'The store closed at nine.',
        answer: 'closed',
        hint: 'Fechar. O verbo já termina em E: só se acrescenta o D, que soa /d/, “clouzd”.',
      },
    ],
  },
  {
    id: 'do-does',
    focus: 'Do e does nas perguntas: Do you work? Does she live here?',
    area: 'grammar',
    levels: ['beginner'],
    sentences: [
      { incomplete: '___ you like coffee?', complete: 'Do you like coffee?', answer: 'do', hint: 'Pergunta no presente com “you”: o auxiliar sem -es.' },
      { incomplete: '___ she live near here?', complete: 'Does she live near here?', answer: 'does', hint: 'Com he, she e it, o auxiliar ganha -es.' },
      { incomplete: 'Where ___ they work?', complete: 'Where do they work?', answer: 'do', hint: 'Com “they”, o auxiliar é o mesmo de “I” e “you”.' },
      {
        incomplete: 'What time ___ the store open?',
        complete: 'What time does the store open?',
        answer: 'does',
        hint: '“The store” é uma coisa só (it): auxiliar com -es.',
      },
      {
        incomplete: 'Does he ___ (speak) Portuguese?',
        complete: 'Does he speak Portuguese?',
        answer: 'speak',
        hint: 'Depois de “does”, o verbo volta à forma base, sem -s.',
      },
      {
        incomplete: 'How often ___ your brother travel?',
        complete: 'How often does your brother travel?',
        answer: 'does',
        hint: '“Your brother” é ele (he): auxiliar com -es.',
      },
      {
        incomplete: '___ your parents live in São Paulo?',
        complete: 'Do your parents live in São Paulo?',
        answer: 'do',
        hint: '“Your parents” são eles (they): auxiliar sem -es.',
      },
      {
        incomplete: 'Does your sister ___ (have) a car?',
        complete: 'Does your sister have a car?',
        answer: 'have',
        hint: 'Com “does”, nunca “has”: o verbo fica na forma base.',
      },
    ],
  },
  {
    id: 'time-prepositions',
    focus: 'Preposições de tempo: in, on, at',
    area: 'grammar',
    levels: ['beginner', 'intermediate'],
    sentences: [
      { incomplete: 'The meeting is ___ Monday.', complete: 'The meeting is on Monday.', answer: 'on', hint: 'Dias da semana e datas.' },
      { incomplete: 'I was born ___ 1995.', complete: 'I was born in 1995.', answer: 'in', hint: 'Anos, meses e estações do ano.' },
      { incomplete: "Let's meet ___ 3 p.m.", complete: "Let's meet at 3 p.m.", answer: 'at', hint: 'Com horas exatas.' },
      { incomplete: 'We always travel ___ December.', complete: 'We always travel in December.', answer: 'in', hint: 'Com os meses do ano.' },
      {
        incomplete: 'The store closes ___ midnight.',
        complete: 'The store closes at midnight.',
        answer: 'at',
        hint: 'Momentos exatos do dia, como meio-dia e meia-noite.',
      },
      { incomplete: 'My birthday is ___ July 4th.', complete: 'My birthday is on July 4th.', answer: 'on', hint: 'Data com dia e mês.' },
      {
        incomplete: 'I drink coffee ___ the morning.',
        complete: 'I drink coffee in the morning.',
        answer: 'in',
        hint: 'Partes do dia: de manhã, à tarde, no começo da noite.',
      },
      {
        incomplete: "I can't sleep ___ night.",
        complete: "I can't sleep at night.",
        answer: 'at',
        hint: 'Exceção: com “night” se usa a mesma preposição das horas.',
      },
    ],
  },
  {
    id: 'irregular-past',
    focus: 'Passado simples dos verbos irregulares: went, saw, bought',
    area: 'grammar',
    levels: ['beginner', 'intermediate'],
    sentences: [
      {
        incomplete: 'Last summer we ___ (go) to Florida.',
        complete: 'Last summer we went to Florida.',
        answer: 'went',
        hint: 'Ir. O passado não se parece em nada com a forma base.',
      },
      {
        incomplete: 'I ___ (see) Ana at the mall yesterday.',
        complete: 'I saw Ana at the mall yesterday.',
        answer: 'saw',
        hint: 'Ver. Três letras, soa como “só”.',
      },
      {
        incomplete: 'She ___ (buy) a new phone last week.',
        complete: 'She bought a new phone last week.',
        answer: 'bought',
        hint: 'Comprar. Escreve-se com “ough”, pronuncia-se “bót”.',
      },
      {
        incomplete: 'They ___ (eat) pizza for dinner.',
        complete: 'They ate pizza for dinner.',
        answer: 'ate',
        hint: 'Comer. Soa igual ao número 8 em inglês.',
      },
      { incomplete: 'He ___ (take) the bus to work.', complete: 'He took the bus to work.', answer: 'took', hint: 'Pegar (um ônibus, um táxi).' },
      { incomplete: 'I ___ (write) an email to my boss.', complete: 'I wrote an email to my boss.', answer: 'wrote', hint: 'Escrever. O W do começo é mudo.' },
      {
        incomplete: 'We ___ (have) a great time at the party.',
        complete: 'We had a great time at the party.',
        answer: 'had',
        hint: 'Ter; aqui, “se divertir muito” na festa.',
      },
      { incomplete: 'She ___ (tell) me the truth.', complete: 'She told me the truth.', answer: 'told', hint: 'Contar, dizer a alguém.' },
    ],
  },
  {
    id: 'present-perfect-vs-past',
    focus: 'O present perfect e o passado simples: I have lived × I lived',
    area: 'grammar',
    levels: ['intermediate', 'advanced'],
    sentences: [
      {
        incomplete: 'I ___ (live) in Rio since 2018.',
        complete: 'I have lived in Rio since 2018.',
        answer: 'have lived',
        hint: 'Começou no passado e continua até hoje, com “since”: present perfect (duas palavras).',
      },
      {
        incomplete: 'I ___ (live) in Rio in 2018, but now I live in Recife.',
        complete: 'I lived in Rio in 2018, but now I live in Recife.',
        answer: 'lived',
        hint: 'Período terminado, com data no passado: passado simples.',
      },
      {
        incomplete: 'She ___ (be) to the United States three times.',
        complete: 'She has been to the United States three times.',
        answer: 'has been',
        hint: 'Experiência de vida, sem dizer quando: present perfect (duas palavras).',
      },
      {
        incomplete: 'We ___ (visit) New York last year.',
        complete: 'We visited New York last year.',
        answer: 'visited',
        hint: '“Last year” marca um tempo que já acabou: passado simples.',
      },
      {
        incomplete: 'Have you ever ___ (try) sushi?',
        complete: 'Have you ever tried sushi?',
        answer: 'tried',
        hint: 'Depois de “have”, o particípio. A pergunta é sobre a vida toda.',
      },
      {
        incomplete: 'I have not ___ (finish) the report yet.',
        complete: 'I have not finished the report yet.',
        answer: 'finished',
        hint: '“Yet” pede o present perfect: “have” mais o particípio.',
      },
      {
        incomplete: 'He ___ (start) his new job two weeks ago.',
        complete: 'He started his new job two weeks ago.',
        answer: 'started',
        hint: '“Ago” sempre vai com o passado simples.',
      },
      {
        incomplete: 'They ___ (know) each other for ten years.',
        complete: 'They have known each other for ten years.',
        answer: 'have known',
        hint: 'Relação que continua até hoje, com “for”: present perfect (duas palavras).',
      },
    ],
  },
  {
    id: 'articles',
    focus: 'Os artigos em inglês: a, an e the',
    area: 'grammar',
    levels: ENGLISH_LEVELS,
    sentences: [
      { incomplete: 'I have ___ idea!', complete: 'I have an idea!', answer: 'an', hint: 'Artigo indefinido antes de som de vogal.' },
      { incomplete: 'She is ___ engineer.', complete: 'She is an engineer.', answer: 'an', hint: 'Em inglês, profissão leva artigo; aqui vem antes de vogal.' },
      { incomplete: 'He is ___ teacher.', complete: 'He is a teacher.', answer: 'a', hint: 'Profissão leva artigo indefinido, ao contrário do português.' },
      {
        incomplete: 'Can you close ___ door, please?',
        complete: 'Can you close the door, please?',
        answer: 'the',
        hint: 'Uma porta específica, que os dois sabem qual é.',
      },
      {
        incomplete: 'It takes ___ hour to get there.',
        complete: 'It takes an hour to get there.',
        answer: 'an',
        hint: 'O H de “hour” é mudo: conta o som, não a letra.',
      },
      {
        incomplete: 'She studies at ___ university in Boston.',
        complete: 'She studies at a university in Boston.',
        answer: 'a',
        hint: '“University” começa com som de “iu”, que conta como consoante.',
      },
      { incomplete: '___ sun is very strong today.', complete: 'The sun is very strong today.', answer: 'the', hint: 'Algo único, que só existe um.' },
      {
        incomplete: 'Excuse me, where is ___ bathroom?',
        complete: 'Excuse me, where is the bathroom?',
        answer: 'the',
        hint: 'O banheiro do lugar onde você está: um específico.',
      },
    ],
  },
  {
    id: 'past-conditionals',
    focus: 'Se eu soubesse… condicionais no passado: If I had known, I would have gone',
    area: 'grammar',
    levels: ['advanced'],
    sentences: [
      {
        incomplete: 'If I had known about the party, I would have ___ (go).',
        complete: 'If I had known about the party, I would have gone.',
        answer: 'gone',
        hint: 'Depois de “would have”, o particípio.',
      },
      {
        incomplete: 'If she ___ (study) harder, she would have passed.',
        complete: 'If she had studied harder, she would have passed.',
        answer: 'had studied',
        hint: 'A condição no passado: “had” mais o particípio (duas palavras).',
      },
      {
        incomplete: 'We would have ___ (catch) the flight if we had left earlier.',
        complete: 'We would have caught the flight if we had left earlier.',
        answer: 'caught',
        hint: 'Particípio irregular de “catch” (pegar): soa “cót”.',
      },
      {
        incomplete: 'If you had called me, I ___ (help) you.',
        complete: 'If you had called me, I would have helped you.',
        answer: 'would have helped',
        hint: 'O resultado imaginado: “would have” mais o particípio (três palavras).',
      },
      {
        incomplete: "If they had ___ (take) a taxi, they wouldn't have been late.",
        complete: "If they had taken a taxi, they wouldn't have been late.",
        answer: 'taken',
        hint: 'Particípio de “take”.',
      },
      {
        incomplete: 'I would have bought the house if it ___ (be) cheaper.',
        complete: 'I would have bought the house if it had been cheaper.',
        answer: 'had been',
        hint: 'Condição que não aconteceu: “had” mais o particípio de “be”.',
      },
      {
        incomplete: "If he had listened to me, he wouldn't have ___ (lose) his job.",
        complete: "If he had listened to me, he wouldn't have lost his job.",
        answer: 'lost',
        hint: 'Particípio de “lose” (perder).',
      },
      {
        incomplete: 'If I ___ (know) you were vegetarian, I would have cooked something else.',
        complete: 'If I had known you were vegetarian, I would have cooked something else.',
        answer: 'had known',
        hint: 'Se eu soubesse (e não sabia): “had” mais o particípio de “know”.',
      },
    ],
  },
  {
    id: 'false-friends',
    focus: 'Os falsos cognatos: actually ≠ atualmente, pretend ≠ pretender',
    area: 'vocabulary',
    levels: ENGLISH_LEVELS,
    sentences: [
      {
        incomplete: "I thought he was American, but ___ he's Canadian.",
        complete: "I thought he was American, but actually he's Canadian.",
        answer: 'actually',
        hint: 'Na verdade (e não “atualmente”).',
      },
      {
        incomplete: '___ I work at a bank, but I want to change careers.',
        complete: 'Currently I work at a bank, but I want to change careers.',
        answer: 'currently',
        hint: 'Atualmente, hoje em dia.',
      },
      {
        incomplete: 'I ___ to travel to Chile next year.',
        complete: 'I intend to travel to Chile next year.',
        answer: 'intend',
        hint: 'Pretender, ter a intenção (“pretend” é fingir).',
      },
      {
        incomplete: 'Kids love to ___ they are superheroes.',
        complete: 'Kids love to pretend they are superheroes.',
        answer: 'pretend',
        hint: 'Fingir, fazer de conta.',
      },
      {
        incomplete: 'I bought this book at the ___ downtown.',
        complete: 'I bought this book at the bookstore downtown.',
        answer: 'bookstore',
        hint: 'Livraria (“library” é biblioteca).',
      },
      {
        incomplete: 'All my ___ came to the wedding: uncles, aunts and cousins.',
        complete: 'All my relatives came to the wedding: uncles, aunts and cousins.',
        answer: 'relatives',
        hint: 'Parentes (“parents” são só o pai e a mãe).',
      },
      { incomplete: '___ the door to open it.', complete: 'Pull the door to open it.', answer: 'pull', hint: 'Puxar (“push” é empurrar).' },
      {
        incomplete: 'It took years, but ___ she got her green card.',
        complete: 'It took years, but eventually she got her green card.',
        answer: 'eventually',
        hint: 'Finalmente, no fim das contas (e não “de vez em quando”).',
      },
    ],
  },
  {
    id: 'phrasal-verbs',
    focus: 'Phrasal verbs do dia a dia: get up, look for, give up',
    area: 'vocabulary',
    levels: ['intermediate', 'advanced'],
    sentences: [
      { incomplete: 'I ___ up at six every day.', complete: 'I get up at six every day.', answer: 'get', hint: 'Levantar da cama.' },
      {
        incomplete: "I'm looking ___ my keys. Have you seen them?",
        complete: "I'm looking for my keys. Have you seen them?",
        answer: 'for',
        hint: 'Procurar: o que você faz quando perde algo.',
      },
      {
        incomplete: "Don't give ___! You're almost there.",
        complete: "Don't give up! You're almost there.",
        answer: 'up',
        hint: 'Desistir de algo. Aqui, um incentivo para continuar.',
      },
      {
        incomplete: 'Can you ___ after my dog this weekend?',
        complete: 'Can you look after my dog this weekend?',
        answer: 'look',
        hint: 'Cuidar de alguém ou de um animal.',
      },
      {
        incomplete: 'Please turn ___ the lights when you leave.',
        complete: 'Please turn off the lights when you leave.',
        answer: 'off',
        hint: 'Desligar a luz ou um aparelho.',
      },
      {
        incomplete: 'We ran ___ of milk, so I went to the store.',
        complete: 'We ran out of milk, so I went to the store.',
        answer: 'out',
        hint: 'Acabar, ficar sem (algo que estava em casa).',
      },
      { incomplete: "I'll pick you ___ at the airport.", complete: "I'll pick you up at the airport.", answer: 'up', hint: 'Buscar alguém.' },
      {
        incomplete: 'She figured ___ how to fix the problem.',
        complete: 'She figured out how to fix the problem.',
        answer: 'out',
        hint: 'Descobrir, entender como fazer.',
      },
    ],
  },
  {
    id: 'collocations',
    focus: 'Combinações de palavras: make a decision, do homework, take a break',
    area: 'vocabulary',
    levels: ['intermediate', 'advanced'],
    sentences: [
      { incomplete: 'We need to ___ a decision today.', complete: 'We need to make a decision today.', answer: 'make', hint: 'Tomar uma decisão.' },
      { incomplete: "Let's ___ a break and get some coffee.", complete: "Let's take a break and get some coffee.", answer: 'take', hint: 'Fazer uma pausa.' },
      { incomplete: 'Did you ___ your homework?', complete: 'Did you do your homework?', answer: 'do', hint: 'Fazer a lição de casa.' },
      { incomplete: 'Can I ___ a question?', complete: 'Can I ask a question?', answer: 'ask', hint: 'Fazer uma pergunta (nunca com “make”).' },
      { incomplete: 'I have to ___ a phone call.', complete: 'I have to make a phone call.', answer: 'make', hint: 'Fazer uma ligação.' },
      { incomplete: 'He ___ a shower every morning.', complete: 'He takes a shower every morning.', answer: 'takes', hint: 'Tomar banho (ele: verbo com -s).' },
      { incomplete: 'Could you ___ me a favor?', complete: 'Could you do me a favor?', answer: 'do', hint: 'Fazer um favor.' },
      {
        incomplete: "Don't ___ attention to him; he's just joking.",
        complete: "Don't pay attention to him; he's just joking.",
        answer: 'pay',
        hint: 'Prestar atenção.',
      },
    ],
  },
  {
    id: 'small-talk',
    focus: "O small talk americano: How are you doing? What's up?",
    area: 'culture',
    levels: ENGLISH_LEVELS,
    sentences: [
      { incomplete: 'Hi! How are you ___?', complete: 'Hi! How are you doing?', answer: 'doing', hint: 'Cumprimento do dia a dia: “como vai?”.' },
      { incomplete: "What's ___? — Not much, you?", complete: "What's up? — Not much, you?", answer: 'up', hint: '“E aí?”, entre amigos.' },
      {
        incomplete: 'How was your ___? — Great! I went to the beach on Saturday.',
        complete: 'How was your weekend? — Great! I went to the beach on Saturday.',
        answer: 'weekend',
        hint: 'Fim de semana: a pergunta típica de segunda-feira.',
      },
      {
        incomplete: "Nice ___ today, isn't it?",
        complete: "Nice weather today, isn't it?",
        answer: 'weather',
        hint: 'O tempo (clima), o assunto mais seguro do small talk.',
      },
      {
        incomplete: 'Good, thanks. How ___ you?',
        complete: 'Good, thanks. How about you?',
        answer: 'about',
        hint: 'Devolva a pergunta, como o nosso “e você?”.',
      },
      {
        incomplete: 'It was nice ___ to you!',
        complete: 'It was nice talking to you!',
        answer: 'talking',
        hint: 'Para encerrar: “foi bom conversar com você”.',
      },
      {
        incomplete: 'Thanks! Have a good ___!',
        complete: 'Thanks! Have a good one!',
        answer: 'one',
        hint: 'Despedida informal: “tenha um bom dia”, sem dizer “dia”.',
      },
      { incomplete: 'Long time no ___!', complete: 'Long time no see!', answer: 'see', hint: '“Quanto tempo!”, ao reencontrar alguém.' },
    ],
  },
  {
    id: 'polite-requests',
    focus: 'Como fazer pedidos educados: Could you…? × Can you…?',
    area: 'culture',
    levels: ['beginner', 'intermediate'],
    sentences: [
      {
        incomplete: '___ you help me with this box, please?',
        complete: 'Could you help me with this box, please?',
        answer: 'could',
        hint: 'Passado de “can”, usado para pedir com mais gentileza: “poderia”.',
      },
      {
        incomplete: 'Would you ___ opening the window?',
        complete: 'Would you mind opening the window?',
        answer: 'mind',
        hint: 'Em português: “você se importaria de…?”.',
      },
      {
        incomplete: "I'd ___ a coffee, please.",
        complete: "I'd like a coffee, please.",
        answer: 'like',
        hint: '“Eu gostaria de”: o pedido educado no café ou no restaurante.',
      },
      {
        incomplete: 'Could I have the ___, please?',
        complete: 'Could I have the check, please?',
        answer: 'check',
        hint: 'A conta do restaurante (e não “account”).',
      },
      {
        incomplete: 'Excuse me, ___ you know where the restroom is?',
        complete: 'Excuse me, do you know where the restroom is?',
        answer: 'do',
        hint: 'Pergunta indireta e gentil: “você sabe…?”.',
      },
      {
        incomplete: 'Could you ___ that again, please?',
        complete: 'Could you say that again, please?',
        answer: 'say',
        hint: 'Pedir para repetir, em vez de um seco “What?”.',
      },
      {
        incomplete: 'I was ___ if you could send me the file.',
        complete: 'I was wondering if you could send me the file.',
        answer: 'wondering',
        hint: '“Eu queria saber se…”: pedido bem gentil, ótimo para e-mails.',
      },
      {
        incomplete: '___ me, where is the subway station?',
        complete: 'Excuse me, where is the subway station?',
        answer: 'excuse',
        hint: '“Com licença”, para chamar a atenção de alguém.',
      },
    ],
  },
  {
    id: 'connected-speech',
    focus: 'Fala conectada no dia a dia: gonna, wanna, gotta',
    area: 'listening',
    levels: ENGLISH_LEVELS,
    sentences: [
      {
        incomplete: "I'm gonna call you later. = I'm ___ to call you later.",
        complete: "I'm gonna call you later. = I'm going to call you later.",
        answer: 'going',
        hint: '“Gonna” é a fala rápida de “going to”: vou (fazer algo).',
      },
      {
        incomplete: 'I wanna go home. = I ___ to go home.',
        complete: 'I wanna go home. = I want to go home.',
        answer: 'want',
        hint: '“Wanna” junta “want to” e quer dizer “quero”.',
      },
      { incomplete: 'I gotta go. = I have ___ to go.', complete: 'I gotta go. = I have got to go.', answer: 'got', hint: '“Gotta” junta “got to”: tenho que.' },
      {
        incomplete: 'Whaddaya want? = What do ___ want?',
        complete: 'Whaddaya want? = What do you want?',
        answer: 'you',
        hint: '“Whaddaya” junta “what do you”: o que você…?',
      },
      { incomplete: 'Lemme see. = ___ me see.', complete: 'Lemme see. = Let me see.', answer: 'let', hint: '“Lemme” junta “let me”: deixa eu ver.' },
      { incomplete: "Dunno. = I don't ___.", complete: "Dunno. = I don't know.", answer: 'know', hint: '“Dunno” é “I don’t know” dito rápido: sei lá.' },
      {
        incomplete: "It's kinda cold today. = It's ___ of cold today.",
        complete: "It's kinda cold today. = It's kind of cold today.",
        answer: 'kind',
        hint: '“Kinda” junta “kind of”: meio, um pouco.',
      },
      {
        incomplete: 'Didja see the game? = Did ___ see the game?',
        complete: 'Didja see the game? = Did you see the game?',
        answer: 'you',
        hint: '“Didja” junta “did you”: o D e o Y viram “dj”.',
      },
    ],
  },
  {
    id: 'buying-time',
    focus: 'Frases para ganhar tempo: Let me think…, Well, actually…',
    area: 'speaking',
    levels: ENGLISH_LEVELS,
    sentences: [
      {
        incomplete: 'Let me ___ about that for a second.',
        complete: 'Let me think about that for a second.',
        answer: 'think',
        hint: 'Em português: “deixa eu pensar”.',
      },
      {
        incomplete: "That's a good ___.",
        complete: "That's a good question.",
        answer: 'question',
        hint: '“Boa pergunta”: ganha tempo e ainda elogia quem perguntou.',
      },
      { incomplete: 'How can I ___ this?', complete: 'How can I put this?', answer: 'put', hint: '“Como posso dizer isso?”: o verbo é “colocar”.' },
      {
        incomplete: 'What I ___ is that we need more time.',
        complete: 'What I mean is that we need more time.',
        answer: 'mean',
        hint: 'Em português: “o que eu quero dizer é…”.',
      },
      {
        incomplete: 'Well, ___, I think the first option is better.',
        complete: 'Well, actually, I think the first option is better.',
        answer: 'actually',
        hint: '“Na verdade” (lembre: não é “atualmente”).',
      },
      {
        incomplete: "It's on the tip of my ___.",
        complete: "It's on the tip of my tongue.",
        answer: 'tongue',
        hint: 'Em português: “está na ponta da língua”.',
      },
      {
        incomplete: 'In other ___, the plan changed.',
        complete: 'In other words, the plan changed.',
        answer: 'words',
        hint: '“Em outras palavras”: para explicar de novo.',
      },
      {
        incomplete: "To be ___, I haven't decided yet.",
        complete: "To be honest, I haven't decided yet.",
        answer: 'honest',
        hint: 'Em português: “para ser sincero”.',
      },
    ],
  },
];

/** Spec part 2 §5: trimmed and lowercased, then an exact match. */
export function isCooldownAnswer(given: string, expected: string): boolean {
  return given.trim().toLowerCase() === expected.trim().toLowerCase();
}

/** The set practising `focus` (the daily plan's cool-down focus), or none. */
export function cooldownSetForFocus(focus: string | null | undefined): CooldownSet | undefined {
  return COOLDOWN_SETS.find((set) => set.focus === focus);
}
