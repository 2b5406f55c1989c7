import type { ExpressionCategory, FormalityLevel } from './expressions.ts';
import type { CategoryFilter } from './search.ts';

/** The chips of spec part 2 §9, in its order: all, greetings, idioms, grammar, business, social. */
export const CATEGORY_CHIPS: readonly { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'greetings', label: 'Cumprimentos' },
  { value: 'idioms', label: 'Expressões idiomáticas' },
  { value: 'grammar', label: 'Gramática' },
  { value: 'business', label: 'Negócios' },
  { value: 'social', label: 'Social' },
];

export const CATEGORY_LABELS = Object.fromEntries(CATEGORY_CHIPS.map((c) => [c.value, c.label])) as Record<ExpressionCategory, string>;

export const FORMALITY_LABELS: Record<FormalityLevel, string> = { formal: 'Formal', informal: 'Informal', casual: 'Casual' };
