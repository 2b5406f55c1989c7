import { normaliseBrainRequest, personalizedHint, questionType, type NormalisedBrainRequest } from './areas.ts';
import { brainQuestionSchema, type BrainQuestion, type BrainQuestionRequest } from './question.ts';
import type { BrainBankItem } from './bank/index.ts';
import { pick, type Random } from '../offline/random.ts';

/**
 * A question fits when its difficulty is within this distance of the requested
 * one: further away it would be too easy or too hard to be worth serving, so
 * the learner is told they have completed the set instead.
 */
export const DIFFICULTY_WINDOW = 3;

function fitsRequest(item: BrainBankItem, request: Pick<NormalisedBrainRequest, 'difficulty'>): boolean {
  return Math.abs(item.difficulty - request.difficulty) <= DIFFICULTY_WINDOW;
}

/** Lower sorts first: weak areas, then untagged areas, then strong areas (served as reviews). */
function areaRank(item: BrainBankItem, request: NormalisedBrainRequest): number {
  if (request.weakAreas.includes(item.module)) return 0;
  return request.strongAreas.includes(item.module) ? 2 : 1;
}

function rank(item: BrainBankItem, request: NormalisedBrainRequest): number[] {
  const trainsOwnPattern = (item.patterns ?? []).some((p) => request.errorPatterns.includes(p));
  return [areaRank(item, request), Math.abs(item.difficulty - request.difficulty), trainsOwnPattern ? 0 : 1];
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * The best unserved fitting item: weak areas first, then the nearest
 * difficulty, then one that trains an error pattern of the profile; ties are
 * broken at random so two learners with the same profile do not march through
 * the bank in the same order. Null when every fitting item was served.
 */
function chooseBankItem(bank: readonly BrainBankItem[], request: NormalisedBrainRequest, random: Random): BrainBankItem | null {
  const candidates = bank.filter((item) => fitsRequest(item, request) && !request.excludeIds.has(item.id));
  if (candidates.length === 0) return null;
  const ranked = candidates.map((item) => ({ item, rank: rank(item, request) }));
  const best = ranked.reduce((a, b) => (compareRanks(b.rank, a.rank) < 0 ? b : a)).rank;
  return pick(
    random,
    ranked.filter((r) => compareRanks(r.rank, best) === 0),
  ).item;
}

function questionFromBankItem(item: BrainBankItem, request: NormalisedBrainRequest): BrainQuestion {
  return brainQuestionSchema.parse({
    id: item.id,
    type: questionType(item.module, request),
    module: item.module,
    difficulty: item.difficulty,
    content: item.content,
    options: [...item.options],
    correctAnswer: item.correctAnswer,
    explanation: item.explanation,
    personalizedHint: personalizedHint(item.module, item.patterns ?? [], item.hint, request),
  });
}

export function chooseBrainQuestion(bank: readonly BrainBankItem[], request: BrainQuestionRequest, random: Random): BrainQuestion | null {
  const normalised = normaliseBrainRequest(request);
  const item = chooseBankItem(bank, normalised, random);
  return item ? questionFromBankItem(item, normalised) : null;
}
