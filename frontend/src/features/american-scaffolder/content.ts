/**
 * Spec part 2 §2.9 and §3 (Culture content item): the three scenes of the
 * Scaffolder Dinâmico Americano. The scripts are written for Juba in the
 * style of an American sitcom and a road movie; no show's or film's
 * dialogue is used. Explanations are in Portuguese, the scenes and their
 * comprehension questions in English.
 */
import type { EnglishLevel } from '@juba/contracts/english-level';

const CONTENT_TYPES = ['sitcom_clip', 'podcast_segment', 'movie_scene'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

interface VocabularyItem {
  term: string;
  /** In Portuguese. */
  meaning: string;
}

interface TranscriptLine {
  speaker: string;
  line: string;
}

interface ComprehensionQuestion {
  question: string;
  options: string[];
  /** Index into options. */
  correctAnswer: number;
}

interface CulturalPrompt {
  question: string;
  explanation: string;
}

export interface CultureContentItem {
  id: string;
  contentType: ContentType;
  title: string;
  description: string;
  difficulty: EnglishLevel;
  culturalConcepts: string[];
  vocabulary: VocabularyItem[];
  americanContext: string;
  brazilianComparison: string;
  transcription: TranscriptLine[];
  exercises: {
    comprehension: ComprehensionQuestion[];
    cultural: CulturalPrompt[];
  };
}

export const CULTURE_CONTENT: readonly CultureContentItem[] = [
  {
    id: 'maple-street-thanksgiving',
    contentType: 'sitcom_clip',
    title: 'Maple Street: The Potluck',
    description: 'Lucas, um brasileiro recém-chegado a Ohio, é convidado pelos vizinhos para o Thanksgiving e descobre o que é um potluck.',
    difficulty: 'beginner',
    culturalConcepts: [
      'Thanksgiving: o feriado em família mais importante dos Estados Unidos',
      'Potluck: cada convidado leva um prato',
      'RSVP: confirmar presença com antecedência',
      'Convites vagos e convites de verdade',
    ],
    vocabulary: [
      { term: 'potluck', meaning: 'refeição em que cada convidado leva um prato' },
      { term: 'to bring a dish', meaning: 'levar um prato de comida' },
      { term: 'to RSVP', meaning: 'confirmar presença' },
      { term: 'leftovers', meaning: 'sobras de comida, que muitas vezes os convidados levam para casa' },
      { term: 'stuffing', meaning: 'farofa americana, feita com pão, servida com o peru' },
      { term: "I'm in!", meaning: 'Tô dentro! / Pode contar comigo!' },
    ],
    americanContext:
      'O Thanksgiving acontece na quarta quinta-feira de novembro e reúne família e amigos em volta do peru assado. Para quem está longe da família, vizinhos e colegas costumam convidar, e muitas dessas festas são potlucks: o anfitrião faz o peru e cada convidado leva um acompanhamento ou sobremesa. Confirmar presença (RSVP) e dizer o que vai levar ajuda o anfitrião a planejar.',
    brazilianComparison:
      'No Brasil, quem convida costuma oferecer toda a comida, e levar um prato pode até parecer que você acha a comida do anfitrião pouca. Nos Estados Unidos é o contrário: num potluck, chegar de mãos vazias pega mal. Outra diferença é o horário: se o convite diz 4 p.m., chegar às 4 é o normal; chegar uma hora depois, como acontece em festas no Brasil, pode atrasar o jantar de todos.',
    transcription: [
      { speaker: 'Jenna', line: "Hey, Lucas! How's the new place? All settled in?" },
      { speaker: 'Lucas', line: 'Almost! I still have some boxes, but I love the neighborhood.' },
      { speaker: 'Jenna', line: "Great! So, what are you doing for Thanksgiving? We're having a potluck at our place." },
      { speaker: 'Lucas', line: 'A potluck? Is that a kind of soup?' },
      { speaker: 'Jenna', line: 'Ha! No, everybody brings a dish. We make the turkey, and the guests bring sides and desserts.' },
      { speaker: 'Lucas', line: "Oh, I get it. So I don't just show up and eat. I'm in! What time?" },
      { speaker: 'Jenna', line: 'Dinner is at four. Can you RSVP by Monday? I need to know how many chairs to borrow.' },
      { speaker: 'Lucas', line: "Sure. Four o'clock... real four, or Brazilian four?" },
      { speaker: 'Jenna', line: 'Real four. My mom starts carving the turkey at four fifteen, and she waits for no one.' },
      { speaker: 'Lucas', line: "Got it. Can I bring pão de queijo? It's a Brazilian cheese bread." },
      { speaker: 'Jenna', line: "Oh my gosh, yes! Just don't tell my uncle it's bread. He's on a diet. Again." },
      { speaker: 'Lucas', line: 'Your secret is safe with me. Should I bring a drink too?' },
      { speaker: 'Jenna', line: "You're sweet, but the cheese bread is plenty. And bring some containers for leftovers. Trust me." },
    ],
    exercises: {
      comprehension: [
        {
          question: 'What is a potluck, according to Jenna?',
          options: ['A kind of soup', 'A party where every guest brings a dish', 'A restaurant near Maple Street', 'A game played on Thanksgiving'],
          correctAnswer: 1,
        },
        {
          question: 'Why does Jenna ask Lucas to RSVP by Monday?',
          options: ['She wants to know how many chairs she needs', 'She needs to buy a bigger turkey', 'Her uncle is on a diet', 'The party moved to Monday'],
          correctAnswer: 0,
        },
        {
          question: 'What does Jenna mean by "Real four"?',
          options: ['Dinner is at four in the morning', 'Lucas should arrive around five', "Lucas should arrive at four o'clock", 'There will be four guests'],
          correctAnswer: 2,
        },
        {
          question: 'Why should Lucas bring containers?',
          options: ['To bring the soup', 'To take leftovers home', 'To return the chairs', 'To keep the cheese bread warm'],
          correctAnswer: 1,
        },
      ],
      cultural: [
        {
          question: 'Por que levar um prato é educado num potluck, e não uma ofensa ao anfitrião?',
          explanation:
            'Porque a festa é construída a várias mãos: o anfitrião cuida do peru e do espaço, e os convidados completam a mesa. Levar algo mostra que você quer participar. Combinar antes o que vai levar evita cinco sobremesas e nenhuma salada.',
        },
        {
          question: 'O que a piada sobre "Brazilian four" revela sobre pontualidade nos dois países?',
          explanation:
            'Nos Estados Unidos, o horário de um jantar é o horário em que a comida vai para a mesa. No Brasil, o horário de uma festa costuma ser um ponto de partida. Na dúvida, pergunte como Lucas fez: é uma forma leve de confirmar o costume.',
        },
        {
          question: 'Por que Jenna recusa a bebida e diz que o pão de queijo basta?',
          explanation:
            'Nos Estados Unidos, um "no" educado costuma ser final, e o anfitrião não espera que você insista. Jenna também mostra uma regra do potluck: um prato por convidado é o suficiente.',
        },
      ],
    },
  },
  {
    id: 'the-break-room-monday',
    contentType: 'sitcom_clip',
    title: 'The Break Room: Monday Morning',
    description:
      'Na copa de uma startup de Austin, Carol, Raj e a brasileira Bia fazem small talk antes da reunião de segunda, entre sarcasmo e jargão de escritório.',
    difficulty: 'intermediate',
    culturalConcepts: [
      'Small talk no trabalho: fim de semana, clima e esportes',
      'Sarcasmo e humor seco no escritório',
      'Jargão corporativo: circle back, take it offline',
      'Assuntos evitados: salário, política e religião',
    ],
    vocabulary: [
      { term: 'How was your weekend?', meaning: 'Como foi seu fim de semana? (pergunta padrão de segunda-feira)' },
      { term: 'to circle back', meaning: 'voltar ao assunto depois' },
      { term: 'to take it offline', meaning: 'conversar sobre isso fora da reunião, em particular' },
      { term: 'a heads-up', meaning: 'um aviso antecipado' },
      { term: 'to be swamped', meaning: 'estar atolado de trabalho' },
      { term: 'Tell me about it.', meaning: 'Nem me fale. (concordância, não um pedido)' },
    ],
    americanContext:
      'Nos escritórios americanos, a segunda-feira começa com small talk curto: fim de semana, tempo, um jogo. As respostas são positivas e breves, e a conversa volta ao trabalho rápido. O humor costuma ser seco e sarcástico ("Great, another meeting"), e o jargão corporativo aparece o tempo todo. Salário, política e religião ficam fora da conversa com colegas que você não conhece bem.',
    brazilianComparison:
      'No Brasil, o cafezinho com os colegas pode durar mais e entrar em assuntos pessoais, como família e planos. Nos Estados Unidos, essas conversas existem, mas vêm com o tempo e a intimidade. O sarcasmo americano pode confundir: "Tell me about it" não é um pedido para contar mais, e "Great" dito com tom cansado quer dizer o contrário. Já a franqueza no trabalho, que para o brasileiro pode soar dura, é vista como respeito pelo tempo do outro.',
    transcription: [
      { speaker: 'Raj', line: 'Morning, Bia! How was your weekend?' },
      { speaker: 'Bia', line: "Good, thanks! I went to a barbecue at a friend's place. How about you?" },
      { speaker: 'Raj', line: 'Pretty quiet. I watched the game and did laundry. Living the dream.' },
      { speaker: 'Carol', line: 'Hey, guys. Quick heads-up: the nine-thirty meeting got moved to nine.' },
      { speaker: 'Raj', line: 'Great. Just what I needed. Thirty minutes less coffee.' },
      { speaker: 'Bia', line: 'Wait, is that a problem? You said "great."' },
      { speaker: 'Carol', line: "He's being sarcastic. Raj thinks every meeting could be an email." },
      { speaker: 'Raj', line: "Tell me about it. I'm swamped this week." },
      { speaker: 'Bia', line: 'Okay, so "tell me about it" means you agree, not that you want me to tell you something.' },
      { speaker: 'Carol', line: "Exactly. You're learning fast. Oh, and Bia, about your budget question, can we circle back after lunch?" },
      { speaker: 'Bia', line: 'Sure. Should I bring it up in the meeting?' },
      { speaker: 'Carol', line: "Let's take it offline. It's just between us and finance for now." },
      { speaker: 'Raj', line: 'See? Three phrases before nine a.m. Welcome to corporate America.' },
    ],
    exercises: {
      comprehension: [
        {
          question: 'What did Raj do over the weekend?',
          options: ['He went to a barbecue', 'He worked on the budget', 'He watched the game and did laundry', 'He traveled to Austin'],
          correctAnswer: 2,
        },
        {
          question: 'What is the "heads-up" Carol gives?',
          options: ['The meeting was canceled', 'The meeting now starts earlier', 'The coffee machine is broken', 'Raj has a new project'],
          correctAnswer: 1,
        },
        {
          question: 'When Raj says "Great. Just what I needed," he means that...',
          options: ['he is happy about the change', 'he needed more coffee', 'he wanted a longer meeting', 'he is not happy about the change'],
          correctAnswer: 3,
        },
        {
          question: 'What does Carol mean by "Let\'s take it offline"?',
          options: ['Turn off the computers', 'Talk about it privately, outside the meeting', 'Send it by email to everyone', 'Forget about the budget'],
          correctAnswer: 1,
        },
      ],
      cultural: [
        {
          question: 'Como você percebe que "Great" é sarcasmo, e não entusiasmo?',
          explanation:
            'Pelo contexto e pelo tom: uma notícia ruim (reunião mais cedo) seguida de uma palavra positiva dita de forma seca. O sarcasmo é muito comum no humor americano de escritório. Na dúvida, faça como a Bia e pergunte; ninguém se ofende.',
        },
        {
          question: 'Por que a conversa sobre o fim de semana é tão curta?',
          explanation:
            'O small talk americano serve para criar um clima amigável, não para contar a vida. Uma resposta breve e positiva, seguida de "How about you?", é o esperado. Intimidade maior vem com o tempo e costuma acontecer fora do escritório, num happy hour ou almoço.',
        },
        {
          question: 'Por que Carol prefere tratar do orçamento fora da reunião?',
          explanation:
            'Assuntos de dinheiro e temas que envolvem poucas pessoas costumam ser tratados em particular. Levar esse tipo de tema para a reunião do grupo pode expor colegas e tomar o tempo de quem não está envolvido.',
        },
      ],
    },
  },
  {
    id: 'westbound-diner',
    contentType: 'movie_scene',
    title: 'Westbound: The Diner Scene',
    description:
      'Num road movie escrito para a Juba, dois amigos param num diner de beira de estrada no Arizona e aprendem as regras não escritas de pedir, repetir o café e deixar gorjeta.',
    difficulty: 'intermediate',
    culturalConcepts: [
      'O diner americano: café com refil e comida o dia todo',
      'Gorjeta de 15 a 20% sobre a conta',
      'Perguntas do garçom: "For here or to go?", "How would you like your eggs?"',
      'Road trips e a cultura da estrada',
    ],
    vocabulary: [
      { term: 'refill', meaning: 'completar a xícara ou o copo de novo, muitas vezes de graça' },
      { term: 'to go', meaning: 'para viagem' },
      { term: 'over easy', meaning: 'ovo frito virado, com a gema mole' },
      { term: 'hash browns', meaning: 'batata ralada e frita, típica do café da manhã' },
      { term: 'the check', meaning: 'a conta' },
      { term: 'to tip', meaning: 'dar gorjeta, que não vem incluída na conta' },
      { term: 'hon', meaning: 'abreviação de "honey"; forma carinhosa que garçonetes usam com clientes' },
    ],
    americanContext:
      'Os diners são restaurantes simples, muitas vezes abertos 24 horas, com balcão, mesas tipo cabine e café da manhã o dia inteiro. A garçonete passa várias vezes oferecendo refil de café sem custo. O salário de quem serve depende muito da gorjeta, por isso deixar de 15 a 20% é considerado obrigação, não um agrado opcional. A conta é trazida à mesa, muitas vezes sem você pedir, e paga-se no caixa ou com a garçonete.',
    brazilianComparison:
      'No Brasil, os 10% de serviço costumam vir incluídos na conta, e a conta só vem quando você pede; trazer a conta sem pedir pode parecer que querem que você vá embora. Nos Estados Unidos é só eficiência. O refil gratuito também surpreende quem está acostumado a pagar cada cafezinho. E o tratamento carinhoso da garçonete ("hon", "sweetie") é cultural, sobretudo no interior e no Sul, e não deve ser lido como intimidade.',
    transcription: [
      { speaker: 'Waitress', line: 'Morning, boys. Coffee?' },
      { speaker: 'Danny', line: 'Yes, please. Two coffees. And can we see a menu?' },
      { speaker: 'Waitress', line: "Right there on the table, hon. I'll be back in a minute to take your order." },
      { speaker: 'Theo', line: "Breakfast all day? It's two in the afternoon." },
      { speaker: 'Danny', line: 'Welcome to America, man. Pancakes at midnight, burgers at seven a.m.' },
      { speaker: 'Waitress', line: 'Alright, what can I get you?' },
      { speaker: 'Theo', line: "I'll have two eggs, bacon and toast, please." },
      { speaker: 'Waitress', line: 'How would you like your eggs?' },
      { speaker: 'Theo', line: 'Uh... cooked?' },
      { speaker: 'Danny', line: "He means over easy. And I'll get the short stack with a side of hash browns." },
      { speaker: 'Waitress', line: 'You got it. Is that for here or to go?' },
      { speaker: 'Danny', line: "For here. We've been driving since Albuquerque." },
      { speaker: 'Theo', line: 'Excuse me, how much is another coffee?' },
      { speaker: 'Waitress', line: "Refills are free, sweetie. I'll keep them coming." },
      { speaker: 'Theo', line: 'Free coffee. I could live here.' },
      { speaker: 'Danny', line: "Just remember the tip. Twenty percent. She's working hard, and that's how she gets paid." },
      { speaker: 'Theo', line: "Twenty? Back home it's already in the bill." },
      { speaker: 'Danny', line: 'Not here, buddy. Here, the tip is part of the price. You just do the math yourself.' },
    ],
    exercises: {
      comprehension: [
        {
          question: 'What surprises Theo about the menu?',
          options: ['It has no coffee', 'Breakfast is served all day', 'Everything is free', 'The restaurant is closing'],
          correctAnswer: 1,
        },
        {
          question: 'Why does Theo answer "cooked?"',
          options: [
            'He wants his eggs raw',
            'He is making a joke about the menu',
            "He doesn't know the names for ways to cook eggs",
            'He is angry with the waitress',
          ],
          correctAnswer: 2,
        },
        {
          question: 'What does "for here or to go" mean?',
          options: [
            'Are you eating here or taking the food with you?',
            'Are you paying now or later?',
            'Are you from here or traveling?',
            'Do you want a table or the counter?',
          ],
          correctAnswer: 0,
        },
        {
          question: 'How much does another cup of coffee cost?',
          options: ['Two dollars', 'Twenty percent of the bill', 'It depends on the size', 'Nothing, refills are free'],
          correctAnswer: 3,
        },
      ],
      cultural: [
        {
          question: 'Por que Danny insiste nos 20% de gorjeta?',
          explanation:
            'Nos Estados Unidos, boa parte da renda de garçons vem da gorjeta, e o salário-base pode ser bem baixo. Por isso, 15% é o mínimo para um serviço normal e 20% é o padrão para um bom serviço. Não deixar gorjeta é lido como reclamação grave.',
        },
        {
          question: 'A garçonete chama os clientes de "hon" e "sweetie". Como interpretar isso?',
          explanation:
            'É um jeito caloroso e comum de tratar clientes em diners, especialmente no Sul e em cidades pequenas. Não é flerte nem intimidade; responder com simpatia e um "thank you" é o suficiente.',
        },
        {
          question: 'Por que a garçonete pergunta tantos detalhes sobre o pedido?',
          explanation:
            'A cultura americana de restaurante valoriza a personalização: ponto do ovo, tipo de pão, acompanhamento, molho à parte. Saber responder a essas perguntas (over easy, scrambled, wheat toast) deixa o pedido rápido e sem confusão.',
        },
      ],
    },
  },
];

/** Spec part 2 §2.9: how the library names a content type. */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  sitcom_clip: 'Cena de sitcom',
  podcast_segment: 'Trecho de podcast',
  movie_scene: 'Cena de filme',
};
