import type { ChallengeDifficulty, ChallengesQuery } from '../../generated/graphql.ts';

export type Challenge = ChallengesQuery['challenges'][number];

interface Accent {
  stripe: string;
  title: string;
  button: string;
}

/** The card accents for the colour names the server gives; full class names so Tailwind keeps them. */
const ACCENTS: Record<string, Accent> = {
  purple: { stripe: 'bg-purple-500', title: 'text-purple-700', button: 'bg-purple-600 hover:bg-purple-700' },
  blue: { stripe: 'bg-blue-500', title: 'text-blue-700', button: 'bg-blue-600 hover:bg-blue-700' },
  green: { stripe: 'bg-green-500', title: 'text-green-700', button: 'bg-green-600 hover:bg-green-700' },
  orange: { stripe: 'bg-orange-500', title: 'text-orange-700', button: 'bg-orange-600 hover:bg-orange-700' },
};

export function accentOf(challenge: Pick<Challenge, 'color'>): Accent {
  return ACCENTS[challenge.color] ?? (ACCENTS['orange'] as Accent);
}

export const DIFFICULTY_BADGES: Record<ChallengeDifficulty, { label: string; className: string }> = {
  hard: { label: 'Hard', className: 'bg-red-100 text-red-800' },
  medium: { label: 'Medium', className: 'bg-amber-100 text-amber-800' },
};
