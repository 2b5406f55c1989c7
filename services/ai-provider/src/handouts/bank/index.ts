import type { HandoutLevel } from '@juba/contracts/jobs';
import { AVANCADO_TOPICS } from './avancado.ts';
import { BASICO_TOPICS } from './basico.ts';
import { INTERMEDIARIO_TOPICS } from './intermediario.ts';
import type { BankTopic } from './types.ts';

export type { BankTopic, ExerciseVariant, LessonVariant, TopicKind } from './types.ts';

/** Each level draws only from its own topics, so a level's handout never repeats another level's lessons. */
export const TOPICS_BY_LEVEL: Record<HandoutLevel, readonly BankTopic[]> = {
  basico: BASICO_TOPICS,
  intermediario: INTERMEDIARIO_TOPICS,
  avancado: AVANCADO_TOPICS,
};
