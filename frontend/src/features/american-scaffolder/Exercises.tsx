import { useId, useState } from 'react';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { optionLetter } from '../../lib/ui/option-letter.ts';
import type { CultureContentItem } from './content.ts';

/**
 * Spec part 2 §2.9 and §4 (culture answers): comprehension questions to
 * answer and cultural prompts to reflect on; one toggle reveals the correct
 * options, marked in words as well as colour, and the explanations.
 */
export function Exercises({ exercises }: { exercises: CultureContentItem['exercises'] }) {
  const [revealed, setRevealed] = useState(false);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const baseId = useId();

  return (
    <Card padding="md" className="space-y-6">
      <Button onClick={() => setRevealed((r) => !r)}>{revealed ? 'Ocultar Respostas' : 'Mostrar Respostas'}</Button>

      <section aria-labelledby={`${baseId}-comprehension`}>
        <h3 id={`${baseId}-comprehension`} className="mb-3 font-bold text-stone-900">
          Compreensão
        </h3>
        <div className="space-y-4">
          {exercises.comprehension.map((q, qi) => (
            <fieldset key={q.question} className="rounded-xl border border-amber-200 p-4">
              <legend lang="en" className="px-1 font-semibold text-stone-900">
                {qi + 1}. {q.question}
              </legend>
              <ul className="mt-2 space-y-2">
                {q.options.map((option, oi) => {
                  const correct = revealed && oi === q.correctAnswer;
                  return (
                    <li key={option}>
                      <label
                        className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ${correct ? 'bg-green-50 font-semibold text-green-900 ring-2 ring-green-600' : 'text-stone-800 ring-amber-200 hover:bg-amber-50'}`}
                      >
                        <input type="radio" name={`${baseId}-q${qi}`} checked={chosen[qi] === oi} onChange={() => setChosen((c) => ({ ...c, [qi]: oi }))} />
                        <span lang="en">
                          {optionLetter(oi)}) {option}
                        </span>
                        {correct && <span className="ml-auto text-xs font-bold uppercase">✓ Resposta correta</span>}
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ))}
        </div>
      </section>

      <section aria-labelledby={`${baseId}-cultural`}>
        <h3 id={`${baseId}-cultural`} className="mb-3 font-bold text-stone-900">
          Reflexão cultural
        </h3>
        <ol className="space-y-3">
          {exercises.cultural.map((prompt, index) => (
            <li key={prompt.question} className="rounded-xl border border-amber-200 p-4 text-sm">
              <p className="font-semibold text-stone-900">
                {index + 1}. {prompt.question}
              </p>
              {revealed && (
                <p className="mt-2 text-stone-800">
                  <strong>Explicação: </strong>
                  {prompt.explanation}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
