import type { MasteryByModule, MasteryKey } from '@juba/contracts/diagnostic-level';
import type { DiagnosticModule } from '../../generated/graphql.ts';
import type { AnsweredQuestion } from './diagnostic-run.ts';

/** The four tiles the diagnostic shows while it runs (spec part 2 §2.11). */
export const MASTERY_TILES: readonly { key: MasteryKey; label: string }[] = [
  { key: 'phonetics', label: 'Fonética' },
  { key: 'grammar', label: 'Gramática' },
  { key: 'vocabulary', label: 'Vocabulário' },
  { key: 'cultural', label: 'Cultural' },
];

function percentEarned(answered: readonly AnsweredQuestion[]): number {
  const possible = answered.reduce((sum, a) => sum + a.points, 0);
  if (possible === 0) return 0;
  return Math.round((100 * answered.reduce((sum, a) => sum + a.earned, 0)) / possible);
}

/**
 * How the map is filled (the spec names the keys, not the computation):
 * - a question module (phonetics, grammar, vocabulary, cultural, assessment):
 *   the percent of the points of its answered questions that were earned, so
 *   harder questions weigh more; 0 until one of them is answered;
 * - listening: no question asks for it; the phonetics questions are sound
 *   discrimination, so it takes their value;
 * - speaking: needs the sounds and the structures, so the mean of phonetics and grammar;
 * - mastery: the percent of all answered points that were earned.
 */
export function masteryByModule(answered: readonly AnsweredQuestion[]): MasteryByModule {
  const of = (module: DiagnosticModule) => percentEarned(answered.filter((a) => a.moduleType === module));
  const phonetics = of('phonetics');
  const grammar = of('grammar');
  return {
    phonetics,
    grammar,
    vocabulary: of('vocabulary'),
    cultural: of('cultural'),
    listening: phonetics,
    speaking: Math.round((phonetics + grammar) / 2),
    assessment: of('assessment'),
    mastery: percentEarned(answered),
  };
}
