import type { CulturalExpression, ExpressionCategory } from './expressions.ts';

export type CategoryFilter = 'all' | ExpressionCategory;

/** Lower case without accents, so 'licenca' finds 'Com licença' and 'WHATS' finds "What's". */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase();
}

/**
 * Spec part 2 §2.8: the expressions of the chosen category whose English
 * expression or Portuguese translations contain the query, ignoring case
 * and accents.
 */
export function findExpressions(expressions: readonly CulturalExpression[], query: string, category: CategoryFilter): CulturalExpression[] {
  const wanted = searchable(query.trim());
  return expressions.filter(
    (e) =>
      (category === 'all' || e.category === category) &&
      [e.englishExpression, e.portugueseLiteral, e.portugueseEquivalent].some((text) => searchable(text).includes(wanted)),
  );
}
