import type { ChallengeDifficulty, EnglishLevel, PrimaryGoal } from '../generated/graphql.ts';
import type { Interest } from '../profile/profile-options.ts';

/**
 * The curated material today's plan is chosen from (spec part 1 §2 Phase 4).
 * Songs are title and artist only: the warm-up screen brings its own lines.
 * Conversation prompts and challenge scenarios are in English, the language
 * the learner practises in; cool-down focuses are in Portuguese, like the
 * cool-down screen.
 */

const ALL_LEVELS: EnglishLevel[] = ['beginner', 'intermediate', 'advanced'];

export interface Song {
  song: string;
  artist: string;
}

/** Slow, clear and repetitive for beginners; faster, idiomatic and denser further up. */
export const WARMUP_SONGS: Record<EnglishLevel, Song[]> = {
  beginner: [
    { song: 'Let It Be', artist: 'The Beatles' },
    { song: 'Yesterday', artist: 'The Beatles' },
    { song: 'Yellow', artist: 'Coldplay' },
    { song: 'Count on Me', artist: 'Bruno Mars' },
    { song: 'Imagine', artist: 'John Lennon' },
    { song: 'Perfect', artist: 'Ed Sheeran' },
    { song: 'Stand by Me', artist: 'Ben E. King' },
    { song: 'What a Wonderful World', artist: 'Louis Armstrong' },
  ],
  intermediate: [
    { song: 'Viva la Vida', artist: 'Coldplay' },
    { song: 'Someone Like You', artist: 'Adele' },
    { song: 'Counting Stars', artist: 'OneRepublic' },
    { song: 'Thinking Out Loud', artist: 'Ed Sheeran' },
    { song: "Don't Stop Believin'", artist: 'Journey' },
    { song: 'Riptide', artist: 'Vance Joy' },
    { song: 'Happy', artist: 'Pharrell Williams' },
    { song: 'Shake It Off', artist: 'Taylor Swift' },
  ],
  advanced: [
    { song: 'Mr. Brightside', artist: 'The Killers' },
    { song: 'Bohemian Rhapsody', artist: 'Queen' },
    { song: 'Uptown Funk', artist: 'Mark Ronson ft. Bruno Mars' },
    { song: 'Fast Car', artist: 'Tracy Chapman' },
    { song: 'Hotel California', artist: 'Eagles' },
    { song: "We Didn't Start the Fire", artist: 'Billy Joel' },
    { song: 'Billie Jean', artist: 'Michael Jackson' },
    { song: 'Blank Space', artist: 'Taylor Swift' },
  ],
};

/** Spec part 1 §2 Conversation practice: the six themes. */
export const CONVERSATION_THEMES = [
  'Business & Startups',
  'Technology & AI',
  'Travel & Culture',
  'Food & Cooking',
  'Sports & Fitness',
  'Movies & Entertainment',
] as const;
export type ConversationTheme = (typeof CONVERSATION_THEMES)[number];

export const THEMES_FOR_GOAL: Record<PrimaryGoal, ConversationTheme[]> = {
  business: ['Business & Startups', 'Technology & AI'],
  social: ['Food & Cooking', 'Sports & Fitness', 'Movies & Entertainment'],
  academic: ['Technology & AI', 'Travel & Culture', 'Movies & Entertainment'],
  travel: ['Travel & Culture', 'Food & Cooking'],
};

export const THEMES_FOR_INTEREST: Record<Interest, ConversationTheme[]> = {
  Startups: ['Business & Startups'],
  'AI & Technology': ['Technology & AI'],
  'Silicon Valley': ['Technology & AI', 'Business & Startups'],
  Theology: ['Travel & Culture'],
  Surfing: ['Sports & Fitness'],
  Football: ['Sports & Fitness'],
  Cars: ['Technology & AI'],
  Books: ['Movies & Entertainment'],
  Literature: ['Movies & Entertainment'],
  History: ['Travel & Culture'],
  Business: ['Business & Startups'],
  Investment: ['Business & Startups'],
  Leadership: ['Business & Startups'],
  Innovation: ['Technology & AI', 'Business & Startups'],
};

export interface ConversationPrompt {
  theme: ConversationTheme;
  levels: EnglishLevel[];
  prompt: string;
  /** Interests the prompt speaks to directly; preferred for learners who chose them. */
  interests?: Interest[];
}

export const CONVERSATION_PROMPTS: ConversationPrompt[] = [
  // Business & Startups
  { theme: 'Business & Startups', levels: ['beginner'], prompt: 'Describe your job or your dream job in three sentences.' },
  { theme: 'Business & Startups', levels: ['beginner'], prompt: 'Talk about a company you like and why you like it.', interests: ['Business'] },
  { theme: 'Business & Startups', levels: ['beginner', 'intermediate'], prompt: 'Introduce yourself at a networking event: your name, your work and what you are looking for.' },
  { theme: 'Business & Startups', levels: ['intermediate'], prompt: 'Explain a startup idea that solves a problem in your city.', interests: ['Startups', 'Innovation'] },
  { theme: 'Business & Startups', levels: ['intermediate'], prompt: 'Describe a good leader you have worked with and what made them good.', interests: ['Leadership'] },
  { theme: 'Business & Startups', levels: ['intermediate'], prompt: 'How would you invest your first ten thousand dollars? Explain your choice.', interests: ['Investment'] },
  { theme: 'Business & Startups', levels: ['advanced'], prompt: 'Argue for or against fully remote teams in an early-stage startup.', interests: ['Startups'] },
  { theme: 'Business & Startups', levels: ['advanced'], prompt: 'Walk through the risks of investing in a fast-growing tech company.', interests: ['Investment'] },
  { theme: 'Business & Startups', levels: ['advanced'], prompt: 'How should a leader deliver bad news to the team? Give an example.', interests: ['Leadership'] },
  { theme: 'Business & Startups', levels: ['advanced'], prompt: "What makes Silicon Valley different from Brazil's startup scene?", interests: ['Silicon Valley', 'Startups'] },
  // Technology & AI
  { theme: 'Technology & AI', levels: ['beginner'], prompt: 'Talk about the apps you use every day and what you use them for.' },
  { theme: 'Technology & AI', levels: ['beginner'], prompt: 'Describe your phone or computer and your favorite thing about it.', interests: ['AI & Technology'] },
  { theme: 'Technology & AI', levels: ['beginner', 'intermediate'], prompt: 'Describe your dream car and where you would drive it.', interests: ['Cars'] },
  { theme: 'Technology & AI', levels: ['intermediate'], prompt: 'How does AI help you at work or in your studies? Give two examples.', interests: ['AI & Technology'] },
  { theme: 'Technology & AI', levels: ['intermediate'], prompt: 'Would you buy an electric car? Why or why not?', interests: ['Cars', 'Innovation'] },
  { theme: 'Technology & AI', levels: ['intermediate'], prompt: 'Imagine a visit to a tech company in Silicon Valley. What would you ask the engineers?', interests: ['Silicon Valley'] },
  { theme: 'Technology & AI', levels: ['advanced'], prompt: 'Should AI be allowed to make hiring decisions? Defend your view.', interests: ['AI & Technology'] },
  { theme: 'Technology & AI', levels: ['advanced'], prompt: 'Discuss how self-driving cars could change the way cities are designed.', interests: ['Cars', 'Innovation'] },
  { theme: 'Technology & AI', levels: ['advanced'], prompt: 'Explain a technical project you worked on to someone with no technical background.' },
  // Travel & Culture
  { theme: 'Travel & Culture', levels: ['beginner'], prompt: 'Describe your favorite city and three things to do there.' },
  { theme: 'Travel & Culture', levels: ['beginner'], prompt: 'Plan a weekend trip: where you go, who goes with you and what you pack.' },
  { theme: 'Travel & Culture', levels: ['beginner', 'intermediate'], prompt: 'Talk about a tradition or a celebration in your family.', interests: ['Theology'] },
  { theme: 'Travel & Culture', levels: ['intermediate'], prompt: 'Tell the story of a problem you had on a trip and how you solved it.' },
  { theme: 'Travel & Culture', levels: ['intermediate'], prompt: 'Compare a Brazilian holiday with an American one.', interests: ['History'] },
  { theme: 'Travel & Culture', levels: ['intermediate'], prompt: 'Recommend a place in Brazil to a visitor from the United States.' },
  { theme: 'Travel & Culture', levels: ['advanced'], prompt: 'Discuss how religion has shaped the culture of a country you know.', interests: ['Theology', 'History'] },
  { theme: 'Travel & Culture', levels: ['advanced'], prompt: 'Talk about a historical place you visited and why it still matters.', interests: ['History'] },
  { theme: 'Travel & Culture', levels: ['advanced'], prompt: 'Is mass tourism good or bad for local communities? Take a side.' },
  // Food & Cooking
  { theme: 'Food & Cooking', levels: ['beginner'], prompt: 'Describe your favorite meal and when you eat it.' },
  { theme: 'Food & Cooking', levels: ['beginner'], prompt: 'Order breakfast at an American diner: food, drink and the check.' },
  { theme: 'Food & Cooking', levels: ['intermediate'], prompt: 'Explain a traditional Brazilian recipe step by step.' },
  { theme: 'Food & Cooking', levels: ['intermediate'], prompt: 'Compare eating out in Brazil and in the United States: prices, portions and tips.' },
  { theme: 'Food & Cooking', levels: ['advanced'], prompt: 'Should fast food carry health warnings like cigarettes? Debate both sides.' },
  { theme: 'Food & Cooking', levels: ['advanced'], prompt: 'Describe how food connects to memory and family traditions in your life.' },
  // Sports & Fitness
  { theme: 'Sports & Fitness', levels: ['beginner'], prompt: 'Talk about a sport you like to watch or play.', interests: ['Football'] },
  { theme: 'Sports & Fitness', levels: ['beginner'], prompt: 'Describe your exercise routine during a normal week.' },
  { theme: 'Sports & Fitness', levels: ['beginner', 'intermediate'], prompt: 'Describe a perfect day at the beach: the waves, the weather and the people.', interests: ['Surfing'] },
  { theme: 'Sports & Fitness', levels: ['intermediate'], prompt: 'Tell the story of a football match you will never forget.', interests: ['Football'] },
  { theme: 'Sports & Fitness', levels: ['intermediate'], prompt: 'Explain the rules of your favorite sport to an American friend.' },
  { theme: 'Sports & Fitness', levels: ['advanced'], prompt: 'Why is soccer less popular in the United States than in Brazil?', interests: ['Football'] },
  { theme: 'Sports & Fitness', levels: ['advanced'], prompt: 'Discuss the business side of sports: salaries, sponsors and fans.', interests: ['Business', 'Football'] },
  { theme: 'Sports & Fitness', levels: ['advanced'], prompt: 'How do extreme sports like big-wave surfing change the way people deal with fear?', interests: ['Surfing'] },
  // Movies & Entertainment
  { theme: 'Movies & Entertainment', levels: ['beginner'], prompt: 'Talk about your favorite movie or series and who is in it.' },
  { theme: 'Movies & Entertainment', levels: ['beginner'], prompt: 'Describe a book you read and liked.', interests: ['Books'] },
  { theme: 'Movies & Entertainment', levels: ['intermediate'], prompt: 'Recommend a book and explain why someone should read it.', interests: ['Books', 'Literature'] },
  { theme: 'Movies & Entertainment', levels: ['intermediate'], prompt: 'Compare a book with its movie adaptation. Which one is better?', interests: ['Literature', 'Books'] },
  { theme: 'Movies & Entertainment', levels: ['intermediate'], prompt: 'Describe a show that taught you something about American life.' },
  { theme: 'Movies & Entertainment', levels: ['advanced'], prompt: 'Discuss a classic of American literature and what it says about its time.', interests: ['Literature', 'History'] },
  { theme: 'Movies & Entertainment', levels: ['advanced'], prompt: 'Do streaming services help or hurt the movie industry?', interests: ['Business'] },
  { theme: 'Movies & Entertainment', levels: ['advanced'], prompt: 'Analyze a movie based on a real historical event. How accurate was it?', interests: ['History'] },
];

/** Spec part 1 §3: the four built-in challenges. */
export const CHALLENGE_IDS = ['startup-pitch', 'job-interview', 'tech-presentation', 'casual-debate'] as const;
export type ChallengeId = (typeof CHALLENGE_IDS)[number];

export const CHALLENGE_DIFFICULTY: Record<ChallengeId, ChallengeDifficulty> = {
  'startup-pitch': 'hard',
  'job-interview': 'medium',
  'tech-presentation': 'hard',
  'casual-debate': 'medium',
};

export const CHALLENGES_FOR_GOAL: Record<PrimaryGoal, ChallengeId[]> = {
  business: ['startup-pitch', 'job-interview'],
  academic: ['tech-presentation', 'casual-debate'],
  social: ['casual-debate'],
  travel: ['casual-debate', 'job-interview'],
};

/** Beginners meet the medium challenges first; advanced learners the hard ones. */
export const DIFFICULTIES_FOR_LEVEL: Record<EnglishLevel, ChallengeDifficulty[]> = {
  beginner: ['medium'],
  intermediate: ['medium', 'hard'],
  advanced: ['hard'],
};

export interface ChallengeScenario {
  challengeId: ChallengeId;
  levels: EnglishLevel[];
  scenario: string;
  interests?: Interest[];
}

export const CHALLENGE_SCENARIOS: ChallengeScenario[] = [
  { challengeId: 'startup-pitch', levels: ['beginner'], scenario: 'Tell an investor about your small business idea: what you sell and who buys it.' },
  {
    challengeId: 'startup-pitch',
    levels: ['intermediate', 'advanced'],
    scenario: 'You meet an investor in an elevator in San Francisco. Pitch your startup: the problem, your solution and what you need.',
    interests: ['Startups', 'Silicon Valley'],
  },
  {
    challengeId: 'startup-pitch',
    levels: ['intermediate', 'advanced'],
    scenario: 'Demo day: present your product to three investors and ask for your first round of funding.',
    interests: ['Investment', 'Innovation'],
  },
  { challengeId: 'job-interview', levels: ['beginner'], scenario: 'Job interview: say your name, what you do today and why you want this job.' },
  {
    challengeId: 'job-interview',
    levels: ['intermediate', 'advanced'],
    scenario: 'You are interviewing at an American tech company. Introduce yourself and answer: why should we hire you?',
    interests: ['AI & Technology', 'Silicon Valley'],
  },
  {
    challengeId: 'job-interview',
    levels: ['intermediate', 'advanced'],
    scenario: 'A recruiter from New York calls you. Talk about your experience and your biggest professional achievement.',
    interests: ['Leadership', 'Business'],
  },
  { challengeId: 'tech-presentation', levels: ['beginner', 'intermediate'], scenario: 'Show your team a new app feature: what it does and why users need it.' },
  {
    challengeId: 'tech-presentation',
    levels: ['intermediate', 'advanced'],
    scenario: 'Explain how an AI tool works to a room of managers with no technical background, then take one question.',
    interests: ['AI & Technology', 'Innovation'],
  },
  {
    challengeId: 'tech-presentation',
    levels: ['advanced'],
    scenario: 'Present the results of a failed project to senior leadership: what went wrong, what you learned and the next steps.',
    interests: ['Leadership'],
  },
  { challengeId: 'casual-debate', levels: ['beginner'], scenario: 'A friend says summer is better than winter. Do you agree? Say why.' },
  {
    challengeId: 'casual-debate',
    levels: ['intermediate', 'advanced'],
    scenario: 'At a barbecue, a friend says working from home is bad for careers. Disagree politely and give your reasons.',
  },
  {
    challengeId: 'casual-debate',
    levels: ['beginner', 'intermediate', 'advanced'],
    scenario: 'Your American coworker thinks soccer is boring. Defend the sport in a friendly debate.',
    interests: ['Football'],
  },
  {
    challengeId: 'casual-debate',
    levels: ['advanced'],
    scenario: 'Over dinner, a friend argues that printed books will disappear. Take the opposite side.',
    interests: ['Books', 'Literature'],
  },
];

/** Areas a diagnostic may name as weak, recognised by word stem in Portuguese or English. */
export const FOCUS_AREAS = ['pronunciation', 'grammar', 'vocabulary', 'culture', 'listening', 'speaking'] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

export const FOCUS_AREA_PATTERNS: Record<FocusArea, RegExp> = {
  pronunciation: /fonet|phonet|pronun|sotaque|accent/,
  grammar: /gramat|grammar/,
  vocabulary: /vocab|falsos? cognatos?|false friends?/,
  culture: /cultur/,
  listening: /escuta|listening|compreensao auditiva/,
  speaking: /fala|speaking|conversa/,
};

export interface CooldownFocus {
  area: FocusArea;
  levels: EnglishLevel[];
  focus: string;
}

export const COOLDOWN_FOCUSES: CooldownFocus[] = [
  { area: 'pronunciation', levels: ALL_LEVELS, focus: 'Os sons do TH: think × sink' },
  { area: 'pronunciation', levels: ['beginner', 'intermediate'], focus: 'Vogais curtas e longas: ship × sheep' },
  { area: 'pronunciation', levels: ['beginner', 'intermediate'], focus: 'O final -ed: worked, played, wanted' },
  { area: 'pronunciation', levels: ['intermediate', 'advanced'], focus: 'O T americano entre vogais: water, better, city' },
  { area: 'pronunciation', levels: ['advanced'], focus: 'Sílaba tônica que muda: PHOtograph × phoTOgraphy' },
  { area: 'grammar', levels: ['beginner'], focus: 'Do e does nas perguntas: Do you work? Does she live here?' },
  { area: 'grammar', levels: ['beginner', 'intermediate'], focus: 'Preposições de tempo: in, on, at' },
  { area: 'grammar', levels: ['intermediate', 'advanced'], focus: 'Present perfect × passado simples: I have lived × I lived' },
  { area: 'grammar', levels: ['advanced'], focus: 'Condicionais no passado: If I had known, I would have gone' },
  { area: 'vocabulary', levels: ALL_LEVELS, focus: 'Falsos cognatos: actually ≠ atualmente, pretend ≠ pretender' },
  { area: 'vocabulary', levels: ['beginner'], focus: 'Palavras da rotina: wake up, commute, lunch break' },
  { area: 'vocabulary', levels: ['intermediate'], focus: 'Phrasal verbs do dia a dia: get up, look for, give up' },
  { area: 'vocabulary', levels: ['intermediate', 'advanced'], focus: 'Collocations: make a decision, do homework, take a break' },
  { area: 'vocabulary', levels: ['advanced'], focus: 'Expressões idiomáticas: break the ice, hit the road' },
  { area: 'culture', levels: ALL_LEVELS, focus: "Small talk americano: How are you doing? What's up?" },
  { area: 'culture', levels: ['beginner', 'intermediate'], focus: 'Pedidos educados: Could you…? × Can you…?' },
  { area: 'culture', levels: ['intermediate', 'advanced'], focus: 'Gorjetas, filas e pontualidade nos Estados Unidos' },
  { area: 'listening', levels: ['beginner', 'intermediate'], focus: 'Números que confundem: thirteen × thirty' },
  { area: 'listening', levels: ['intermediate', 'advanced'], focus: 'Fala conectada: gonna, wanna, gotta' },
  { area: 'listening', levels: ['advanced'], focus: 'Reduções em perguntas: Whaddaya want? Didja see it?' },
  { area: 'speaking', levels: ['beginner'], focus: 'Apresente-se em 30 segundos: nome, trabalho e um fato curioso' },
  { area: 'speaking', levels: ALL_LEVELS, focus: 'Ritmo do inglês: a ênfase nas palavras importantes' },
  { area: 'speaking', levels: ['intermediate', 'advanced'], focus: 'Frases para ganhar tempo: Let me think…, Well, actually…' },
];

/**
 * Used only when the value is genuinely missing: a learner without a profile
 * practises at this level, and without goal, interests or known weakness
 * areas the pick is made from every theme, challenge or cool-down area
 * suited to the level.
 */
export const DEFAULT_LEVEL: EnglishLevel = 'beginner';
