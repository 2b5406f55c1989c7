import type { HandoutLevel } from '@juba/contracts/jobs';

/** Labels as the level picker shows them (spec part 2 §2.13). */
export const LEVEL_LABELS: Record<HandoutLevel, string> = {
  basico: 'Nível Básico',
  intermediario: 'Nível Intermediário',
  avancado: 'Nível Avançado',
};
