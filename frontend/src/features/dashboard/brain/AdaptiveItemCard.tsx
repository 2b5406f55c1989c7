import { useState } from 'react';
import { optionLetter } from '../../../lib/ui/option-letter.ts';
import type { AdaptiveItem } from './adaptive-items.ts';

/** One generated activity: a question to answer, or a review to read. */
export function AdaptiveItemCard({ item }: { item: AdaptiveItem }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const answered = chosen !== null;
  const review = item.options.length === 0;

  return (
    <article aria-label="Atividade adaptativa" className="rounded-xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <ul className="flex flex-wrap gap-2 text-xs font-semibold">
        <li className="rounded-full bg-white px-2 py-1 text-stone-700 ring-1 ring-amber-200">Dificuldade {item.difficulty}/10</li>
        <li className="rounded-full bg-white px-2 py-1 text-orange-700 ring-1 ring-amber-200">+{item.neuralReward} recompensa neural</li>
        <li className="rounded-full bg-white px-2 py-1 text-emerald-700 ring-1 ring-amber-200">+{item.synapticGrowth} crescimento sináptico</li>
      </ul>
      <p className="mt-3 font-semibold text-stone-900">{item.content}</p>
      {!review && (
        <ul className="mt-3 space-y-2">
          {item.options.map((option, i) => {
            const isRight = answered && i === item.correctAnswer;
            const isWrongPick = answered && i === chosen && i !== item.correctAnswer;
            return (
              <li key={i}>
                <button
                  type="button"
                  disabled={answered}
                  onClick={() => setChosen(i)}
                  className={`flex w-full gap-3 rounded-lg px-3 py-2 text-left ring-1 ${
                    isRight ? 'bg-emerald-50 ring-emerald-400' : isWrongPick ? 'bg-red-50 ring-red-400' : 'bg-white ring-amber-200 hover:ring-orange-400'
                  } disabled:cursor-default`}
                >
                  <span className="font-bold text-orange-700">{optionLetter(i)})</span>
                  <span>{option}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {answered && (
        <p role="status" className={`mt-3 font-semibold ${chosen === item.correctAnswer ? 'text-emerald-700' : 'text-red-700'}`}>
          {chosen === item.correctAnswer ? 'Correto!' : `Resposta correta: ${optionLetter(item.correctAnswer)}) ${item.options[item.correctAnswer] ?? ''}`}
        </p>
      )}
      {(answered || review) && <p className="mt-2 text-sm text-stone-700">{item.explanation}</p>}
      <p className="mt-3 text-sm text-stone-600">
        <strong>Dica:</strong> {item.personalizedHint}
      </p>
    </article>
  );
}
