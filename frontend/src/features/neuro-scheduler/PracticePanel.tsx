import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { PracticeErrorPatternDocument, type ErrorScheduleQuery } from '../../generated/graphql.ts';
import { refusalMessage } from '../../lib/apollo/refusal.ts';
import { forgetProgress } from '../../lib/learner/progress.ts';
import { canSpeak, speak, SPEECH_RATES } from '../../lib/speech.ts';
import { useToast } from '../../lib/toast/ToastProvider.tsx';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';

export type Pattern = ErrorScheduleQuery['errorPatterns'][number];
type Exercise = Pattern['practiceExercises'][number];

const BLANK = '___';
/** The server takes the panel's time in seconds, 1 to 3600. */
const MAX_SECONDS = 3600;

/** A fill_blank sentence as text pieces and inputs, one per blank. */
function FillBlank({ exercise, answers, onAnswer }: { exercise: Exercise; answers: string[]; onAnswer: (index: number, value: string) => void }) {
  const pieces = exercise.prompt.split(BLANK);
  return (
    <p className="leading-9 text-stone-800">
      {pieces.map((piece, index) => (
        <span key={index}>
          {piece}
          {index < pieces.length - 1 && (
            <input
              type="text"
              aria-label={`Lacuna ${index + 1} de ${pieces.length - 1}: ${exercise.prompt}`}
              value={answers[index] ?? ''}
              onChange={(event) => onAnswer(index, event.target.value)}
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
              className="mx-1 w-28 rounded border border-amber-300 px-2 py-0.5 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-300"
            />
          )}
        </span>
      ))}
    </p>
  );
}

function Pronunciation({ exercise, answer, onAnswer }: { exercise: Exercise; answer: string; onAnswer: (value: string) => void }) {
  return (
    <fieldset>
      <legend className="sr-only">{`${exercise.instruction} ${exercise.prompt}`}</legend>
      {canSpeak() && exercise.spoken && (
        <Button variant="secondary" size="sm" className="mb-2" onClick={() => speak(exercise.spoken!, SPEECH_RATES.lab)}>
          <span aria-hidden="true">🔊</span> Ouvir
        </Button>
      )}
      <div className="flex gap-4">
        {exercise.choices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-stone-800">
            <input type="radio" name={exercise.id} value={choice} checked={answer === choice} onChange={() => onAnswer(choice)} />
            {choice}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Spec part 2 §2.10 practice panel: the learner's context sentences and the
 * pattern's exercises. 'Concluir Prática' sends the answers; the server
 * grades them, reschedules the pattern and records the practice.
 */
export function PracticePanel({ pattern, onClose }: { pattern: Pattern; onClose: () => void }) {
  const { toast } = useToast();
  const started = useRef(Date.now());
  const practiceId = useRef(crypto.randomUUID());
  const [answers, setAnswers] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(pattern.practiceExercises.map((e) => [e.id, Array.from({ length: e.blanks }, () => '')])),
  );
  const [practise, { loading }] = useMutation(PracticeErrorPatternDocument, { update: (cache) => forgetProgress(cache) });

  const answer = (id: string, index: number, value: string) => setAnswers((all) => ({ ...all, [id]: all[id]!.map((a, i) => (i === index ? value : a)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const seconds = Math.min(MAX_SECONDS, Math.max(1, Math.round((Date.now() - started.current) / 1000)));
    try {
      await practise({
        variables: {
          input: {
            practiceId: practiceId.current,
            patternId: pattern.id,
            seconds,
            answers: pattern.practiceExercises.map((e) => ({ exerciseId: e.id, answers: answers[e.id]! })),
          },
        },
      });
      toast({ title: 'Exercício Completo!', description: 'Seu progresso foi registrado no sistema de repetição espaçada.' });
      onClose();
    } catch (error) {
      toast({ title: 'Erro ao registrar a prática', description: refusalMessage(error) ?? 'Tente novamente em alguns instantes.', variant: 'destructive' });
    }
  }

  return (
    <Card as="section" tone="active" aria-labelledby="practice-title">
      <h2 id="practice-title" className="text-xl font-bold text-stone-900">
        Praticando: {pattern.correctForm}
      </h2>
      {pattern.contextExamples.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold text-stone-800">Exemplos de contexto</h3>
          <ul className="mt-1 list-disc pl-6 text-stone-700">
            {pattern.contextExamples.map((example) => (
              <li key={example}>{example}</li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={(event) => void submit(event)} className="mt-4">
        <h3 className="font-semibold text-stone-800">Exercícios</h3>
        <ol className="mt-2 space-y-4">
          {pattern.practiceExercises.map((exercise) => (
            <li key={exercise.id} className="rounded-lg bg-amber-50 p-3">
              <p className="text-sm font-medium text-stone-700">{exercise.instruction}</p>
              {exercise.type === 'fill_blank' && (
                <FillBlank exercise={exercise} answers={answers[exercise.id]!} onAnswer={(i, v) => answer(exercise.id, i, v)} />
              )}
              {exercise.type === 'pronunciation' && (
                <Pronunciation exercise={exercise} answer={answers[exercise.id]![0]!} onAnswer={(v) => answer(exercise.id, 0, v)} />
              )}
              {exercise.type === 'translation' && (
                <label className="mt-1 block text-stone-800">
                  <span className="font-semibold">{exercise.prompt}</span>
                  <input
                    type="text"
                    value={answers[exercise.id]![0]}
                    onChange={(event) => answer(exercise.id, 0, event.target.value)}
                    maxLength={200}
                    autoComplete="off"
                    className="mt-1 block w-full rounded border border-amber-300 px-2 py-1 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-300"
                  />
                </label>
              )}
            </li>
          ))}
        </ol>
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={loading}>
            Concluir Prática
          </Button>
        </div>
      </form>
    </Card>
  );
}
