import type { HandoutLevel } from '../../generated/graphql.ts';

export interface LevelOption {
  level: HandoutLevel;
  title: string;
  description: string;
}

/** Spec part 2 §2.13: the three levels of the picker, in order. */
export const HANDOUT_LEVELS: readonly LevelOption[] = [
  { level: 'basico', title: 'Nível Básico', description: 'Vocabulário essencial, frases do dia a dia e a pronúncia das primeiras palavras.' },
  { level: 'intermediario', title: 'Nível Intermediário', description: 'Conversas do cotidiano, tempos verbais e expressões americanas comuns.' },
  { level: 'avancado', title: 'Nível Avançado', description: 'Phrasal verbs, expressões idiomáticas e nuances culturais do inglês americano.' },
];

export function levelTitle(level: HandoutLevel): string {
  return HANDOUT_LEVELS.find((option) => option.level === level)?.title ?? level;
}
