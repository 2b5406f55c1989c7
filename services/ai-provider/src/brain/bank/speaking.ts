import { moduleItems } from './types.ts';

/** Speaking as text: choosing what to say in a situation, the way a native speaker would say it. */
export const SPEAKING_ITEMS = moduleItems('speaking', [
  {
    id: 'speaking-introduce-yourself',
    difficulty: 1,
    content: 'Como se apresentar de forma natural a um colega novo?',
    options: ['Hi, I’m Ana. Nice to meet you!', 'Hello, my name is Ana. I have pleasure.', 'Hi, I call Ana. Is pleasure.', 'Hello, I am called of Ana.'],
    correctAnswer: 0,
    explanation:
      'Hi, I’m Ana. Nice to meet you! é a apresentação mais natural. “I call Ana” e “I have pleasure” são traduções literais de “me chamo” e “tenho o prazer”.',
    hint: 'em inglês você diz quem você é (I’m), não como se chama.',
  },
  {
    id: 'speaking-ordering-coffee',
    difficulty: 2,
    content: 'Qual é a forma mais natural e educada de pedir um café nos EUA?',
    options: ['I want a coffee.', 'Give me a coffee.', 'Can I get a coffee, please?', 'I would like that you give me a coffee.'],
    correctAnswer: 2,
    explanation:
      'Can I get..., please? e I’d like..., please soam naturais e educados. I want... e Give me... soam bruscos em inglês, mesmo sendo parecidos com o nosso “Me vê um café”.',
    hint: 'pedidos em inglês soam melhor como pergunta.',
  },
  {
    id: 'speaking-asking-to-repeat',
    difficulty: 3,
    content: 'Você não entendeu o que o atendente disse. O que falar?',
    options: ['What?', 'Repeat.', 'Speak again, please.', 'Sorry, could you say that again?'],
    correctAnswer: 3,
    explanation: 'Sorry, could you say that again? (ou Sorry, what was that?) é educado e natural. What? sozinho soa rude, e “Repeat” soa como uma ordem.',
    hint: 'comece com “Sorry” e transforme o pedido em pergunta.',
  },
  {
    id: 'speaking-polite-disagreement',
    difficulty: 5,
    content: 'Numa reunião, como discordar educadamente de um colega?',
    options: ['You’re wrong.', 'I see your point, but I’m not sure that will work.', 'No. This is a bad idea.', 'I disagree totally with you.'],
    correctAnswer: 1,
    explanation:
      'I see your point, but... reconhece a opinião do outro antes de discordar, o que é esperado no ambiente de trabalho americano. You’re wrong soa agressivo, e “disagree totally with you” está na ordem errada (totally disagree).',
    hint: 'reconheça a ideia do colega antes de apresentar a sua.',
  },
  {
    id: 'speaking-asking-a-favor',
    difficulty: 6,
    content: 'Como pedir a um colega, com educação, que revise o seu e-mail?',
    options: ['Review my email.', 'You need to review my email.', 'Would you mind taking a look at my email?', 'I want you review my email.'],
    correctAnswer: 2,
    explanation:
      'Would you mind + verbo com -ing é um pedido educado e indireto. Atenção: a resposta “No, not at all” quer dizer que a pessoa aceita, pois ela “não se importa”.',
    hint: 'depois de “Would you mind”, o verbo vem com -ing.',
  },
  {
    id: 'speaking-declining-invitation',
    difficulty: 7,
    content: 'Você precisa recusar um convite para um happy hour sem parecer rude. O que dizer?',
    options: ['I’d love to, but I can’t make it tonight. Maybe next time?', 'No, I don’t want to go.', 'I can’t. Bye.', 'Happy hour is not for me.'],
    correctAnswer: 0,
    explanation:
      'I’d love to, but I can’t make it... suaviza a recusa, e Maybe next time? mostra interesse. Recusas diretas como I don’t want to go soam frias em inglês.',
    hint: 'uma boa recusa em inglês começa agradecendo ou mostrando interesse.',
  },
  {
    id: 'speaking-interrupting-politely',
    difficulty: 9,
    content: 'Numa reunião em inglês, você quer fazer um comentário enquanto alguém fala. Qual frase é a mais adequada?',
    options: ['Stop, I want to talk.', 'Wait, wait, wait!', 'Sorry to interrupt, but could I add something here?', 'Let me talk now.'],
    correctAnswer: 2,
    explanation:
      'Sorry to interrupt, but could I add something here? pede licença e explica por que você quer falar. As outras opções soam como ordens e podem ser vistas como rudes.',
    hint: 'peça desculpas pela interrupção e peça permissão para falar.',
  },
  {
    id: 'speaking-diplomatic-pushback',
    difficulty: 10,
    content: 'Seu chefe pede uma entrega impossível para amanhã. Qual resposta é firme e diplomática?',
    options: [
      'That is impossible.',
      'I want to get this right. Realistically, I can deliver a solid draft by Friday. Would that work?',
      'OK, no problem. (e depois não entregar)',
      'You are asking too much.',
    ],
    correctAnswer: 1,
    explanation:
      'A resposta diplomática mostra compromisso com a qualidade (I want to get this right), propõe uma alternativa concreta (by Friday) e devolve a decisão com uma pergunta (Would that work?). Dizer sim sem poder cumprir é pior que negociar o prazo.',
    hint: 'em vez de dizer não, ofereça o que você consegue entregar e quando.',
  },
]);
