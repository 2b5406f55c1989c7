import { moduleItems } from './types.ts';

export const GRAMMAR_ITEMS = moduleItems('grammar', [
  {
    id: 'grammar-age-to-be',
    difficulty: 1,
    content: 'Como dizer “Eu tenho 25 anos” em inglês?',
    options: ['I have 25 years.', 'I am 25.', 'I have 25 years old.', 'I am with 25 years.'],
    correctAnswer: 1,
    explanation:
      'Em inglês a idade se diz com o verbo to be: I am 25 (ou I’m 25 years old). “I have 25 years” é tradução literal do português e soa errado para um americano.',
    hint: 'em inglês você não “tem” idade, você “é” a idade.',
    patterns: ['age-with-have'],
  },
  {
    id: 'grammar-does-question',
    difficulty: 2,
    content: 'Qual é a forma correta da pergunta “Ela trabalha aqui?”',
    options: ['She works here?', 'Does she works here?', 'Do she work here?', 'Does she work here?'],
    correctAnswer: 3,
    explanation:
      'No presente simples, perguntas com he, she ou it usam does, e o verbo principal volta à forma base: Does she work here? O -s aparece só uma vez, no does.',
    hint: 'o -s da terceira pessoa vai para o auxiliar, não para o verbo.',
  },
  {
    id: 'grammar-it-is-raining',
    difficulty: 3,
    content: 'Como dizer “Está chovendo” em inglês?',
    options: ['Is raining.', 'Raining.', 'It is raining.', 'It raining.'],
    correctAnswer: 2,
    explanation:
      'Em inglês toda frase precisa de sujeito, mesmo quando ele não se refere a nada: It is raining (It’s raining). Em português o sujeito fica oculto, mas em inglês “Is raining” está incompleto.',
    hint: 'para clima, hora e distância, o sujeito é sempre “it”.',
    patterns: ['subject-omission'],
  },
  {
    id: 'grammar-on-monday-at-three',
    difficulty: 4,
    content: 'Complete com as preposições certas: “The meeting is ___ Monday ___ 3 p.m.”',
    options: ['in / on', 'on / at', 'at / in', 'in / at'],
    correctAnswer: 1,
    explanation:
      'Dias da semana e datas usam on (on Monday, on May 5th); horários usam at (at 3 p.m.). In fica para meses, anos e partes do dia (in May, in 2025, in the morning).',
    hint: 'pense do mais específico ao mais amplo: at (hora), on (dia), in (mês e ano).',
    patterns: ['prepositions'],
  },
  {
    id: 'grammar-life-without-article',
    difficulty: 5,
    content: 'Qual frase soa natural em inglês?',
    options: ['Life is beautiful.', 'The life is beautiful.', 'A life is beautiful.', 'The lives is beautiful.'],
    correctAnswer: 0,
    explanation:
      'Substantivos usados em sentido geral (life, love, people, coffee) não levam the em inglês: Life is beautiful. Em português dizemos “A vida é bela”, e daí vem o erro.',
    hint: 'quando você fala de algo em geral, e não de um caso específico, deixe o the de fora.',
    patterns: ['articles'],
  },
  {
    id: 'grammar-present-perfect-for',
    difficulty: 6,
    content: 'Como dizer “Moro em São Paulo há cinco anos” (e continuo morando lá)?',
    options: [
      'I live in São Paulo for five years.',
      'I lived in São Paulo since five years.',
      'I am living in São Paulo since five years.',
      'I’ve lived in São Paulo for five years.',
    ],
    correctAnswer: 3,
    explanation:
      'Para algo que começou no passado e continua até agora, o inglês usa o present perfect com for (duração) ou since (ponto de início): I’ve lived here for five years / since 2020. O presente simples com for soa errado.',
    hint: 'passado que continua até hoje pede have + particípio.',
  },
  {
    id: 'grammar-indirect-question-order',
    difficulty: 7,
    content: 'Qual é a forma correta de perguntar educadamente onde fica a estação?',
    options: [
      'Can you tell me where is the station?',
      'Can you tell me where the station is?',
      'Can you tell me where does the station is?',
      'Can you tell me the station where is?',
    ],
    correctAnswer: 1,
    explanation:
      'Em perguntas indiretas (Can you tell me..., Do you know...), a ordem volta a ser a da afirmação: where the station is. A inversão só acontece na pergunta direta: Where is the station?',
    hint: 'depois de “Can you tell me”, a frase segue como uma afirmação.',
  },
  {
    id: 'grammar-should-have-regret',
    difficulty: 8,
    content: 'Você perdeu o voo porque saiu tarde. Como dizer “Eu deveria ter saído mais cedo”?',
    options: ['I should leave earlier.', 'I should had left earlier.', 'I should have left earlier.', 'I must leave earlier.'],
    correctAnswer: 2,
    explanation:
      'Para arrependimento sobre o passado usa-se should have + particípio: I should have left earlier (na fala, “shoulda left”). “Should had” é um erro comum: depois de modal vem sempre a forma base, have.',
    hint: 'depois de should vem a forma base: have, nunca had.',
  },
  {
    id: 'grammar-tag-question',
    difficulty: 9,
    content: 'Complete com a tag question correta: “You’re coming to the party, ___?”',
    options: ['aren’t you', 'don’t you', 'isn’t it', 'won’t you'],
    correctAnswer: 0,
    explanation:
      'A tag repete o auxiliar da frase com a polaridade invertida: You’re (are) coming → aren’t you? Não existe um “né?” fixo em inglês: “isn’t it?” não serve para qualquer frase.',
    hint: 'procure o auxiliar da frase (aqui, are) e inverta para a negativa.',
  },
  {
    id: 'grammar-mixed-conditional',
    difficulty: 10,
    content: 'Qual frase expressa “Se eu tivesse aceitado aquele emprego, hoje eu estaria morando em Nova York”?',
    options: [
      'If I accepted that job, I would live in New York now.',
      'If I would have accepted that job, I will live in New York now.',
      'If I have accepted that job, I would have lived in New York now.',
      'If I had accepted that job, I would be living in New York now.',
    ],
    correctAnswer: 3,
    explanation:
      'É um condicional misto: a condição está no passado (if + past perfect: had accepted) e a consequência no presente (would be living ... now). “If I would have” aparece na fala, mas não é a forma padrão.',
    hint: 'a condição é passada (had + particípio), o resultado é agora (would be).',
  },
]);
