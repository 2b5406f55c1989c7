import { CHALLENGE_DIFFICULTY, CHALLENGE_IDS, type ChallengeId } from './catalogue.ts';
import type { ChallengeDifficulty, ChallengeType } from '../generated/graphql.ts';
import { enumValues } from '@juba/contracts/schema-enums';

/**
 * Spec part 1 §3 Challenge definition: the four built-in challenges. Ids and
 * difficulties come from the catalogue (which also holds each one's scenarios
 * per level, for the daily plan's challenge step); the rest is here. Texts are in English, the language
 * of the challenge screen; the four requirements are what the learner ticks
 * off while speaking, so each is one concrete move of that situation.
 */
export const CHALLENGE_TYPES = enumValues<ChallengeType>()(['pitch', 'interview', 'presentation', 'debate']);

export interface ChallengeDefinition {
  id: ChallengeId;
  type: ChallengeType;
  title: string;
  description: string;
  /** Minutes. */
  duration: number;
  difficulty: ChallengeDifficulty;
  color: 'purple' | 'blue' | 'green' | 'orange';
  requirements: [string, string, string, string];
}

const DEFINITIONS: Record<ChallengeId, Omit<ChallengeDefinition, 'id' | 'difficulty'>> = {
  'startup-pitch': {
    type: 'pitch',
    title: 'Startup Pitch',
    description: 'Convince an investor in three minutes: the problem, your solution and what you need.',
    duration: 3,
    color: 'purple',
    requirements: [
      'State the problem your startup solves',
      'Describe your solution and what makes it different',
      'Name your target customer',
      'Ask for the investment or a clear next step',
    ],
  },
  'job-interview': {
    type: 'interview',
    title: 'Job Interview',
    description: 'Answer an American interviewer with confidence: who you are, what you did and why you fit.',
    duration: 5,
    color: 'blue',
    requirements: [
      'Introduce yourself and your current role',
      'Describe one achievement with a concrete result',
      'Explain why you want this job',
      'Ask the interviewer a question about the team or the role',
    ],
  },
  'tech-presentation': {
    type: 'presentation',
    title: 'Tech Presentation',
    description: 'Present a technical topic to a mixed audience, clearly and in order.',
    duration: 7,
    color: 'green',
    requirements: [
      'Open with the goal of your presentation',
      'Explain the technology in simple words, without jargon',
      'Give a concrete example, number or result',
      'Sum up the key point and invite questions',
    ],
  },
  'casual-debate': {
    type: 'debate',
    title: 'Casual Debate',
    description: 'Disagree in a friendly way: give your opinion, defend it and keep the conversation pleasant.',
    duration: 4,
    color: 'orange',
    requirements: [
      'State your opinion clearly in the first sentence',
      'Give at least two reasons for your view',
      "Respond politely to the other side's argument",
      'Close with a friendly conclusion or a compromise',
    ],
  },
};

export const CHALLENGES: ChallengeDefinition[] = CHALLENGE_IDS.map((id) => ({ id, difficulty: CHALLENGE_DIFFICULTY[id], ...DEFINITIONS[id] }));

export const isChallengeType = (value: string): value is ChallengeType => (CHALLENGE_TYPES as readonly string[]).includes(value);

export const challengeOfType = (type: ChallengeType): ChallengeDefinition => CHALLENGES.find((c) => c.type === type)!;
