import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProgressBar } from '../../lib/ui/ProgressBar.tsx';
import { nextQuestion, totalPoints, type AnsweredQuestion, type Question } from './diagnostic-run.ts';
import { MASTERY_TILES, masteryByModule } from './mastery.ts';
import { QuestionCard } from './QuestionCard.tsx';

/** Spec part 2 §2.11: the questions one at a time, under a header with the points and the progress. */
export function DiagnosticQuiz({ questions, onFinish }: { questions: readonly Question[]; onFinish: (answered: AnsweredQuestion[]) => void }) {
  const navigate = useNavigate();
  const [answered, setAnswered] = useState<AnsweredQuestion[]>([]);
  const [current, setCurrent] = useState<Question | null>(() => nextQuestion(questions, []));

  const advance = () => {
    const next = nextQuestion(questions, answered);
    if (next) setCurrent(next);
    else onFinish(answered);
  };

  const total = questions.length;
  const number = answered.filter((a) => a.id !== current?.id).length + 1;
  const percent = total ? Math.round((answered.length / total) * 100) : 0;
  const mastery = masteryByModule(answered);

  return (
    <div className="flex flex-col gap-5">
      <header className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-amber-200">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-extrabold text-stone-900">Diagnóstico Inicial</h1>
          <div className="flex items-center gap-3">
            <span className="rounded-full bg-amber-100 px-3 py-1 font-bold text-orange-800">{totalPoints(answered)} pontos</span>
            <button
              type="button"
              onClick={() => navigate('/')}
              className="rounded-lg border border-amber-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-amber-50"
            >
              Home
            </button>
          </div>
        </div>
        <div className="mt-4 flex items-center justify-between text-sm text-stone-700">
          <span>
            Questão {number} de {total}
          </span>
          <span>{percent}%</span>
        </div>
        <ProgressBar percent={percent} label="Progresso do diagnóstico" className="mt-1 h-2" />
      </header>

      <ul aria-label="Domínio por módulo" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {MASTERY_TILES.map((tile) => (
          <li key={tile.key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-amber-200">
            <span className="flex justify-between text-sm">
              <span className="font-medium text-stone-700">{tile.label}</span>
              <span className="font-bold text-orange-700">{mastery[tile.key]}%</span>
            </span>
            <ProgressBar percent={mastery[tile.key]} label={`Domínio em ${tile.label}`} className="mt-2 h-1.5" />
          </li>
        ))}
      </ul>

      {current && (
        <QuestionCard
          key={current.id}
          question={current}
          onAnswered={(answer) => setAnswered((list) => [...list, answer])}
          onAdvance={advance}
        />
      )}
    </div>
  );
}
