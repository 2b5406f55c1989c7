import type { HandoutLevel } from '../../generated/graphql.ts';
import { HANDOUT_LEVELS } from './levels.ts';

export function LevelPicker({ onPick, disabled }: { onPick: (level: HandoutLevel) => void; disabled: boolean }) {
  return (
    <section aria-labelledby="handout-levels-title">
      <h2 id="handout-levels-title" className="text-xl font-semibold text-stone-800">
        Escolha o nível da sua apostila
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {HANDOUT_LEVELS.map((option) => (
          <li key={option.level} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-amber-200">
            <h3 className="text-lg font-bold text-orange-700">{option.title}</h3>
            <p className="mt-2 flex-1 text-sm text-stone-600">{option.description}</p>
            <button
              type="button"
              disabled={disabled}
              aria-label={`Gerar Apostila: ${option.title}`}
              onClick={() => onPick(option.level)}
              className="mt-4 rounded-lg bg-orange-600 px-4 py-2 font-semibold text-white hover:bg-orange-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              Gerar Apostila
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
