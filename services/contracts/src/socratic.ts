/**
 * Spec part 2 §2.2, §3 and §4: the Socratic Dialogues' built-in content,
 * shared by the screen (which asks the offline questions itself) and the AI
 * service (whose model partner talks about the same topics, and falls back
 * to the same questions). Written for Juba.
 */

/** The topic families: each has its own 12 questions, worded to fit every topic of the family. */
export const SOCRATIC_FAMILIES = ['sport', 'culture', 'technology', 'business', 'life'] as const;
export type SocraticFamily = (typeof SOCRATIC_FAMILIES)[number];

/** The topic ids, as the AI service's SocraticTopic enum names them. */
export const SOCRATIC_TOPIC_IDS = [
  'surf',
  'futebol',
  'musica',
  'literatura',
  'carros',
  'skate',
  'viagens',
  'startups',
  'inteligencia_artificial',
  'tecnologia',
  'silicon_valley',
  'livros',
  'educacao',
  'alimentacao',
] as const;
export type SocraticTopicId = (typeof SOCRATIC_TOPIC_IDS)[number];

/** Icons the screen draws (inline SVG, like the rest of the app's icons). */
export const SOCRATIC_ICONS = [
  'waves',
  'ball',
  'music',
  'feather',
  'car',
  'skateboard',
  'plane',
  'rocket',
  'brain',
  'chip',
  'bridge',
  'book',
  'cap',
  'bowl',
] as const;
export type SocraticIcon = (typeof SOCRATIC_ICONS)[number];

/** Tailwind palette names; the screen maps each to its own classes. */
export const SOCRATIC_COLOURS = [
  'sky',
  'green',
  'purple',
  'amber',
  'red',
  'orange',
  'teal',
  'pink',
  'indigo',
  'blue',
  'emerald',
  'yellow',
  'cyan',
  'lime',
] as const;
export type SocraticColour = (typeof SOCRATIC_COLOURS)[number];

export interface SocraticTopic {
  id: SocraticTopicId;
  /** As the grid shows it (spec §2.2). */
  name: string;
  /** What {topic} becomes inside the English questions. */
  english: string;
  /** One line in Portuguese under the name. */
  description: string;
  icon: SocraticIcon;
  colour: SocraticColour;
  family: SocraticFamily;
}

/** Spec §2.2: the 14 topics, in the spec's order. */
export const SOCRATIC_TOPICS: readonly SocraticTopic[] = [
  { id: 'surf', name: 'Surf', english: 'surfing', description: 'Ondas, equilíbrio e a relação com o mar.', icon: 'waves', colour: 'sky', family: 'sport' },
  {
    id: 'futebol',
    name: 'Futebol',
    english: 'soccer',
    description: 'A paixão nacional vista por outros ângulos.',
    icon: 'ball',
    colour: 'green',
    family: 'sport',
  },
  {
    id: 'musica',
    name: 'Música',
    english: 'music',
    description: 'O que a música desperta em você e por quê.',
    icon: 'music',
    colour: 'purple',
    family: 'culture',
  },
  {
    id: 'literatura',
    name: 'Literatura',
    english: 'literature',
    description: 'Histórias que mudam a forma como pensamos.',
    icon: 'feather',
    colour: 'amber',
    family: 'culture',
  },
  { id: 'carros', name: 'Carros', english: 'cars', description: 'Liberdade, cidades e o futuro da mobilidade.', icon: 'car', colour: 'red', family: 'life' },
  {
    id: 'skate',
    name: 'Skate',
    english: 'skateboarding',
    description: 'Cultura de rua, persistência e criatividade.',
    icon: 'skateboard',
    colour: 'orange',
    family: 'sport',
  },
  {
    id: 'viagens',
    name: 'Viagens',
    english: 'travel',
    description: 'Lugares, culturas e o que aprendemos na estrada.',
    icon: 'plane',
    colour: 'teal',
    family: 'life',
  },
  {
    id: 'startups',
    name: 'Startups',
    english: 'startups',
    description: 'Ideias, riscos e a coragem de começar.',
    icon: 'rocket',
    colour: 'pink',
    family: 'business',
  },
  {
    id: 'inteligencia_artificial',
    name: 'Inteligência Artificial',
    english: 'artificial intelligence',
    description: 'Máquinas que aprendem e o que isso significa para nós.',
    icon: 'brain',
    colour: 'indigo',
    family: 'technology',
  },
  {
    id: 'tecnologia',
    name: 'Tecnologia',
    english: 'technology',
    description: 'Como a tecnologia muda o nosso dia a dia.',
    icon: 'chip',
    colour: 'blue',
    family: 'technology',
  },
  {
    id: 'silicon_valley',
    name: 'Silicon Valley',
    english: 'Silicon Valley',
    description: 'A cultura de inovação da Califórnia.',
    icon: 'bridge',
    colour: 'emerald',
    family: 'business',
  },
  { id: 'livros', name: 'Livros', english: 'books', description: 'Os livros que marcaram a sua vida.', icon: 'book', colour: 'yellow', family: 'culture' },
  {
    id: 'educacao',
    name: 'Educação',
    english: 'education',
    description: 'Como aprendemos e como poderíamos aprender melhor.',
    icon: 'cap',
    colour: 'cyan',
    family: 'life',
  },
  {
    id: 'alimentacao',
    name: 'Alimentação',
    english: 'food',
    description: 'Comida, cultura e os hábitos à mesa.',
    icon: 'bowl',
    colour: 'lime',
    family: 'life',
  },
];

export const socraticTopic = (id: SocraticTopicId): SocraticTopic => SOCRATIC_TOPICS.find((t) => t.id === id)!;

/** Spec §2.2 'Como Funciona': the three ideas. */
export const SOCRATIC_HOW_IT_WORKS = [
  { title: 'Explore', description: 'Escolha um tema do seu interesse e converse em inglês sobre ele.' },
  { title: 'Reflita', description: 'Responda às perguntas com sinceridade: cada pergunta leva a um novo pensamento.' },
  { title: 'Aprenda', description: 'Pensar em inglês fortalece o vocabulário e a fluência de verdade.' },
] as const;

/** What {topic} is replaced with in the greeting and the questions. */
export const TOPIC_PLACEHOLDER = '{topic}';

/** Spec §4: the one fixed greeting a chat opens with. */
export const SOCRATIC_GREETING =
  "Hi! I'm your Socratic partner. I won't give you answers; I'll ask questions that help you think for yourself. Let's talk about {topic}. What comes to mind first when you think about it?";

/** Spec §4: the 12 open questions of each family. Every one reads naturally with any topic of its family in place of {topic}. */
export const SOCRATIC_QUESTIONS: Record<SocraticFamily, readonly string[]> = {
  sport: [
    'What first got you interested in {topic}?',
    'What do you think makes someone really good at {topic}: talent, practice, or something else?',
    'Why do you think so many people in Brazil love {topic}?',
    'How has {topic} changed the way you see yourself or other people?',
    'If you had to explain {topic} to someone who has never seen it, where would you start?',
    "What's the hardest part of {topic}, and why do you think it feels that way?",
    'Is {topic} more about competing with others or with yourself? Why?',
    'What have you learned from your mistakes in {topic}?',
    'How would your life be different without {topic}?',
    "What do you think {topic} teaches kids that school doesn't?",
    'Who do you admire in {topic}, and what exactly do you admire about them?',
    'Should {topic} be more about having fun or about winning? What makes you say that?',
  ],
  culture: [
    'What first made you fall in love with {topic}?',
    'Why do you think {topic} can change the way people feel?',
    'What was the last thing in {topic} that really moved you, and why did it stay with you?',
    'Should {topic} make us feel comfortable, or should it challenge us? Why?',
    'How are {topic} from Brazil and {topic} from the United States different, in your opinion?',
    'What do you think makes a work great rather than just popular?',
    "Can {topic} teach us things that facts and numbers can't? How?",
    "How have your tastes in {topic} changed as you've grown up?",
    'If you could recommend one thing from {topic} to an American friend, what would it be and why?',
    'What do people often misunderstand about {topic}?',
    'Why do you think some people never get into {topic}?',
    'What would the world lose if there were no {topic}?',
  ],
  technology: [
    'What does {topic} mean to you in your everyday life?',
    'Do you think {topic} makes people more connected or more alone? Why?',
    "What's one problem you think {topic} should never try to solve?",
    'How do you decide whether to trust {topic}?',
    'Who do you think benefits most from {topic}, and who might be left behind?',
    'How would you explain {topic} to your grandparents?',
    'What jobs do you think will change because of {topic}, and how do you feel about that?',
    'Should there be limits on {topic}? Who should decide them?',
    "What's something {topic} can't replace, in your opinion?",
    'How has {topic} changed the way you learn?',
    'What worries you about the future of {topic}, and what excites you?',
    'If you could change one thing about {topic} today, what would it be and why?',
  ],
  business: [
    'What do you think people picture when they hear about {topic}?',
    'Why do you think so many young people are drawn to {topic}?',
    'What does success look like in {topic}, in your opinion?',
    'Is failure in {topic} a bad thing or a necessary step? Why?',
    'What could Brazil learn from {topic}, and what could {topic} learn from Brazil?',
    'What kind of person do you think does well in {topic}?',
    'In {topic}, what matters more: money or ideas? What makes you say that?',
    "What's a problem in your city that {topic} could help solve?",
    'Who do you think pays the price when things go wrong in {topic}?',
    'How would you explain the risks of {topic} to a friend?',
    'What values do you think drive {topic}, and do you share them?',
    'If you started something new tomorrow, what would it be and why?',
  ],
  life: [
    'How much space is there for {topic} in your daily life?',
    'How are things different between Brazil and the United States when it comes to {topic}?',
    "What's a memory connected to {topic} that you still think about?",
    'Why do you think people have such strong opinions about {topic}?',
    'What would you change about {topic} in your city, and why?',
    'What can {topic} tell us about a culture?',
    'How did your family shape the way you think about {topic}?',
    "What's something about {topic} that most people take for granted?",
    'Do you think {topic} will look very different in twenty years? How?',
    'What have you learned about yourself through {topic}?',
    'If you could teach a visitor one thing about {topic} in Brazil, what would it be?',
    'Would you call {topic} a need or a pleasure in your life? Why?',
  ],
};

/** The greeting or a question with {topic} replaced by the topic's English name. */
export const withTopic = (text: string, topic: SocraticTopic) => text.replaceAll(TOPIC_PLACEHOLDER, topic.english);

/** Spec §4: one of the topic's family questions, chosen by `random` (0 ≤ random() < 1), with {topic} replaced. */
export function offlineSocraticQuestion(topic: SocraticTopic, random: () => number = Math.random): string {
  const questions = SOCRATIC_QUESTIONS[topic.family];
  return withTopic(questions[Math.min(questions.length - 1, Math.floor(random() * questions.length))]!, topic);
}

/**
 * Spec §4: the small built-in glossary behind click-to-translate; a word
 * outside it shows nothing. It covers the words of the greeting and the
 * questions a learner is likely to stop at, lower case.
 */
export const SOCRATIC_GLOSSARY: Readonly<Record<string, string>> = {
  admire: 'admirar',
  answer: 'resposta; responder',
  answers: 'respostas',
  behind: 'para trás',
  believe: 'acreditar',
  benefits: 'beneficia',
  better: 'melhor',
  books: 'livros',
  brazil: 'Brasil',
  cars: 'carros',
  challenge: 'desafiar; desafio',
  change: 'mudar; mudança',
  changed: 'mudou',
  comfortable: 'confortável',
  competing: 'competir',
  connected: 'conectado',
  culture: 'cultura',
  daily: 'diário',
  decide: 'decidir',
  different: 'diferente',
  drawn: 'atraído',
  education: 'educação',
  everyday: 'cotidiano',
  excites: 'empolga',
  explain: 'explicar',
  failure: 'fracasso',
  family: 'família',
  feel: 'sentir',
  first: 'primeiro',
  food: 'comida',
  friend: 'amigo',
  future: 'futuro',
  grandparents: 'avós',
  granted: 'garantido (take for granted: não dar valor)',
  hardest: 'mais difícil',
  ideas: 'ideias',
  interested: 'interessado',
  jobs: 'empregos',
  kids: 'crianças',
  learn: 'aprender',
  learned: 'aprendeu',
  life: 'vida',
  limits: 'limites',
  literature: 'literatura',
  lose: 'perder',
  love: 'amar; amor',
  memory: 'lembrança',
  mind: 'mente',
  misunderstand: 'entender mal',
  mistakes: 'erros',
  money: 'dinheiro',
  moved: 'emocionou',
  music: 'música',
  necessary: 'necessário',
  need: 'necessidade; precisar',
  opinion: 'opinião',
  opinions: 'opiniões',
  partner: 'parceiro',
  people: 'pessoas',
  picture: 'imaginar; imagem',
  pleasure: 'prazer',
  popular: 'popular',
  practice: 'prática; praticar',
  price: 'preço',
  problem: 'problema',
  questions: 'perguntas',
  recommend: 'recomendar',
  replace: 'substituir',
  risks: 'riscos',
  school: 'escola',
  shape: 'moldar; forma',
  share: 'compartilhar',
  skateboarding: 'andar de skate',
  soccer: 'futebol',
  solve: 'resolver',
  startups: 'startups (empresas iniciantes)',
  step: 'passo',
  success: 'sucesso',
  surfing: 'surfe',
  talent: 'talento',
  taste: 'gosto',
  tastes: 'gostos',
  teach: 'ensinar',
  teaches: 'ensina',
  technology: 'tecnologia',
  think: 'pensar',
  thought: 'pensamento',
  through: 'através de',
  tomorrow: 'amanhã',
  travel: 'viagem; viajar',
  trust: 'confiar; confiança',
  understand: 'entender',
  values: 'valores',
  visitor: 'visitante',
  whether: 'se',
  why: 'por quê',
  winning: 'vencer',
  work: 'obra; trabalho',
  world: 'mundo',
  worries: 'preocupa',
  yourself: 'você mesmo',
};

/** How long the offline partner "types" before its question (spec §9). */
export const SOCRATIC_REPLY_DELAY_MS = 1000;
/** The longest message a learner may send, in characters (after trimming), as in the conversation. */
export const SOCRATIC_MAX_MESSAGE_LENGTH = 500;
