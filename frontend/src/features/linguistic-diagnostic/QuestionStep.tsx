import type { LinguisticQuestion } from '@juba/contracts/linguistic-diagnostic';
import { answeredCorrectly } from '@juba/contracts/linguistic-diagnostic';
import { canSpeak, speak, SPEECH_RATES } from '../../lib/speech.ts';
import { Button } from '../../lib/ui/Button.tsx';
import { Card } from '../../lib/ui/Card.tsx';
import { LetteredOption } from '../../lib/ui/LetteredOption.tsx';
import { optionLetter } from '../../lib/ui/option-letter.ts';

const TYPE_LABELS: Record<LinguisticQuestion['type'], string> = {
  phonetic: 'Fonética',
  grammatical: 'Gramática',
  false_friends: 'Falsos Cognatos',
};

/** Spec part 2 §2.6: one question, its options as a radio group, and once revealed whether the answer was right and why. */
export function QuestionStep({
  question,
  choice,
  revealed,
  onChoose,
}: {
  question: LinguisticQuestion;
  choice: number | null;
  revealed: boolean;
  onChoose: (option: number) => void;
}) {
  const right = answeredCorrectly(question, choice ?? undefined);
  return (
    <Card as="section">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">{TYPE_LABELS[question.type]}</span>
        {question.audioWord && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => speak(question.audioWord!, SPEECH_RATES.diagnostic)}
            disabled={!canSpeak()}
            aria-label={`Ouvir a palavra ${question.audioWord}`}
          >
            <span aria-hidden="true">🔊</span> Ouvir
          </Button>
        )}
      </div>
      <fieldset disabled={revealed}>
        <legend className="text-lg font-semibold text-stone-900">{question.question}</legend>
        <div className="mt-4 space-y-2">
          {question.options.map((option, i) => {
            const checked = choice === i;
            const marked = revealed && (i === question.correctAnswer ? 'bg-emerald-50 ring-emerald-600' : checked ? 'bg-red-50 ring-red-600' : '');
            return (
              <LetteredOption
                key={i}
                name={`question-${question.id}`}
                index={i}
                option={option}
                checked={checked}
                onChoose={onChoose}
                locked={revealed}
                marked={marked || undefined}
              />
            );
          })}
        </div>
      </fieldset>

      {revealed && (
        <div className="mt-4 space-y-3">
          <p role="status" className={`rounded-lg px-4 py-3 font-semibold ${right ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}>
            {right ? 'Correto!' : 'Incorreto'}
            {!right && (
              <span className="mt-1 block text-sm font-normal">
                Resposta correta: {optionLetter(question.correctAnswer)}) {question.options[question.correctAnswer]}
              </span>
            )}
          </p>
          <div className="rounded-lg bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
            <p className="font-semibold text-orange-800">Explicação</p>
            <p className="mt-1 text-stone-800">{question.explanation}</p>
          </div>
        </div>
      )}
    </Card>
  );
}
