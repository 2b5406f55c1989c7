import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { difficultyLabel } from '../../lib/ui/difficulty.ts';
import type { PhoneticExercise } from './model.ts';

/** Spec part 2 §2.1: six skeleton cards while the exercises load. */
const SKELETON_CARDS = 6;

interface Props {
  exercises: readonly PhoneticExercise[] | undefined;
  loading: boolean;
  onPractice(exercise: PhoneticExercise): void;
}

/** Spec part 2 §2.1 Exercícios: the exercise cards; Praticar puts the exercise's text in the Praticar tab. */
export function ExercisesTab({ exercises, loading, onPractice }: Props) {
  if (loading) {
    return (
      <div role="status" aria-label="Carregando exercícios" className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} data-testid="exercise-skeleton" className="h-48 animate-pulse rounded-2xl bg-amber-100" />
        ))}
      </div>
    );
  }
  if (!exercises?.length) return <p className="py-16 text-center text-stone-600">Nenhum exercício disponível no momento</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {exercises.map((exercise) => (
        <Card key={exercise.id} as="li" padding="md" className="flex flex-col">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-bold text-stone-900">{exercise.title}</h3>
            <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{difficultyLabel(exercise.difficulty)}</span>
          </div>
          <p className="mt-2 flex-1 text-sm text-stone-700">{exercise.description}</p>
          <ul aria-label="Sons praticados" className="mt-3 flex flex-wrap gap-1">
            {exercise.targetSounds.map((sound) => (
              <li key={sound} className="rounded bg-stone-100 px-2 py-0.5 font-mono text-xs text-stone-800">
                {sound}
              </li>
            ))}
          </ul>
          <Button size="sm" className="mt-4" aria-label={`Praticar: ${exercise.title}`} onClick={() => onPractice(exercise)}>
            Praticar
          </Button>
        </Card>
      ))}
    </ul>
  );
}
