import type { ConversationTheme } from '@juba/contracts/conversation';
import { COOLDOWN_SETS } from '@juba/contracts/cooldown';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import { LYRIC_SONGS } from '@juba/contracts/lyric-translate';
import type { EnglishLevel, PrimaryGoal } from '../generated/graphql.ts';
import type { Interest } from '../onboarding/learning-profile-options.ts';

/**
 * The curated material today's plan is chosen from (spec part 1 §2 Phase 4).
 * Songs are title and artist only: the warm-up screen brings their lines.
 * Conversation prompts are in English, the language the learner practises
 * in, under the themes of @juba/contracts/conversation; cool-down focuses are
 * in Portuguese, like the cool-down screen. The challenge step draws from the
 * challenge catalogue (challenges/catalogue.ts).
 */

export interface Song {
  song: string;
  artist: string;
}

/** The warm-up screen's own songs (@juba/contracts/lyric-translate), so the plan never names one it cannot show. */
export const WARMUP_SONGS: Record<EnglishLevel, Song[]> = Object.fromEntries(
  ENGLISH_LEVELS.map((level) => [level, LYRIC_SONGS.filter((s) => s.level === level).map((s) => ({ song: s.title, artist: s.artist }))]),
) as Record<EnglishLevel, Song[]>;

export const THEMES_FOR_GOAL: Record<PrimaryGoal, ConversationTheme[]> = {
  business: ['business', 'technology'],
  social: ['food', 'sports', 'movies'],
  academic: ['technology', 'travel', 'movies'],
  travel: ['travel', 'food'],
};

export const THEMES_FOR_INTEREST: Record<Interest, ConversationTheme[]> = {
  Startups: ['business'],
  'AI & Technology': ['technology'],
  'Silicon Valley': ['technology', 'business'],
  Theology: ['travel'],
  Surfing: ['sports'],
  Football: ['sports'],
  Cars: ['technology'],
  Books: ['movies'],
  Literature: ['movies'],
  History: ['travel'],
  Business: ['business'],
  Investment: ['business'],
  Leadership: ['business'],
  Innovation: ['technology', 'business'],
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
  { theme: 'business', levels: ['beginner'], prompt: 'Describe your job or your dream job in three sentences.' },
  { theme: 'business', levels: ['beginner'], prompt: 'Talk about a company you like and why you like it.', interests: ['Business'] },
  {
    theme: 'business',
    levels: ['beginner', 'intermediate'],
    prompt: 'Introduce yourself at a networking event: your name, your work and what you are looking for.',
  },
  { theme: 'business', levels: ['intermediate'], prompt: 'Explain a startup idea that solves a problem in your city.', interests: ['Startups', 'Innovation'] },
  { theme: 'business', levels: ['intermediate'], prompt: 'Describe a good leader you have worked with and what made them good.', interests: ['Leadership'] },
  {
    theme: 'business',
    levels: ['intermediate'],
    prompt: 'How would you invest your first ten thousand dollars? Explain your choice.',
    interests: ['Investment'],
  },
  { theme: 'business', levels: ['advanced'], prompt: 'Argue for or against fully remote teams in an early-stage startup.', interests: ['Startups'] },
  { theme: 'business', levels: ['advanced'], prompt: 'Walk through the risks of investing in a fast-growing tech company.', interests: ['Investment'] },
  { theme: 'business', levels: ['advanced'], prompt: 'How should a leader deliver bad news to the team? Give an example.', interests: ['Leadership'] },
  {
    theme: 'business',
    levels: ['advanced'],
    prompt: "What makes Silicon Valley different from Brazil's startup scene?",
    interests: ['Silicon Valley', 'Startups'],
  },
  // Technology & AI
  { theme: 'technology', levels: ['beginner'], prompt: 'Talk about the apps you use every day and what you use them for.' },
  { theme: 'technology', levels: ['beginner'], prompt: 'Describe your phone or computer and your favorite thing about it.', interests: ['AI & Technology'] },
  { theme: 'technology', levels: ['beginner', 'intermediate'], prompt: 'Describe your dream car and where you would drive it.', interests: ['Cars'] },
  {
    theme: 'technology',
    levels: ['intermediate'],
    prompt: 'How does AI help you at work or in your studies? Give two examples.',
    interests: ['AI & Technology'],
  },
  { theme: 'technology', levels: ['intermediate'], prompt: 'Would you buy an electric car? Why or why not?', interests: ['Cars', 'Innovation'] },
  {
    theme: 'technology',
    levels: ['intermediate'],
    prompt: 'Imagine a visit to a tech company in Silicon Valley. What would you ask the engineers?',
    interests: ['Silicon Valley'],
  },
  { theme: 'technology', levels: ['advanced'], prompt: 'Should AI be allowed to make hiring decisions? Defend your view.', interests: ['AI & Technology'] },
  {
    theme: 'technology',
    levels: ['advanced'],
    prompt: 'Discuss how self-driving cars could change the way cities are designed.',
    interests: ['Cars', 'Innovation'],
  },
  { theme: 'technology', levels: ['advanced'], prompt: 'Explain a technical project you worked on to someone with no technical background.' },
  // Travel & Culture
  { theme: 'travel', levels: ['beginner'], prompt: 'Describe your favorite city and three things to do there.' },
  { theme: 'travel', levels: ['beginner'], prompt: 'Plan a weekend trip: where you go, who goes with you and what you pack.' },
  { theme: 'travel', levels: ['beginner', 'intermediate'], prompt: 'Talk about a tradition or a celebration in your family.', interests: ['Theology'] },
  { theme: 'travel', levels: ['intermediate'], prompt: 'Tell the story of a problem you had on a trip and how you solved it.' },
  { theme: 'travel', levels: ['intermediate'], prompt: 'Compare a Brazilian holiday with an American one.', interests: ['History'] },
  { theme: 'travel', levels: ['intermediate'], prompt: 'Recommend a place in Brazil to a visitor from the United States.' },
  { theme: 'travel', levels: ['advanced'], prompt: 'Discuss how religion has shaped the culture of a country you know.', interests: ['Theology', 'History'] },
  { theme: 'travel', levels: ['advanced'], prompt: 'Talk about a historical place you visited and why it still matters.', interests: ['History'] },
  { theme: 'travel', levels: ['advanced'], prompt: 'Is mass tourism good or bad for local communities? Take a side.' },
  // Food & Cooking
  { theme: 'food', levels: ['beginner'], prompt: 'Describe your favorite meal and when you eat it.' },
  { theme: 'food', levels: ['beginner'], prompt: 'Order breakfast at an American diner: food, drink and the check.' },
  { theme: 'food', levels: ['intermediate'], prompt: 'Explain a traditional Brazilian recipe step by step.' },
  { theme: 'food', levels: ['intermediate'], prompt: 'Compare eating out in Brazil and in the United States: prices, portions and tips.' },
  { theme: 'food', levels: ['advanced'], prompt: 'Should fast food carry health warnings like cigarettes? Debate both sides.' },
  { theme: 'food', levels: ['advanced'], prompt: 'Describe how food connects to memory and family traditions in your life.' },
  // Sports & Fitness
  { theme: 'sports', levels: ['beginner'], prompt: 'Talk about a sport you like to watch or play.', interests: ['Football'] },
  { theme: 'sports', levels: ['beginner'], prompt: 'Describe your exercise routine during a normal week.' },
  {
    theme: 'sports',
    levels: ['beginner', 'intermediate'],
    prompt: 'Describe a perfect day at the beach: the waves, the weather and the people.',
    interests: ['Surfing'],
  },
  { theme: 'sports', levels: ['intermediate'], prompt: 'Tell the story of a football match you will never forget.', interests: ['Football'] },
  { theme: 'sports', levels: ['intermediate'], prompt: 'Explain the rules of your favorite sport to an American friend.' },
  { theme: 'sports', levels: ['advanced'], prompt: 'Why is soccer less popular in the United States than in Brazil?', interests: ['Football'] },
  { theme: 'sports', levels: ['advanced'], prompt: 'Discuss the business side of sports: salaries, sponsors and fans.', interests: ['Business', 'Football'] },
  {
    theme: 'sports',
    levels: ['advanced'],
    prompt: 'How do extreme sports like big-wave surfing change the way people deal with fear?',
    interests: ['Surfing'],
  },
  // Movies & Entertainment
  { theme: 'movies', levels: ['beginner'], prompt: 'Talk about your favorite movie or series and who is in it.' },
  { theme: 'movies', levels: ['beginner'], prompt: 'Describe a book you read and liked.', interests: ['Books'] },
  { theme: 'movies', levels: ['intermediate'], prompt: 'Recommend a book and explain why someone should read it.', interests: ['Books', 'Literature'] },
  { theme: 'movies', levels: ['intermediate'], prompt: 'Compare a book with its movie adaptation. Which one is better?', interests: ['Literature', 'Books'] },
  { theme: 'movies', levels: ['intermediate'], prompt: 'Describe a show that taught you something about American life.' },
  {
    theme: 'movies',
    levels: ['advanced'],
    prompt: 'Discuss a classic of American literature and what it says about its time.',
    interests: ['Literature', 'History'],
  },
  { theme: 'movies', levels: ['advanced'], prompt: 'Do streaming services help or hurt the movie industry?', interests: ['Business'] },
  { theme: 'movies', levels: ['advanced'], prompt: 'Analyze a movie based on a real historical event. How accurate was it?', interests: ['History'] },
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
  levels: readonly EnglishLevel[];
  focus: string;
}

/** The cool-down screen's own sets (@juba/contracts/cooldown), so the plan never names a focus the screen has no sentences for. */
export const COOLDOWN_FOCUSES: CooldownFocus[] = COOLDOWN_SETS.map(({ area, levels, focus }) => ({ area, levels, focus }));

/**
 * Used only when the value is genuinely missing: a learner without a profile
 * practises at this level, and without goal, interests or known weakness
 * areas the pick is made from every theme, challenge or cool-down area
 * suited to the level.
 */
export const DEFAULT_LEVEL: EnglishLevel = 'beginner';
