import { Button } from '../../lib/ui/Button.tsx';
import { difficultyLabel } from '../../lib/ui/difficulty.ts';
import type { AccentLabExercise } from '@juba/contracts/accent-lab';
import { canSpeak, speak, SPEECH_RATES } from '../../lib/speech.ts';

/** Spec part 2 §2.7: what the sound is and how to make it. */
export function ExerciseDetail({ exercise }: { exercise: AccentLabExercise }) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-stone-900">{exercise.title}</h2>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{difficultyLabel(exercise.difficulty)}</span>
      </div>
      <p className="text-stone-700">{exercise.description}</p>
      <div className="flex items-center gap-3">
        <p className="text-stone-700">
          Palavra de exemplo: <span className="font-mono text-lg font-semibold text-stone-900">{exercise.sampleWord}</span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => speak(exercise.sampleWord, SPEECH_RATES.lab)}
          disabled={!canSpeak()}
          aria-label={`Ouvir a palavra ${exercise.sampleWord}`}
        >
          <span aria-hidden="true">🔊</span> Ouvir
        </Button>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-stone-700">Posição da boca</h3>
        <dl className="mt-2 grid gap-2 sm:grid-cols-3">
          {(
            [
              ['Língua', exercise.mouthPosition.tongue],
              ['Lábios', exercise.mouthPosition.lips],
              ['Dentes', exercise.mouthPosition.teeth],
            ] as const
          ).map(([part, how]) => (
            <div key={part} className="rounded-lg bg-amber-50 p-3">
              <dt className="text-xs font-semibold uppercase text-amber-900">{part}</dt>
              <dd className="mt-1 text-sm text-stone-800">{how}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-stone-700">Dicas</h3>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-800">
          {exercise.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
