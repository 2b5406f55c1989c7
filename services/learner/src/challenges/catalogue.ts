import type { ChallengeDifficulty, EnglishLevel, PrimaryGoal } from '../generated/graphql.ts';
import { ENGLISH_LEVELS } from '@juba/contracts/english-level';
import type { Interest } from '../onboarding/learning-profile-options.ts';

/**
 * Spec part 1 §3: the four built-in challenges, who they suit and their
 * scenarios per level (in English, the language of the challenge screen);
 * the daily plan's challenge step draws from them.
 */
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
  levels: readonly EnglishLevel[];
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
    levels: ENGLISH_LEVELS,
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
