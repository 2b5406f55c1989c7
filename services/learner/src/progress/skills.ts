import { SKILLS } from '@juba/contracts/jobs';

export type Skill = (typeof SKILLS)[number];

const SKILL_COLUMNS = {
  pronunciation: { level: 'pronunciationLevel', count: 'pronunciationScores' },
  speaking: { level: 'speakingLevel', count: 'speakingScores' },
  listening: { level: 'listeningLevel', count: 'listeningScores' },
  vocabulary: { level: 'vocabularyLevel', count: 'vocabularyScores' },
} as const satisfies Record<Skill, { level: string; count: string }>;

type SkillLevels = { [S in Skill as (typeof SKILL_COLUMNS)[S]['level']]: number | null };
type SkillCounts = { [S in Skill as (typeof SKILL_COLUMNS)[S]['count']]: number };
export type SkillState = SkillLevels & SkillCounts;

/**
 * A skill level is the mean of every score measured for it, so one bad (or
 * lucky) exercise moves the bar a little rather than replacing it.
 */
export function addSkillScores(state: SkillState, scores: Partial<Record<Skill, number>>): SkillState {
  // Only the skill columns: `state` may be a whole Progress row.
  const next = {} as SkillState;
  for (const skill of SKILLS) {
    const { level, count } = SKILL_COLUMNS[skill];
    next[level] = state[level];
    next[count] = state[count];
  }
  for (const skill of SKILLS) {
    const score = scores[skill];
    if (score === undefined) continue;
    const { level, count } = SKILL_COLUMNS[skill];
    const n = state[count] + 1;
    next[count] = n;
    next[level] = (state[level] ?? 0) + (score - (state[level] ?? 0)) / n;
  }
  return next;
}
