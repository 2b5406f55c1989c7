import { moduleItems } from './types.ts';

/** Listening as text: the question writes how the speech sounds, so it works without audio. */
export const LISTENING_ITEMS = moduleItems('listening', [
  {
    id: 'listening-water-flap',
    difficulty: 2,
    content: 'Num restaurante, o garçom pergunta algo que soa como “Can I get you some uórer?”. O que ele ofereceu?',
    options: ['Order', 'Water', 'Other', 'Butter'],
    correctAnswer: 1,
    explanation: 'Water no inglês americano soa “uórer”: o t entre vogais vira um toque rápido, como o r de “caro”. O garçom ofereceu água.',
    hint: 'no inglês americano, o t entre vogais costuma soar como um r rápido.',
  },
  {
    id: 'listening-gonna',
    difficulty: 3,
    content: 'Você ouve: “I’m gonna call you later.” O que a pessoa disse?',
    options: ['I’m gone to call you later.', 'I’m calling you late.', 'I can call you later.', 'I’m going to call you later.'],
    correctAnswer: 3,
    explanation:
      'Gonna é a forma falada de going to quando indica futuro: I’m gonna call = I’m going to call. É comum na fala, mas em textos formais se escreve going to.',
    hint: 'gonna sempre esconde duas palavras: going to.',
  },
  {
    id: 'listening-wanna',
    difficulty: 4,
    content: 'Você ouve: “Do you wanna grab lunch?” O que “wanna” representa nessa frase?',
    options: ['won’t', 'want to', 'wanted to', 'were going to'],
    correctAnswer: 1,
    explanation: 'Antes de um verbo, wanna é a forma falada de want to: Do you want to grab lunch? (Quer almoçar?).',
    hint: 'depois de wanna vem um verbo, como depois de want to.',
  },
  {
    id: 'listening-whaddaya',
    difficulty: 5,
    content: 'Você ouve: “Whaddaya want for dinner?” Qual é a pergunta completa?',
    options: ['What do you want for dinner?', 'Where do you want to have dinner?', 'What did you eat for dinner?', 'Who wants dinner?'],
    correctAnswer: 0,
    explanation: 'Na fala rápida, what do you vira “whaddaya”: o t vira flap e do you se reduz a “dya”. A pergunta é What do you want for dinner?',
    hint: 'separe o som em pedaços: “whadd” + “a” + “ya”.',
  },
  {
    id: 'listening-check-it-out',
    difficulty: 6,
    content: 'Um amigo mostra o celular e diz algo que soa como “chek-ki-dáut”. O que ele disse?',
    options: ['Checked out', 'Check it out', 'Check the doubt', 'Chuck it out'],
    correctAnswer: 1,
    explanation:
      'Na fala encadeada, check it out vira “chek-ki-dáut”: o k se liga ao it, e o t de it soa como um r rápido antes de out. Significa “dá uma olhada”.',
    hint: 'ele está mostrando algo: a frase é um convite para olhar.',
  },
  {
    id: 'listening-didja',
    difficulty: 7,
    content: 'Você ouve: “Didja finish the report?” Qual é a pergunta?',
    options: ['Do you finish the report?', 'Did she finish the report?', 'Did you finish the report?', 'Don’t you finish the report?'],
    correctAnswer: 2,
    explanation: 'Na fala rápida, did you vira “didja”: o d e o y se fundem num som de dj. O mesmo acontece com would you (“wudja”) e could you (“kudja”).',
    hint: 'o som “dja” costuma ser um d seguido de you.',
  },
  {
    id: 'listening-ballpark-figure',
    difficulty: 8,
    content: 'Numa reunião você ouve: “Can you give me a ballpark figure?” O que estão pedindo?',
    options: ['Um número exato', 'Uma estimativa aproximada', 'O placar de um jogo', 'O endereço do estádio'],
    correctAnswer: 1,
    explanation:
      'A ballpark figure é um número aproximado, uma estimativa. A expressão vem do beisebol (ballpark é o estádio), mas no trabalho não tem nada a ver com esporte.',
    hint: 'numa reunião, metáforas de esporte são comuns e raramente falam de esporte.',
  },
  {
    id: 'listening-shoulda',
    difficulty: 9,
    content: 'Você ouve: “You shoulda told me!” O que a pessoa quis dizer?',
    options: ['You should tell me!', 'You should had told me!', 'You shouldn’t tell me!', 'You should have told me!'],
    correctAnswer: 3,
    explanation: 'Shoulda é a forma falada de should have: “Você deveria ter me contado!”. O mesmo vale para coulda (could have) e woulda (would have).',
    hint: 'o “a” depois de should esconde um have.',
  },
]);
