import { moduleItems } from './types.ts';

export const CULTURAL_ITEMS = moduleItems('cultural', [
  {
    id: 'cultural-how-are-you',
    difficulty: 1,
    content: 'O caixa do supermercado nos EUA pergunta “How are you doing?”. Qual é a resposta esperada?',
    options: ['Contar como foi o seu dia em detalhes', '“Good, thanks! How are you?”', 'Ficar em silêncio: é só formalidade', '“Why do you ask?”'],
    correctAnswer: 1,
    explanation:
      'Nos EUA, How are you (doing)? funciona quase como um cumprimento. Espera-se uma resposta curta e positiva, devolvendo a pergunta: Good, thanks! How about you?',
    hint: 'trate a pergunta como um “oi”: responda curto e devolva a pergunta.',
  },
  {
    id: 'cultural-tipping',
    difficulty: 2,
    content: 'Num restaurante comum nos EUA, quanto de gorjeta (tip) se costuma deixar?',
    options: ['Nada: o serviço já vem incluído', 'Exatamente 10%, como no Brasil', 'Cerca de 15% a 20% da conta', 'Um dólar por pessoa'],
    correctAnswer: 2,
    explanation:
      'Nos EUA a gorjeta normalmente não vem na conta e é parte importante da renda de quem serve: o costume é deixar de 15% a 20%, ou mais por um serviço excelente.',
    hint: 'a gorjeta americana costuma ser maior do que os 10% brasileiros.',
  },
  {
    id: 'cultural-business-greeting',
    difficulty: 3,
    content: 'Num primeiro encontro de trabalho nos EUA, qual cumprimento é o mais comum?',
    options: ['Dois beijinhos no rosto', 'Abraço apertado', 'Aperto de mão firme e contato visual', 'Tapinha nas costas'],
    correctAnswer: 2,
    explanation:
      'Em contextos profissionais nos EUA, o padrão é um aperto de mão firme com contato visual. Beijos no rosto não são costume e podem causar desconforto; o espaço pessoal costuma ser maior que no Brasil.',
    hint: 'no trabalho, o contato físico americano é mais contido que o brasileiro.',
  },
  {
    id: 'cultural-small-talk-topics',
    difficulty: 4,
    content: 'Em small talk com um colega americano que você acabou de conhecer, qual assunto é o mais seguro?',
    options: ['Planos para o fim de semana', 'Quanto ele ganha', 'Em quem ele votou', 'A religião dele'],
    correctAnswer: 0,
    explanation:
      'Small talk americano fica em temas leves: fim de semana, esportes, séries, clima, viagens. Salário, política e religião são considerados pessoais demais para quem acabou de se conhecer.',
    hint: 'escolha um assunto leve, que ninguém precise defender.',
  },
  {
    id: 'cultural-grab-coffee-sometime',
    difficulty: 5,
    content: 'Um colega diz “We should grab coffee sometime!” mas não marca nada. O que isso geralmente significa?',
    options: [
      'Um convite formal que você deve confirmar por e-mail',
      'Uma frase simpática: o café só vira plano se alguém propuser uma data',
      'Que ele está chateado com você',
      'Que ele espera que você pague o café',
    ],
    correctAnswer: 1,
    explanation:
      'Frases como We should grab coffee sometime! muitas vezes são gentilezas sociais. Se você quiser mesmo o encontro, proponha algo concreto: Sure! How about Thursday?',
    hint: 'sem data e hora, ainda não é um compromisso.',
  },
  {
    id: 'cultural-punctuality',
    difficulty: 6,
    content: 'Você marcou uma reunião de trabalho às 10h nos EUA. O que é esperado?',
    options: [
      'Chegar por volta das 10h15, como é normal',
      'Chegar às 10h30 e pedir desculpas',
      'Avisar só se for atrasar mais de uma hora',
      'Chegar às 10h ou poucos minutos antes',
    ],
    correctAnswer: 3,
    explanation:
      'Em compromissos profissionais nos EUA, pontualidade é levada a sério: chegue no horário ou alguns minutos antes. Se for atrasar, mesmo 10 minutos, avise com antecedência.',
    hint: 'no trabalho americano, “às 10h” significa 10h em ponto.',
  },
  {
    id: 'cultural-feedback-sandwich',
    difficulty: 7,
    content: 'Seu gerente americano diz: “Great work on the report! One thing to consider is the timeline...”. Como interpretar?',
    options: ['Ele só está elogiando', 'Há uma crítica real sobre o prazo, dita de forma suave', 'Ele quer que você refaça tudo', 'Ele está sendo irônico'],
    correctAnswer: 1,
    explanation:
      'Na comunicação profissional americana, críticas costumam vir suavizadas entre elogios (feedback sandwich). Expressões como One thing to consider... ou You might want to... indicam um ponto que deve ser corrigido.',
    hint: 'o que vem depois de “one thing to consider” é o recado principal.',
  },
  {
    id: 'cultural-thanksgiving',
    difficulty: 8,
    content: 'Quando os americanos celebram Thanksgiving e qual é o costume central?',
    options: [
      'Em 4 de julho, com fogos de artifício',
      'Em 31 de outubro, pedindo doces de porta em porta',
      'Na quarta quinta-feira de novembro, com um jantar em família (geralmente peru)',
      'Na primeira segunda-feira de setembro, com desfiles',
    ],
    correctAnswer: 2,
    explanation:
      'Thanksgiving (Dia de Ação de Graças) é na quarta quinta-feira de novembro: a família se reúne para um jantar, geralmente com peru, e agradece pelo ano. Os fogos são do 4 de julho, os doces são do Halloween e setembro tem o Labor Day.',
    hint: 'é o feriado em que muitos americanos viajam para jantar com a família.',
  },
  {
    id: 'cultural-indirect-no',
    difficulty: 9,
    content:
      'Você convida um colega para um projeto e ele responde: “That sounds interesting, let me think about it and get back to you.” Duas semanas depois, nenhum retorno. O que isso provavelmente significa?',
    options: ['Ele aceitou e espera o início', 'Ele quer negociar um pagamento maior', 'Uma recusa educada', 'Ele não entendeu o convite'],
    correctAnswer: 2,
    explanation:
      '“Let me think about it and get back to you” sem retorno costuma ser uma forma indireta e educada de dizer não. Um lembrete gentil é aceitável; insistir várias vezes, não.',
    hint: 'no trabalho, um “não” americano muitas vezes vem disfarçado de adiamento.',
  },
  {
    id: 'cultural-sarcasm',
    difficulty: 10,
    content: 'O voo atrasa seis horas e um passageiro americano diz, em tom seco: “Oh, great. Just what I needed.” O que ele quer dizer?',
    options: [
      'Está feliz com o atraso',
      'Está sendo sarcástico: está irritado',
      'Precisava mesmo de mais tempo no aeroporto',
      'Está elogiando a companhia aérea',
    ],
    correctAnswer: 1,
    explanation:
      'É sarcasmo, muito comum no humor americano: as palavras dizem o contrário do sentimento. O tom seco e o contexto (um atraso de seis horas) mostram que ele está irritado.',
    hint: 'compare o que as palavras dizem com a situação: elas combinam?',
  },
]);
