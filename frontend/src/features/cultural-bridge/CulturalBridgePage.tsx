import { useId, useState } from 'react';
import { ModuleHeader } from '../../lib/ui/ModuleHeader.tsx';
import { ToggleChip } from '../../lib/ui/ToggleChip.tsx';
import { ExpressionCard } from './ExpressionCard.tsx';
import { CULTURAL_EXPRESSIONS } from './expressions.ts';
import { CATEGORY_CHIPS } from './labels.ts';
import { findExpressions, type CategoryFilter } from './search.ts';

/** Spec part 2 §2.8: /cultural-bridge, expressions and customs explained for Brazilians. */
export function CulturalBridgePage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const searchId = useId();
  const found = findExpressions(CULTURAL_EXPRESSIONS, query, category);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 md:px-6">
      <ModuleHeader title="Ponte Cultural-Linguística" />
      <p className="mb-6 text-stone-700">
        Expressões americanas explicadas para brasileiros: o que dizem ao pé da letra, o que querem dizer e os erros mais comuns.
      </p>

      <div className="mb-6 space-y-4">
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-stone-800">
            Buscar expressão
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Em inglês ou em português..."
            className="w-full rounded-lg border border-amber-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500"
          />
        </div>
        <div role="group" aria-label="Categorias" className="flex flex-wrap gap-2">
          {CATEGORY_CHIPS.map((chip) => {
            const pressed = chip.value === category;
            return (
              <ToggleChip key={chip.value} pressed={pressed} onToggle={() => setCategory(chip.value)}>
                {chip.label}
              </ToggleChip>
            );
          })}
        </div>
      </div>

      <p role="status" className="mb-4 text-sm text-stone-600">
        {found.length === 0 ? 'Nenhuma expressão encontrada' : found.length === 1 ? '1 expressão' : `${found.length} expressões`}
      </p>
      {found.length > 0 && (
        <div className="grid gap-4 md:grid-cols-2">
          {found.map((expression) => (
            <ExpressionCard key={expression.id} expression={expression} />
          ))}
        </div>
      )}
    </div>
  );
}
